// GET /api/docs: the OpenAPI document, generated once from the zod schemas.
// Like every route but sign-in, refresh and health it needs an access token;
// `npm run openapi` prints the same document without a server.
import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from '#api/openapi';
import { getOpenApiDocument } from '#api/endpoints/health-endpoints';
import { route } from '../endpoint-route';

export async function docsRoutes(app: FastifyInstance): Promise<void> {
  const document = buildOpenApiDocument();
  route(app, getOpenApiDocument, async () => ({ ...document }));
}
