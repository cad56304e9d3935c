// Prints the API's OpenAPI document (the one served at /api/docs) to stdout.
import { buildOpenApiDocument } from '#api/openapi';

process.stdout.write(`${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
