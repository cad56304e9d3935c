// The OpenAPI 3.1 description of the API (served at /api/docs), generated from the endpoint list's zod schemas
// (src/api/endpoints/all-endpoints.ts) the server validates with and the web app parses with, so it cannot describe
// a shape the code does not use. Requests are converted as zod input (what a client sends), responses as output.
import { z } from 'zod';
import {
  emailSchema,
  meResponseSchema,
  profileSchema,
  REFRESH_COOKIE_NAME,
  signInRequestSchema,
  signInResponseSchema,
  XSRF_COOKIE_NAME,
  XSRF_HEADER_NAME,
} from './auth';
import { contractSchema } from './contract-schema';
import {
  contractDownloadResponseSchema,
  contractSearchResponseSchema,
  contractVersionResponseSchema,
  contractVersionsResponseSchema,
  recordedAgentSchema,
  syncCancelledErrorSchema,
  syncConflictAnswerSchema,
  syncConflictErrorSchema,
  syncRequestSchema,
  syncResponseSchema,
} from './contract-calls';
import { assignContractRequestSchema, assignContractResponseSchema } from './admin-calls';
import { sharedErrorAnswers, type Answer, type EndpointDefinition, type HttpMethod } from './endpoint';
import { allEndpoints } from './endpoints/all-endpoints';
import { apiErrorSchema } from './error';
import { healthResponseSchema, readyResponseSchema } from './health';
import { signedReceiptSchema } from './signed-contract-schema';
import { siteResponseSchema } from './site';
import { workScopeSchema, workScopesResponseSchema } from './workscopes';

export type JsonSchema = { [key: string]: unknown };

// A type, not an interface, so that it fits where any JSON Schema does.
type Reference = { $ref: string };

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

interface MediaContent {
  [mediaType: string]: { schema: JsonSchema };
}

interface Response {
  description: string;
  headers?: Answer['headers'];
  content?: MediaContent;
}

export interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: (Parameter | Reference)[];
  requestBody?: { required: boolean; content: MediaContent };
  responses: Record<string, Response | Reference>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  jsonSchemaDialect: string;
  tags: { name: string; description: string }[];
  paths: Record<string, Partial<Record<HttpMethod, Operation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, Response>;
    parameters: Record<string, Parameter>;
    securitySchemes: Record<string, JsonSchema>;
  };
}

const JSON_SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';

/** One zod schema as a plain JSON Schema, without the $schema line OpenAPI does not want. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'throw',
  });
  return rest;
}

const schemaRef = (id: string): Reference => ({ $ref: `#/components/schemas/${id}` });
const responseRef = (id: string): Reference => ({ $ref: `#/components/responses/${id}` });
const parameterRef = (id: string): Reference => ({ $ref: `#/components/parameters/${id}` });

/** A named component (with id), or a description for a schema used inside one. */
interface ComponentMeta {
  id?: string;
  description?: string;
}

/**
 * The named schemas. Requests are converted as input, responses as output;
 * a schema used both ways (the contract) must come out the same both ways,
 * else the document would describe one of them wrongly.
 */
