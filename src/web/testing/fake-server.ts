// Test helpers for src/web/sync: a fetch stand-in that answers by method and path and records every request, answers
// built from the endpoints' own schemas (src/api/endpoints/), sessions as the server sends them, and the XSRF cookie.
import { vi } from 'vitest';
import type { z } from 'zod';
import { fillPath, type EndpointDefinition } from '#api/endpoint';
import type { SignInResponse } from '#api/auth';
import { initialSessionState } from '../sync/session-state';
import { useSessionStore } from '../sync/session-store';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  headers: Headers;
  body: string | null;
  /** Date.now() when fetch was called (fake clocks included). */
  at: number;
  /** The signal fetch was given, if any. */
  signal: AbortSignal | null;
}

type Answer = Response | Error | ((request: RecordedRequest) => Response | Error | Promise<Response | Error>);

export interface FakeServer {
  requests: RecordedRequest[];
  /** Queue answers for `METHOD /path`; the last one repeats once the queue is down to it. */
  on(route: string, ...answers: Answer[]): FakeServer;
  to(route: string): RecordedRequest[];
}

export function fakeServer(): FakeServer {
  const requests: RecordedRequest[] = [];
  const routes = new Map<string, Answer[]>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const request: RecordedRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : null,
      at: Date.now(),
      signal: init.signal ?? null,
    };
    requests.push(request);
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const queue = routes.get(`${request.method} ${request.path}`);
    if (!queue || queue.length === 0) throw new Error(`no answer for ${request.method} ${request.path}`);
    const next = queue.length > 1 ? queue.shift() : queue[0];
    const answer = typeof next === 'function' ? await next(request) : next;
    if (answer instanceof Error) throw answer;
    // A Response body can be read once: hand out a copy each time.
    return (answer as Response).clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  const server: FakeServer = {
    requests,
    on(route, ...answers) {
      routes.set(route, answers);
      return server;
    },
    to(route) {
      return requests.filter((request) => `${request.method} ${request.path}` === route);
    },
  };
  return server;
}

/** The fake server's key of one call of `endpoint`: 'PUT /api/contracts/K7Q2M9X4B1ZP'. */
export function at(endpoint: EndpointDefinition, params?: Record<string, string | number>): string {
  return `${endpoint.method.toUpperCase()} ${fillPath(endpoint.path, params)}`;
}

type AnswerBody<E extends EndpointDefinition, S extends keyof E['responses']> = E['responses'][S] extends {
  schema: infer T extends z.ZodType;
}
  ? z.input<T>
  : undefined;

/**
 * An answer `endpoint` gives with `status`, its body checked against the
 * endpoint's schema for that status: a test cannot hand the device a shape
 * the server never sends (a deliberately strange answer uses json()).
 */
export function answer<E extends EndpointDefinition, S extends keyof E['responses'] & number>(
  endpoint: E,
  status: S,
  body: AnswerBody<E, S>,
  headers: Record<string, string> = {},
): Response {
  const given = endpoint.responses[status];
  if (!given) throw new Error(`${endpoint.operationId} never answers ${status}`);
  if (!given.schema) return new Response(null, { status, headers });
  given.schema.parse(body);
  return json(body, status, headers);
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

export function apiError(
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return json({ error: { code, message } }, status, headers);
}

export function noConnection(): TypeError {
  return new TypeError('Failed to fetch');
}

/**
 * An answer that never comes (a captive portal that holds the connection):
 * the request ends only when its signal aborts, as fetch does.
 */
export function noAnswer() {
  let count = 0;
  const waiting: { n: number; resolve: () => void }[] = [];
  const handler = (request: RecordedRequest) =>
    new Promise<Response>((_resolve, reject) => {
      const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
      if (request.signal?.aborted) abort();
      request.signal?.addEventListener('abort', abort, { once: true });
      count += 1;
      for (const waiter of waiting.filter((candidate) => candidate.n <= count)) waiter.resolve();
    });
  /** Settles once `n` requests have reached the fake server and are left waiting. */
  const arrived = (n = 1) =>
    new Promise<void>((resolve) => {
      if (count >= n) resolve();
      else waiting.push({ n, resolve });
    });
  return { handler, arrived };
}

export function accessToken(n = 1): string {
  return `eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZ2VudC0${n}In0.signature${n}`;
}

export const demoUser = { id: 'user-1', email: 'agent@example.com' };
export const demoProfile = { user_id: 'user-1', first: 'Ada', last: 'Lovelace', display_name: 'Ada L.', role: 'agent' };

export function sessionBody(n = 1, expiresAt = new Date(Date.now() + 15 * 60_000).toISOString()): SignInResponse {
  return { accessToken: accessToken(n), expiresAt, user: demoUser, profile: demoProfile };
}

export function setXsrfCookie(value: string): void {
  document.cookie = `XSRF-TOKEN=${encodeURIComponent(value)}; path=/`;
}

export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

export function resetSession(): void {
  useSessionStore.setState(initialSessionState);
}

/** A signed-in session as after sign-in, straight into the store. */
export function signedInAs(n = 1, expiresAt = new Date(Date.now() + 15 * 60_000).toISOString()): void {
  const body = sessionBody(n, expiresAt);
  useSessionStore.setState({
    status: 'signed-in',
    user: body.user,
    profile: body.profile,
    accessToken: body.accessToken,
    expiresAt: body.expiresAt,
    hasToken: true,
    lastError: null,
  });
}
