// The OpenAPI 3.1 description of the API (served at /api/docs), generated from
// the same zod schemas the server validates with and the web app parses with,
// so the document cannot describe a shape the code does not use. Request
// bodies and parameters are converted as their input (what a client sends:
// an email before it is trimmed, a page number as text), responses as their
// output. `apiRoutes` is the list of routes the server must serve.
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
  contractIdParamSchema,
  contractSearchQuerySchema,
  contractSearchResponseSchema,
  contractVersionParamSchema,
  contractVersionResponseSchema,
  contractVersionsResponseSchema,
  recordedAgentSchema,
  syncConflictErrorSchema,
  syncRequestSchema,
  syncResponseSchema,
} from './contract-calls';
import { assignContractRequestSchema, assignContractResponseSchema } from './admin-calls';
import { apiErrorSchema } from './error';
import { healthResponseSchema, readyResponseSchema } from './health';
import { siteResponseSchema } from './site';
import { guideParamsSchema, workScopeSchema, workScopesResponseSchema } from './workscopes';

export type HttpMethod = 'get' | 'post' | 'put';

export interface ApiRoute {
  method: HttpMethod;
  /** OpenAPI path template: '/api/contracts/{contractId}'. */
  path: string;
  operationId: string;
  /** bearer: Authorization: Bearer <access token>; refresh-cookie: the refresh cookie plus X-XSRF-TOKEN. */
  auth: 'none' | 'bearer' | 'refresh-cookie';
}

/** Every route the API server answers under /api. */
export const apiRoutes = [
  { method: 'get', path: '/api/health', operationId: 'getHealth', auth: 'none' },
  { method: 'get', path: '/api/ready', operationId: 'getReady', auth: 'none' },
  { method: 'get', path: '/api/site', operationId: 'getSite', auth: 'none' },
  { method: 'get', path: '/api/docs', operationId: 'getOpenApiDocument', auth: 'bearer' },
  { method: 'post', path: '/api/auth/sign-in', operationId: 'signIn', auth: 'none' },
  { method: 'post', path: '/api/auth/refresh', operationId: 'refreshSession', auth: 'refresh-cookie' },
  { method: 'post', path: '/api/auth/sign-out', operationId: 'signOut', auth: 'refresh-cookie' },
  { method: 'get', path: '/api/me', operationId: 'getMe', auth: 'bearer' },
  { method: 'get', path: '/api/workscopes', operationId: 'listWorkScopes', auth: 'bearer' },
  { method: 'get', path: '/api/guides/{name}.pdf', operationId: 'getGuide', auth: 'bearer' },
  { method: 'get', path: '/api/contracts', operationId: 'searchContracts', auth: 'bearer' },
  { method: 'get', path: '/api/contracts/{contractId}', operationId: 'downloadContract', auth: 'bearer' },
  { method: 'put', path: '/api/contracts/{contractId}', operationId: 'syncContract', auth: 'bearer' },
  { method: 'get', path: '/api/contracts/{contractId}/versions', operationId: 'listContractVersions', auth: 'bearer' },
  {
    method: 'get',
    path: '/api/contracts/{contractId}/versions/{version}',
    operationId: 'getContractVersion',
    auth: 'bearer',
  },
  {
    method: 'post',
    path: '/api/admin/contracts/{contractId}/assign',
    operationId: 'assignContract',
    auth: 'bearer',
  },
] as const satisfies readonly ApiRoute[];

export type OperationId = (typeof apiRoutes)[number]['operationId'];

/** '/api/contracts/{contractId}' -> '/api/contracts/:contractId', as Fastify writes it. */
export function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

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
  headers?: Record<string, { description: string; schema: JsonSchema; required?: boolean }>;
  content?: MediaContent;
}