function componentSchemas(): { schemas: Record<string, JsonSchema>; ids: ReadonlyMap<unknown, string> } {
  const ids = new Map<unknown, string>();
  const named = (registry: z.core.$ZodRegistry<ComponentMeta>, schema: z.ZodType, meta: ComponentMeta) => {
    registry.add(schema, meta);
    if (meta.id !== undefined) ids.set(schema, meta.id);
  };
  const requests = z.registry<ComponentMeta>();
  named(requests, contractSchema, {
    id: 'Contract',
    description: "A contract in the device's local shape (docs/product-rules.md#device-storage).",
  });
  named(requests, signInRequestSchema, { id: 'SignInRequest' });
  named(requests, assignContractRequestSchema, { id: 'AssignContractRequest' });
  named(requests, emailSchema, { description: "The agent's email; trimmed and lower-cased before it is checked." });
  named(requests, syncRequestSchema, {
    id: 'SyncRequest',
    description: 'The whole contract, and the cloud version it was based on (null on its first push).',
  });

  const responses = z.registry<ComponentMeta>();
  named(responses, contractSchema, {
    id: 'Contract',
    description: "A contract in the device's local shape (docs/product-rules.md#device-storage).",
  });
  named(responses, apiErrorSchema, { id: 'ApiError', description: 'The body of every failed request.' });
  named(responses, syncConflictErrorSchema, {
    id: 'SyncConflictError',
    description: 'A 409 answer to a sync: the error body with the cloud copy in details.cloud.',
  });
  named(responses, syncCancelledErrorSchema, {
    id: 'SyncCancelledError',
    description: "A 409 answer to a sync of a contract whose cancellation the office recorded: the notice's date.",
  });
  named(responses, syncConflictAnswerSchema, { id: 'SyncConflictAnswer' });
  named(responses, healthResponseSchema, { id: 'HealthResponse' });
  named(responses, readyResponseSchema, { id: 'ReadyResponse' });
  named(responses, siteResponseSchema, { id: 'SiteResponse' });
  named(responses, profileSchema, { id: 'AgentProfile' });
  named(responses, signInResponseSchema, { id: 'Session', description: 'A new access token and who it belongs to.' });
  named(responses, meResponseSchema, { id: 'MeResponse' });
  named(responses, workScopeSchema, { id: 'WorkScope' });
  named(responses, workScopesResponseSchema, {
    id: 'WorkScopes',
    description: 'The whole catalogue, calculations by rank ascending.',
  });
  named(responses, contractSearchResponseSchema, {
    id: 'ContractSearchResponse',
    description: 'One page of 10 results, newest synced first. Items are contracts whose Goals may be empty.',
  });
  named(responses, recordedAgentSchema, {
    id: 'RecordedAgent',
    description: 'A signed-in agent as the cloud recorded them.',
  });
  named(responses, contractDownloadResponseSchema, { id: 'ContractDownload' });
  named(responses, contractVersionsResponseSchema, {
    id: 'ContractVersions',
    description:
      'Every version the cloud kept, oldest first: when, who pushed it (from the access token) and from which device.',
  });
  named(responses, contractVersionResponseSchema, {
    id: 'ContractVersion',
    description: 'One kept version and the document exactly as it was pushed, in the shape of its day.',
  });
  named(responses, syncResponseSchema, { id: 'SyncResponse' });
  named(responses, assignContractResponseSchema, { id: 'AssignContractResponse' });
  named(responses, signedReceiptSchema, {
    id: 'SignedReceipt',
    description: 'What the cloud keeps of one signed version.',
  });

  const schemas: Record<string, JsonSchema> = {};
  for (const [registry, io] of [
    [requests, 'input'],
    [responses, 'output'],
  ] as const) {
    const converted = z.toJSONSchema(registry, {
      io,
      metadata: registry,
      target: 'draft-2020-12',
      unrepresentable: 'throw',
      uri: (id) => `#/components/schemas/${id}`,
    });
    for (const [id, generated] of Object.entries(converted.schemas)) {
      const { $schema: _dialect, $id: _id, ...schema } = generated;
      const earlier = schemas[id];
      if (earlier !== undefined && JSON.stringify(earlier) !== JSON.stringify(schema)) {
        throw new Error(`The ${id} schema differs between requests and responses; give each its own component.`);
      }
      schemas[id] = schema;
    }
  }
  return { schemas, ids };
}

/** The properties of an object schema as OpenAPI parameters in `place`. */
function parametersOf(schema: z.ZodType, place: 'query' | 'path', descriptions: Record<string, string>): Parameter[] {
  const converted = jsonSchema(schema, 'input');
  const properties = (converted.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((converted.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: place,
    required: place === 'path' || required.has(name),
    ...(descriptions[name] === undefined ? {} : { description: descriptions[name] }),
    schema: property,
  }));
}

const json = (schema: JsonSchema | Reference): MediaContent => ({ 'application/json': { schema } });

/** Path parameters shared by several endpoints, described once in components.parameters. */
const PATH_PARAMETER_COMPONENTS: Record<string, string> = {
  contractId: 'ContractId',
  version: 'Version',
  name: 'GuideName',
};

const REQUEST_HEADERS: Record<string, Parameter> = {
  XsrfHeader: {
    name: XSRF_HEADER_NAME,
    in: 'header',
    required: true,
    description: `The value of the ${XSRF_COOKIE_NAME} cookie.`,
    schema: { type: 'string', minLength: 1 },
  },
  IfNoneMatch: {
    name: 'If-None-Match',
    in: 'header',
    required: false,
    description: 'The ETag of the catalogue the device holds.',
    schema: { type: 'string' },
  },
};

const securityFor: Record<EndpointDefinition['auth'], Record<string, string[]>[]> = {
  none: [],
  bearer: [{ bearerAuth: [] }],
  'refresh-cookie': [{ refreshCookie: [] }],
};

