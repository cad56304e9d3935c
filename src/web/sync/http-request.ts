// One HTTP exchange with our API, every expected failure turned into a value: no connection or no answer in time (a
// captive portal) -> 'offline'; an error answer -> 'http' with the server's { error: { code, message } } or a plain
// message (a proxy's). Knows nothing of the session: api-client.ts adds the token and the one refresh-and-retry.
import '../zod-config';
import { z } from 'zod';

import { callPath, successSchema, type EndpointCall, type EndpointData, type EndpointDefinition } from '#api/endpoint';
import { NO_ANSWER_MESSAGE, OFFLINE_MESSAGE, UNREADABLE_ANSWER_MESSAGE } from './request-messages';

export type ApiFailure =
  | { ok: false; kind: 'offline'; message: string }
  | {
      ok: false;
      kind: 'http';
      status: number;
      code: string;
      message: string;
      details?: unknown;
      retryAfterSeconds?: number;
    };

export type ApiResult<T> = { ok: true; status: number; data: T; headers: Headers } | ApiFailure;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface SendOptions<T> {
  method?: HttpMethod;
  /** Sent as JSON. Leave it out for a request without a body (no content-type is sent then). */
  body?: unknown;
  /** Parses a 2xx JSON answer; a mismatch is a failure (code 'INVALID_RESPONSE'). */
  schema?: z.ZodType<T>;
  headers?: HeadersInit;
  /** There is no time-out by default (docs/product-rules.md#limits-and-timings); pass a signal to give up. */
  signal?: AbortSignal;
  /**
   * Gives up after this many milliseconds without the whole answer: the
   * request ends as kind 'offline' with NO_ANSWER_MESSAGE, like no connection.
   */
  timeoutMs?: number;
  /** Sent as `Authorization: Bearer <token>` when present. */
  accessToken?: string | null;
}

/** Looser than api/error.ts on purpose: an unknown code from a newer server is still shown. */
const errorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});

const retryAfterDetailsSchema = z.object({ retryAfterSeconds: z.number().nonnegative() });

/** The value of a cookie this page can read (the XSRF token), or null. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined' || !document.cookie) return null;
  for (const part of document.cookie.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

interface Deadline {
  signal: AbortSignal;
  /** True once the time ran out (not when the caller aborted). */
  expired: () => boolean;
  clear: () => void;
}

/** A signal that aborts after `ms`, or as soon as the caller's own signal does. */
function startDeadline(ms: number, outer: AbortSignal | undefined): Deadline {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, ms);
  const follow = () => controller.abort();
  if (outer?.aborted) controller.abort();
  else outer?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    expired: () => expired,
    clear: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', follow);
    },
  };
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

/** Retry-After in seconds (delta or HTTP date), else the one in the error's details. */
function retryAfterSeconds(headers: Headers, details: unknown): number | undefined {
  const header = headers.get('retry-after');
  if (header !== null && header.trim() !== '') {
    const seconds = Number(header);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
    const date = Date.parse(header);
    if (!Number.isNaN(date)) return Math.max(0, Math.ceil((date - Date.now()) / 1000));
  }
  const parsed = retryAfterDetailsSchema.safeParse(details);
  return parsed.success ? Math.ceil(parsed.data.retryAfterSeconds) : undefined;
}

const statusCodes: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