export interface Operation {
  operationId: OperationId;
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
function componentSchemas(): Record<string, JsonSchema> {
  const requests = z.registry<ComponentMeta>();
  requests.add(contractSchema, {
    id: 'Contract',
    description: "A contract in the device's local shape (docs/product-rules.md#device-storage).",
  });
  requests.add(signInRequestSchema, { id: 'SignInRequest' });
  requests.add(assignContractRequestSchema, { id: 'AssignContractRequest' });
  requests.add(emailSchema, { description: "The agent's email; trimmed and lower-cased before it is checked." });
  requests.add(syncRequestSchema, {
    id: 'SyncRequest',
    description: 'The whole contract, and the cloud version it was based on (null on its first push).',
  });

  const responses = z.registry<ComponentMeta>();
  responses.add(contractSchema, {
    id: 'Contract',
    description: "A contract in the device's local shape (docs/product-rules.md#device-storage).",
  });
  responses.add(apiErrorSchema, { id: 'ApiError', description: 'The body of every failed request.' });
  responses.add(syncConflictErrorSchema, {
    id: 'SyncConflictError',
    description: 'A 409 answer to a sync: the error body with the cloud copy in details.cloud.',
  });
  responses.add(healthResponseSchema, { id: 'HealthResponse' });
  responses.add(readyResponseSchema, { id: 'ReadyResponse' });
  responses.add(siteResponseSchema, { id: 'SiteResponse' });
  responses.add(profileSchema, { id: 'AgentProfile' });
  responses.add(signInResponseSchema, { id: 'Session', description: 'A new access token and who it belongs to.' });
  responses.add(meResponseSchema, { id: 'MeResponse' });
  responses.add(workScopeSchema, { id: 'WorkScope' });
  responses.add(workScopesResponseSchema, {
    id: 'WorkScopes',
    description: 'The whole catalogue, calculations by rank ascending.',
  });
  responses.add(contractSearchResponseSchema, {
    id: 'ContractSearchResponse',
    description: 'One page of 10 results, newest synced first. Items are contracts whose Goals may be empty.',
  });
  responses.add(recordedAgentSchema, {
    id: 'RecordedAgent',
    description: 'A signed-in agent as the cloud recorded them.',
  });
  responses.add(contractDownloadResponseSchema, { id: 'ContractDownload' });
  responses.add(contractVersionsResponseSchema, {
    id: 'ContractVersions',
    description:
      'Every version the cloud kept, oldest first: when, who pushed it (from the access token) and from which device.',
  });
  responses.add(contractVersionResponseSchema, {
    id: 'ContractVersion',
    description: 'One kept version and the document exactly as it was pushed, in the shape of its day.',
  });
  responses.add(syncResponseSchema, { id: 'SyncResponse' });
  responses.add(assignContractResponseSchema, { id: 'AssignContractResponse' });

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
  return schemas;
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

const errorResponse = (description: string, headers?: Response['headers']): Response => ({
  description,
  ...(headers ? { headers } : {}),
  content: json(schemaRef('ApiError')),
});

const setCookieHeader = {
  'Set-Cookie': {
    description: `The rotated refresh token (${REFRESH_COOKIE_NAME}, httpOnly, SameSite=Strict) and the ${XSRF_COOKIE_NAME} cookie.`,
    schema: { type: 'string' },
  },
};

const etagHeader = {
  ETag: {
    description: "The catalogue's version; send it back in If-None-Match.",
    schema: { type: 'string' },
    required: true,
  },
};

/** Which of the shared error answers an operation can give, by status. */
function errors(...statuses: (400 | 401 | 403 | 404 | 409 | 413 | 415 | 429)[]): Record<string, Reference> {
  const names = {
    400: 'BadRequest',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'NotFound',
    409: 'SyncConflict',
    413: 'PayloadTooLarge',
    415: 'UnsupportedMediaType',
    429: 'TooManyRequests',
  } as const;
  return Object.fromEntries(statuses.map((status) => [String(status), responseRef(names[status])]));
}

function operations(): Record<OperationId, Omit<Operation, 'operationId' | 'security'>> {
  return {
    getHealth: {
      summary: 'Liveness check',
      tags: ['health'],
      responses: { 200: { description: 'The server is up.', content: json(schemaRef('HealthResponse')) } },
    },
    getReady: {
      summary: 'Readiness check: the database answers',
      tags: ['health'],
      responses: {
        200: { description: 'The server can serve requests.', content: json(schemaRef('ReadyResponse')) },
        503: errorResponse('The database does not answer within 2 seconds.'),
      },
    },
    getSite: {
      summary: 'Where the app is served',
      description: 'The https address agents should open (PUBLIC_URL), or null when the server was not given one.',
      tags: ['health'],
      responses: { 200: { description: 'The site information.', content: json(schemaRef('SiteResponse')) } },
    },
    getOpenApiDocument: {
      summary: 'This document',
      tags: ['health'],
      responses: {
        200: { description: 'The OpenAPI 3.1 document of the API.', content: json({ type: 'object' }) },
        ...errors(401),
      },
    },
    signIn: {
      summary: 'Sign in with email and password',
      description:
        'Rate-limited per IP address and per email. The email is trimmed and lower-cased before it is checked.',
      tags: ['auth'],
      requestBody: { required: true, content: json(schemaRef('SignInRequest')) },
      responses: {
        200: { description: 'Signed in.', headers: setCookieHeader, content: json(schemaRef('Session')) },
        ...errors(400, 413, 415),
        401: errorResponse('There was an error signing in, the user name or password is incorrect.'),
        ...errors(429),
      },
    },
    refreshSession: {
      summary: 'A new access token for the refresh cookie',
      description:
        `Needs the ${REFRESH_COOKIE_NAME} cookie and the ${XSRF_HEADER_NAME} header equal to the ${XSRF_COOKIE_NAME} cookie. ` +
        'The refresh token is rotated. An old one presented again within 60 s of its use, before its successor was used, gets that same successor (a retry after a lost answer); ' +
        'otherwise presenting it again revokes its whole family, so every device of it must sign in again.',
      tags: ['auth'],
      parameters: [parameterRef('XsrfHeader')],
      responses: {
        200: {
          description: 'A new access token; the refresh cookie is rotated.',
          headers: setCookieHeader,
          content: json(schemaRef('Session')),
        },
        ...errors(401, 403, 429),
      },
    },
    signOut: {
      summary: 'Sign out',
      description: `Revokes the refresh token of the ${REFRESH_COOKIE_NAME} cookie (its whole family) and clears the cookies. Answers 204 even without a cookie; with one, the ${XSRF_HEADER_NAME} header must match the ${XSRF_COOKIE_NAME} cookie.`,
      tags: ['auth'],
      responses: { 204: { description: 'Signed out.' }, ...errors(403) },
    },
    getMe: {
      summary: 'The signed-in agent',
      tags: ['auth'],
      responses: {
        200: { description: "The agent's profile and phone.", content: json(schemaRef('MeResponse')) },
        ...errors(401),
      },
    },
    listWorkScopes: {
      summary: 'The work-scope catalogue',
      description:
        "Every category, '__HIDDEN' included (the web app hides it). Answers 304 when If-None-Match holds the current ETag.",
      tags: ['catalogue'],
      parameters: [parameterRef('IfNoneMatch')],
      responses: {
        200: { description: 'The catalogue.', headers: etagHeader, content: json(schemaRef('WorkScopes')) },
        304: { description: 'The catalogue has not changed since the ETag given.', headers: etagHeader },
        ...errors(401),
      },
    },
    getGuide: {
      summary: 'An installation guide PDF',
      tags: ['catalogue'],
      parameters: [parameterRef('GuideName')],
      responses: {
        200: {
          description: 'The guide.',
          headers: { 'Cache-Control': { description: 'Guides may be cached.', schema: { type: 'string' } } },
          content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } },
        },
        ...errors(400, 401, 404),
      },
    },
    searchContracts: {
      summary: "Search the cloud's contracts",
      description:
        "Case-insensitive partial matches on the customer's last name and the description, newest synced first, 10 a page.",
      tags: ['contracts'],
      parameters: parametersOf(contractSearchQuerySchema, 'query', {
        last: "Part of the customer's last name; blank for any.",
        description: "Part of the contract's description; blank for any.",
        page: 'The page, from 1.',
      }),
      responses: {
        200: { description: 'One page of results and the total.', content: json(schemaRef('ContractSearchResponse')) },
        ...errors(400, 401),
      },
    },
    downloadContract: {
      summary: 'Download a whole contract',
      description:
        "The contract in the device's shape with the financing terms it was sold with, its cloud version and createdBy, " +
        'the creator of record: the signed-in agent whose push created it (null for contracts from before it was recorded).',
      tags: ['contracts'],
      parameters: [parameterRef('ContractId')],
      responses: {
        200: {
          description: 'The contract in the local shape and its cloud version.',
          content: json(schemaRef('ContractDownload')),
        },
        ...errors(400, 401, 404),
      },
    },
    listContractVersions: {
      summary: 'The versions of a contract the cloud kept',
      description:
        'One entry per accepted push, oldest first, without the documents: the version, when the cloud took it, ' +
        "the signed-in agent who pushed it and the device's User-Agent. A repeated push that changed nothing is no version. " +
        'Contracts synced before versions were kept list only the versions pushed since. Any signed-in agent may read them, ' +
        'as any may download the contract.',
      tags: ['contracts'],
      parameters: [parameterRef('ContractId')],
      responses: {
        200: { description: 'The versions.', content: json(schemaRef('ContractVersions')) },
        ...errors(400, 401, 404),
      },
    },
    assignContract: {
      summary: 'Give a contract to another agent (managers and admins)',
      description:
        'Writes a new version of the contract naming the agent as its agent; the creator of record stays. ' +
        'The tablet that held it meets the new version at its next push and takes the cloud copy. ' +
        "Recorded in the audit log with who did it. An agent's token is answered 403.",
      tags: ['office'],
      parameters: [parameterRef('ContractId')],
      requestBody: { required: true, content: json(schemaRef('AssignContractRequest')) },
      responses: {
        200: { description: 'Assigned (or theirs already).', content: json(schemaRef('AssignContractResponse')) },
        ...errors(400, 401, 403, 404),
      },
    },
    getContractVersion: {
      summary: 'One version of a contract with its document',
      tags: ['contracts'],
      parameters: [parameterRef('ContractId'), parameterRef('Version')],
      responses: {
        200: {
          description: 'The version and the document as it was pushed.',
          content: json(schemaRef('ContractVersion')),
        },
        ...errors(400, 401, 404),
      },
    },
    syncContract: {
      summary: 'Sync a whole contract in one transaction',
      description:
        'Writes the customer, contract, rooms, goals, projects and calculations (those with Quantity above 0) and ' +
        'removes the children the device removed, all or nothing. Repeating a request that succeeded answers 200 with the same ' +
        "version. A push based on an older version than the cloud's is refused with 409 and the cloud copy. Totals are " +
        'recomputed; a contract whose totals disagree is refused with 400 and the reason. The contract keeps its own financing ' +
        "terms: a plan chosen in its previous version keeps the terms it was sold with, a plan newly chosen must have today's " +
        "terms (else 400 saying the plan's terms changed). Each accepted push is kept as a version. Changing a contract " +
        'is for its creator of record, the agent it is assigned to, and managers and admins (else 403 saying whose it is); ' +
        "the cloud keeps its own agent and creator: the pusher's on a first push, and a document naming anyone else is refused.",
      tags: ['contracts'],
      parameters: [parameterRef('ContractId')],
      requestBody: { required: true, content: json(schemaRef('SyncRequest')) },
      responses: {
        200: { description: "Synced: the cloud's new version.", content: json(schemaRef('SyncResponse')) },
        ...errors(400, 401, 403, 409, 413, 415),
      },
    },
  };
}