/** Builds the document's paths and the components they share from the endpoint list. */
class DocumentBuilder {
  readonly responses: Record<string, Response> = {};
  readonly parameters: Record<string, Parameter> = {};
  readonly paths: OpenApiDocument['paths'] = {};

  constructor(private readonly ids: ReadonlyMap<unknown, string>) {}

  add(endpoint: EndpointDefinition): void {
    const item = this.paths[endpoint.path] ?? {};
    const descriptions = endpoint.parameterDescriptions ?? {};
    const parameters = [
      ...(endpoint.params ? this.pathParameters(endpoint.params, descriptions) : []),
      ...(endpoint.query ? parametersOf(endpoint.query, 'query', descriptions) : []),
      ...(endpoint.requestHeaders ?? []).map((name) => this.headerParameter(name)),
    ];
    item[endpoint.method] = {
      operationId: endpoint.operationId,
      summary: endpoint.summary,
      ...(endpoint.description === undefined ? {} : { description: endpoint.description }),
      tags: [endpoint.tag],
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(endpoint.body ? { requestBody: { required: true, content: json(this.schema(endpoint.body, 'input')) } } : {}),
      responses: Object.fromEntries(
        Object.entries(endpoint.responses).map(([status, answer]) => [status, this.response(answer as Answer)]),
      ),
      security: securityFor[endpoint.auth],
    };
    this.paths[endpoint.path] = item;
  }

  private schema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema | Reference {
    const id = this.ids.get(schema);
    return id === undefined ? jsonSchema(schema, io) : schemaRef(id);
  }

  private pathParameters(schema: z.ZodType, descriptions: Record<string, string>): (Parameter | Reference)[] {
    return parametersOf(schema, 'path', descriptions).map((parameter) => {
      const component = PATH_PARAMETER_COMPONENTS[parameter.name];
      if (component === undefined) return parameter;
      this.parameters[component] ??= parameter;
      return parameterRef(component);
    });
  }

  private headerParameter(name: keyof typeof REQUEST_HEADERS): Reference {
    this.parameters[name] = REQUEST_HEADERS[name]!;
    return parameterRef(name);
  }

  private response(answer: Answer): Response | Reference {
    const response: Response = {
      description: answer.description,
      ...(answer.headers ? { headers: answer.headers } : {}),
      ...(answer.mediaType
        ? { content: { [answer.mediaType]: { schema: { type: 'string', contentMediaType: answer.mediaType } } } }
        : answer.schema
          ? { content: json(this.schema(answer.schema, 'output')) }
          : {}),
    };
    if (answer.component === undefined) return response;
    this.responses[answer.component] = response;
    return responseRef(answer.component);
  }
}

export interface OpenApiOptions {
  /** The API's version in info.version. */
  version?: string;
}

/** The OpenAPI 3.1 document of every endpoint in allEndpoints. */
export function buildOpenApiDocument(options: OpenApiOptions = {}): OpenApiDocument {
  const { schemas, ids } = componentSchemas();
  const builder = new DocumentBuilder(ids);
  for (const endpoint of allEndpoints) builder.add(endpoint);
  // Every shared error answer is a component, used or not, so a client can rely on the names.
  for (const [name, answer] of sharedErrorAnswers())
    builder.responses[name] ??= {
      description: answer.description,
      ...(answer.headers ? { headers: answer.headers } : {}),
      content: json(schemaRef('ApiError')),
    };

  return {
    openapi: '3.1.0',
    info: {
      title: 'Contract Builder API',
      version: options.version ?? '1.0.0',
      description:
        'The cloud side of Contract Builder: agent sign-in, the work-scope catalogue and guides, contract search, ' +
        'download and atomic sync. Every failure answers { "error": { "code", "message", "details"? } }.',
    },
    jsonSchemaDialect: JSON_SCHEMA_DIALECT,
    tags: [
      { name: 'health', description: 'Liveness and this document.' },
      { name: 'auth', description: 'Sign-in, refresh, sign-out and the signed-in agent.' },
      { name: 'catalogue', description: 'Work scopes and installation guides.' },
      { name: 'contracts', description: 'Search, download, sync, the versions kept and signed copies.' },
      { name: 'office', description: "The office's commands: for managers and admins." },
    ],
    paths: builder.paths,
    components: {
      schemas,
      responses: builder.responses,
      parameters: builder.parameters,
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token from sign-in or refresh.',
        },
        refreshCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: REFRESH_COOKIE_NAME,
          description: `The httpOnly refresh-token cookie; a request carrying it must also send ${XSRF_HEADER_NAME}.`,
        },
      },
    },
  };
}
