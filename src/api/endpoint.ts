// One API endpoint, written once in src/api/endpoints/: the server registers
// it (src/server/routes/endpoint-route.ts), the device calls it (callEndpoint in
// src/web/sync/api-client.ts) and the OpenAPI document describes it.
import type { z } from 'zod';
import { apiErrorSchema } from './error';
import type { Role } from './roles';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/** bearer: Authorization: Bearer <access token>; refresh-cookie: the refresh cookie plus X-XSRF-TOKEN. */
export type EndpointAuth = 'none' | 'bearer' | 'refresh-cookie';

export type EndpointTag = 'health' | 'auth' | 'catalogue' | 'contracts' | 'office';

export interface HeaderDescription {
  description: string;
  schema: { [key: string]: unknown };
  required?: boolean;
}

/** One answer an endpoint can give. */
export interface Answer {
  description: string;
  /** The JSON body; none for an answer without one (204, 304) or one that is not JSON. */
  schema?: z.ZodType;
  /** The media type of a body that is not JSON (a PDF). */
  mediaType?: string;
  headers?: Record<string, HeaderDescription>;
  /** A shared answer of the document's components.responses, by name. */
  component?: string;
}

/** Request headers the document describes, by their component name. */
export type RequestHeader = 'XsrfHeader' | 'IfNoneMatch';

export interface EndpointDefinition {
  method: HttpMethod;
  /** OpenAPI path template: '/api/contracts/{contractId}'. */
  path: `/api/${string}`;
  operationId: string;
  summary: string;
  description?: string;
  tag: EndpointTag;
  auth: EndpointAuth;
  /** The roles allowed; none means any signed-in agent (docs/decisions/036-roles.md). */
  roles?: readonly Role[];
  params?: z.ZodObject;
  /** 'not-found': a path whose parameters are not valid names nothing, and is answered 404 rather than 400. */
  invalidParams?: 'not-found';
  /** Descriptions of the path and query parameters, by name. */
  parameterDescriptions?: Record<string, string>;
  query?: z.ZodObject;
  body?: z.ZodType;
  requestHeaders?: readonly RequestHeader[];
  responses: Partial<Record<number, Answer>>;
  /**
   * What a device reads of the success answer when it must read more loosely
   * than the server writes: a contract from a newer release of the server
   * goes through the device's upgrade steps, not the strict schema.
   */
  deviceReads?: z.ZodType;
}

export function endpoint<const E extends EndpointDefinition>(definition: E): E {
  return definition;
}

export const SUCCESS_STATUSES = [200, 201, 204] as const;
type SuccessStatus = (typeof SUCCESS_STATUSES)[number];

type SuccessSchema<E extends EndpointDefinition> = {
  [S in keyof E['responses']]: S extends SuccessStatus
    ? E['responses'][S] extends { schema: infer T extends z.ZodType }
      ? T
      : never
    : never;
}[keyof E['responses']];

/** What a handler answers with: the input of a success schema (serialised as JSON). */
export type EndpointReply<E extends EndpointDefinition> = [SuccessSchema<E>] extends [never]
  ? void
  : z.input<SuccessSchema<E>>;

type ReadData<E extends EndpointDefinition> = E['deviceReads'] extends z.ZodType
  ? z.output<E['deviceReads']>
  : [SuccessSchema<E>] extends [never]
    ? undefined
    : z.output<SuccessSchema<E>>;

/** What the device reads from a success answer (nothing from a 304: it has what it asked about). */
export type EndpointData<E extends EndpointDefinition> = 304 extends keyof E['responses']
  ? ReadData<E> | undefined
  : ReadData<E>;

type AnswerBody<A> = A extends { schema: infer T extends z.ZodType } ? z.output<T> : undefined;

/** Every answer an endpoint can give, as one union of its status and its body: what both sides derive from. */
export type EndpointAnswer<E extends EndpointDefinition> = {
  [S in keyof E['responses'] & number]: { status: S; body: AnswerBody<E['responses'][S]> };
}[keyof E['responses'] & number];

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type Sent<S> = S extends z.ZodType ? z.input<S> : undefined;