/** For an error answer that is not ours (a proxy's HTML page, an empty body). */
function genericFailure(status: number): { code: string; message: string } {
  const code = statusCodes[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'HTTP_ERROR');
  if (status === 401) return { code, message: 'You are not signed in. Please sign in and try again.' };
  if (status === 403) return { code, message: 'You are not allowed to do this.' };
  if (status === 404) return { code, message: 'The server does not know this request (HTTP 404).' };
  if (status === 429) return { code, message: 'Too many requests. Please wait a moment and try again.' };
  if (status >= 500) {
    return { code, message: `The server is not working right now (HTTP ${status}). Try again in a moment.` };
  }
  return { code, message: `The server refused the request (HTTP ${status}).` };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

async function readErrorAnswer(response: Response): Promise<ApiFailure> {
  let text = '';
  try {
    text = await response.text();
  } catch {
    // A body cut off mid-way: the status alone still says what happened.
  }
  const json = text === '' ? { ok: false as const } : parseJson(text);
  const body = json.ok ? errorBodySchema.safeParse(json.value) : undefined;
  const { code, message, details } = body?.success
    ? body.data.error
    : { ...genericFailure(response.status), details: undefined };
  const wait = retryAfterSeconds(response.headers, details);
  return {
    ok: false,
    kind: 'http',
    status: response.status,
    code,
    message,
    ...(details === undefined ? {} : { details }),
    ...(wait === undefined ? {} : { retryAfterSeconds: wait }),
  };
}

function invalidAnswer(status: number, details?: unknown): ApiFailure {
  return {
    ok: false,
    kind: 'http',
    status,
    code: 'INVALID_RESPONSE',
    message: UNREADABLE_ANSWER_MESSAGE,
    ...(details === undefined ? {} : { details }),
  };
}

/**
 * Sends one request to the API. Throws only when `signal` aborts it (as fetch
 * does, so query libraries see a cancellation); everything else is a value,
 * a time-out (`timeoutMs`) included.
 * A 2xx or 304 answer is `ok`; without a schema its data is the parsed JSON,
 * or undefined for an empty body (204, 304).
 */
export async function sendRequest<T = unknown>(path: string, options: SendOptions<T> = {}): Promise<ApiResult<T>> {
  const deadline = options.timeoutMs === undefined ? undefined : startDeadline(options.timeoutMs, options.signal);
  try {
    return await exchange(path, options, deadline);
  } catch (error) {
    if (deadline?.expired() && !options.signal?.aborted) {
      return { ok: false, kind: 'offline', message: NO_ANSWER_MESSAGE };
    }
    throw error;
  } finally {
    deadline?.clear();
  }
}

async function exchange<T>(
  path: string,
  options: SendOptions<T>,
  deadline: Deadline | undefined,
): Promise<ApiResult<T>> {
  const { method = 'GET', body, schema, accessToken } = options;
  const signal = deadline?.signal ?? options.signal;
  const headers = new Headers(options.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  if (accessToken) headers.set('authorization', `Bearer ${accessToken}`);
  if (body !== undefined) headers.set('content-type', 'application/json');

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (isAbort(error, signal)) throw error;
    return { ok: false, kind: 'offline', message: OFFLINE_MESSAGE };
  }

  const success = (response.status >= 200 && response.status < 300) || response.status === 304;
  if (!success) return readErrorAnswer(response);

  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (isAbort(error, signal)) throw error;
    // The connection dropped while the answer was arriving.
    return { ok: false, kind: 'offline', message: OFFLINE_MESSAGE };
  }
  let data: unknown = undefined;
  if (text !== '') {
    const json = parseJson(text);
    if (!json.ok) return invalidAnswer(response.status);
    data = json.value;
  }
  // A 304 carries no body: the device has what it asked about.
  if (schema && response.status !== 304) {
    const parsed = schema.safeParse(data);
    if (!parsed.success) return invalidAnswer(response.status, parsed.error.issues);
    return { ok: true, status: response.status, data: parsed.data, headers: response.headers };
  }
  return { ok: true, status: response.status, data: data as T, headers: response.headers };
}

export type CallOptions = Pick<SendOptions<unknown>, 'headers' | 'signal' | 'timeoutMs' | 'accessToken'>;

/** One call of an endpoint of src/api/endpoints/ as a path and send options: its method, body and answer schema. */
export function endpointRequest<E extends EndpointDefinition>(
  endpoint: E,
  call: EndpointCall<E>,
): { path: string; options: SendOptions<EndpointData<E>> & { method: HttpMethod } } {
  const { params, query, body } = call as {
    params?: Record<string, string | number>;
    query?: Record<string, string | number | undefined>;
    body?: unknown;
  };
  const schema = successSchema(endpoint) as z.ZodType<EndpointData<E>> | undefined;
  return {
    path: callPath(endpoint, { ...(params ? { params } : {}), ...(query ? { query } : {}) }),
    options: {
      method: endpoint.method.toUpperCase() as HttpMethod,
      ...(body === undefined ? {} : { body }),
      ...(schema ? { schema } : {}),
    },
  };
}

/**
 * Calls one endpoint as it is defined: its method, its path and query filled
 * in, its body sent, and a success answer read with its schema. No session
 * here: api-client.ts's callEndpoint adds the token.
 */
export function sendCall<E extends EndpointDefinition>(
  endpoint: E,
  call: EndpointCall<E>,
  options: CallOptions = {},
): Promise<ApiResult<EndpointData<E>>> {
  const request = endpointRequest(endpoint, call);
  return sendRequest(request.path, { ...options, ...request.options });
}