const securityFor: Record<ApiRoute['auth'], Record<string, string[]>[]> = {
  none: [],
  bearer: [{ bearerAuth: [] }],
  'refresh-cookie': [{ refreshCookie: [] }],
};

export interface OpenApiOptions {
  /** The API's version in info.version. */
  version?: string;
}

/** The OpenAPI 3.1 document of every route in apiRoutes. */
export function buildOpenApiDocument(options: OpenApiOptions = {}): OpenApiDocument {
  const byId = operations();
  const paths: OpenApiDocument['paths'] = {};
  for (const route of apiRoutes) {
    const item = paths[route.path] ?? {};
    item[route.method] = {
      operationId: route.operationId,
      ...byId[route.operationId],
      security: securityFor[route.auth],
    };
    paths[route.path] = item;
  }
  const [contractIdParameter] = parametersOf(contractIdParamSchema, 'path', {
    contractId: "The contract's 12-character ContractId.",
  });
  const [guideNameParameter] = parametersOf(guideParamsSchema, 'path', { name: "The guide's name, such as A1x07." });
  const versionParameter = parametersOf(contractVersionParamSchema, 'path', { version: 'The version, from 1.' }).find(
    (parameter) => parameter.name === 'version',
  );
  if (!contractIdParameter || !guideNameParameter || !versionParameter)
    throw new Error('A path parameter schema has no properties.');

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
      { name: 'contracts', description: 'Search, download, sync and the versions kept.' },
      { name: 'office', description: "The office's commands: for managers and admins." },
    ],
    paths,
    components: {
      schemas: componentSchemas(),
      responses: {
        BadRequest: errorResponse(
          'The request is malformed or not valid (code INVALID_JSON, VALIDATION_FAILED or BAD_REQUEST).',
        ),
        Unauthorized: errorResponse('No valid access token (or refresh cookie) was sent.'),
        Forbidden: errorResponse(
          `Not allowed: the contract is not the caller's to change, the call is for the office's roles, or the ` +
            `${XSRF_HEADER_NAME} header is missing or does not match the ${XSRF_COOKIE_NAME} cookie.`,
        ),
        NotFound: errorResponse('There is no such resource.'),
        SyncConflict: {
          description: 'The cloud has a newer version than the push was based on; details.cloud is the cloud copy.',
          content: json(schemaRef('SyncConflictError')),
        },
        PayloadTooLarge: errorResponse('The request body is larger than 1 MB.'),
        UnsupportedMediaType: errorResponse('The request body is not application/json.'),
        TooManyRequests: errorResponse('Too many attempts; try again after Retry-After seconds.', {
          'Retry-After': {
            description: 'Seconds to wait before trying again.',
            schema: { type: 'integer', minimum: 0 },
            required: true,
          },
        }),
      },
      parameters: {
        ContractId: contractIdParameter,
        GuideName: guideNameParameter,
        Version: versionParameter,
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
      },
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