/** The request as a handler gets it, validated. */
export interface EndpointRequest<E extends EndpointDefinition> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
}

type Defined<T> = { [K in keyof T as T[K] extends undefined ? never : K]: T[K] };

/** The request as a client sends it: only the parts the endpoint has. */
export type EndpointCall<E extends EndpointDefinition> = Defined<{
  params: Sent<E['params']>;
  query: Sent<E['query']>;
  body: Sent<E['body']>;
}>;

/** The schema of a success answer's body, for the device (deviceReads first). */
export function successSchema(definition: EndpointDefinition): z.ZodType | undefined {
  if (definition.deviceReads) return definition.deviceReads;
  for (const status of SUCCESS_STATUSES) {
    const schema = definition.responses[status]?.schema;
    if (schema) return schema;
  }
  return undefined;
}

/** The address of one call: the path filled in, then the query's values that are given. */
export function callPath(
  definition: EndpointDefinition,
  call: { params?: Record<string, string | number>; query?: Record<string, string | number | undefined> },
): string {
  const path = fillPath(definition.path, call.params);
  const search = Object.entries(call.query ?? {})
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => `${formEncode(name)}=${formEncode(String(value))}`)
    .join('&');
  return search === '' ? path : `${path}?${search}`;
}

/** As URLSearchParams writes a value (form encoding), which this shared code cannot use: it has no DOM nor Node. */
function formEncode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()~]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/** '/api/contracts/{contractId}' with { contractId: 'K7Q…' }: each value percent-encoded. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** '/api/contracts/{contractId}' -> '/api/contracts/:contractId', as Fastify writes it. */
export function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

const sharedErrors = {
  400: {
    component: 'BadRequest',
    description: 'The request is malformed or not valid (code INVALID_JSON, VALIDATION_FAILED or BAD_REQUEST).',
  },
  401: { component: 'Unauthorized', description: 'No valid access token (or refresh cookie) was sent.' },
  403: {
    component: 'Forbidden',
    description:
      "Not allowed: the contract is not the caller's to change, the call is for the office's roles, or the " +
      'X-XSRF-TOKEN header is missing or does not match the XSRF-TOKEN cookie.',
  },
  404: { component: 'NotFound', description: 'There is no such resource.' },
  413: { component: 'PayloadTooLarge', description: 'The request body is larger than the limit.' },
  415: { component: 'UnsupportedMediaType', description: 'The request body is not application/json.' },
  429: {
    component: 'TooManyRequests',
    description: 'Too many attempts; try again after Retry-After seconds.',
    headers: {
      'Retry-After': {
        description: 'Seconds to wait before trying again.',
        schema: { type: 'integer', minimum: 0 },
        required: true,
      },
    },
  },
} as const satisfies Record<number, Omit<Answer, 'schema'>>;

export type SharedErrorStatus = keyof typeof sharedErrors;

/** The shared error answers an endpoint can give, by status; each body is the API error. */
export function errorAnswers<const S extends SharedErrorStatus>(
  ...statuses: S[]
): Record<S, Answer & { schema: typeof apiErrorSchema }> {
  const answers: Partial<Record<S, Answer & { schema: typeof apiErrorSchema }>> = {};
  const shared: Record<SharedErrorStatus, Omit<Answer, 'schema'>> = sharedErrors;
  for (const status of statuses) answers[status] = { ...shared[status], schema: apiErrorSchema };
  return answers as Record<S, Answer & { schema: typeof apiErrorSchema }>;
}

/** An error answer of this endpoint only: the API error body with its own description. */
export function errorAnswer(description: string, headers?: Record<string, HeaderDescription>): Answer {
  return { description, schema: apiErrorSchema, ...(headers ? { headers } : {}) };
}

/** Every shared error answer, for the document's components. */
export function sharedErrorAnswers(): [string, Answer][] {
  return Object.values(sharedErrors).map((answer) => [answer.component, { ...answer, schema: apiErrorSchema }]);
}
