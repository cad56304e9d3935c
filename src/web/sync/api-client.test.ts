// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { NO_ANSWER_MESSAGE, OFFLINE_MESSAGE, UNREADABLE_ANSWER_MESSAGE } from './request-messages';
import { readCookie } from './http-request';
import { apiRequest } from './api-client';
import { useSessionStore } from './session-store';
import {
  accessToken,
  apiError,
  clearCookies,
  fakeServer,
  json,
  noAnswer,
  noConnection,
  sessionBody,
  setXsrfCookie,
  signedInAs,
  demoProfile,
  demoUser,
} from '../testing/fake-server';
import { eachTestOnANewTablet } from '../testing/web-state';

eachTestOnANewTablet();

const itemSchema = z.object({ id: z.number() });

describe('apiRequest', () => {
  it('sends the in-memory access token and a JSON body, and parses the answer with the schema', async () => {
    signedInAs(1);
    const server = fakeServer().on('POST /api/things', json({ id: 7 }, 201));

    const result = await apiRequest('/api/things', { method: 'POST', body: { name: 'x' }, schema: itemSchema });

    expect(result).toMatchObject({ ok: true, status: 201, data: { id: 7 } });
    const [request] = server.requests;
    expect(request?.headers.get('authorization')).toBe(`Bearer ${accessToken(1)}`);
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.body).toBe('{"name":"x"}');
  });

  it('sends no token when auth is false, and no content-type without a body', async () => {
    signedInAs(1);
    const server = fakeServer().on('GET /api/health', json({ ok: true }));

    await apiRequest('/api/health', { auth: false });

    expect(server.requests[0]?.headers.has('authorization')).toBe(false);
    expect(server.requests[0]?.headers.has('content-type')).toBe(false);
    expect(server.requests[0]?.body).toBeNull();
  });

  it('turns a network failure into an offline value', async () => {
    fakeServer().on('GET /api/things', noConnection());

    expect(await apiRequest('/api/things')).toEqual({ ok: false, kind: 'offline', message: OFFLINE_MESSAGE });
  });

  it("reads the server's JSON error: code, message, details and Retry-After", async () => {
    fakeServer().on(
      'POST /api/things',
      json({ error: { code: 'TOO_MANY_REQUESTS', message: 'Slow down.', details: { retryAfterSeconds: 90 } } }, 429, {
        'retry-after': '90',
      }),
    );

    expect(await apiRequest('/api/things', { method: 'POST', body: {} })).toEqual({
      ok: false,
      kind: 'http',
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      message: 'Slow down.',
      details: { retryAfterSeconds: 90 },
      retryAfterSeconds: 90,
    });
  });

  it('gives a clear message for an error answer that is not JSON (a proxy page)', async () => {
    fakeServer().on('GET /api/things', new Response('<html>Bad Gateway</html>', { status: 502 }));

    expect(await apiRequest('/api/things')).toEqual({
      ok: false,
      kind: 'http',
      status: 502,
      code: 'INTERNAL_ERROR',
      message: 'The server is not working right now (HTTP 502). Try again in a moment.',
    });
  });

  it('reports an answer that does not match the schema', async () => {
    fakeServer().on('GET /api/things', json({ id: 'seven' }));

    expect(await apiRequest('/api/things', { schema: itemSchema })).toMatchObject({
      ok: false,
      kind: 'http',
      status: 200,
      code: 'INVALID_RESPONSE',
      message: UNREADABLE_ANSWER_MESSAGE,
    });
  });

  it('over https, echoes the __Host- XSRF cookie the server sets there', async () => {
    signedInAs(1);
    // jsdom's page is plain http, where a browser refuses to store a __Host- cookie: read it as an https page would.
    const cookieJar = vi.spyOn(document, 'cookie', 'get').mockReturnValue('__Host-XSRF-TOKEN=https-xsrf');
    const server = fakeServer()
      .on('GET /api/things', apiError(401, 'UNAUTHORIZED', 'Expired.'), json({ id: 1 }))
      .on('POST /api/auth/refresh', json(sessionBody(2)));

    await apiRequest('/api/things', { schema: itemSchema });

    expect(server.to('POST /api/auth/refresh')[0]?.headers.get('X-XSRF-TOKEN')).toBe('https-xsrf');
    cookieJar.mockRestore();
  });

  it('answers ok with no data for a 304', async () => {
    fakeServer().on('GET /api/things', new Response(null, { status: 304, headers: { etag: '"a"' } }));

    const result = await apiRequest('/api/things');

    expect(result).toMatchObject({ ok: true, status: 304, data: undefined });
  });

  it('on a 401 refreshes once, with the XSRF header from the cookie, and retries with the new token', async () => {
    signedInAs(1);
    setXsrfCookie('xsrf-value');
    const server = fakeServer()
      .on('GET /api/things', apiError(401, 'UNAUTHORIZED', 'Expired.'), json({ id: 1 }))
      .on('POST /api/auth/refresh', json(sessionBody(2)));

    const result = await apiRequest('/api/things', { schema: itemSchema });

    expect(result).toMatchObject({ ok: true, data: { id: 1 } });
    const [refresh] = server.to('POST /api/auth/refresh');
    expect(server.to('POST /api/auth/refresh')).toHaveLength(1);
    expect(refresh?.headers.get('X-XSRF-TOKEN')).toBe('xsrf-value');
    expect(refresh?.body).toBeNull();
    expect(refresh?.headers.has('content-type')).toBe(false);
    const calls = server.to('GET /api/things');
    expect(calls.map((call) => call.headers.get('authorization'))).toEqual([
      `Bearer ${accessToken(1)}`,
      `Bearer ${accessToken(2)}`,
    ]);
    expect(useSessionStore.getState().accessToken).toBe(accessToken(2));
  });

  it('retries only once: a second 401 is the answer', async () => {
    signedInAs(1);
    const server = fakeServer()
      .on('GET /api/things', apiError(401, 'UNAUTHORIZED', 'No.'))
      .on('POST /api/auth/refresh', json(sessionBody(2)));

    const result = await apiRequest('/api/things');

    expect(result).toMatchObject({ ok: false, kind: 'http', status: 401 });
    expect(server.to('GET /api/things')).toHaveLength(2);
    expect(server.to('POST /api/auth/refresh')).toHaveLength(1);
  });

  it('answers the 401 without a retry when the refresh says the session ended', async () => {
    signedInAs(1);
    const server = fakeServer()
      .on('GET /api/things', apiError(401, 'UNAUTHORIZED', 'Expired.'))
      .on('POST /api/auth/refresh', apiError(401, 'UNAUTHORIZED', 'Your session has ended; sign in again.'));

    const result = await apiRequest('/api/things');

    expect(result).toMatchObject({ ok: false, status: 401, message: 'Expired.' });
    expect(server.to('GET /api/things')).toHaveLength(1);
    expect(useSessionStore.getState().status).toBe('signed-out');
  });

  it('gets a token first for a session restored offline (no token yet)', async () => {
    useSessionStore.setState({
      status: 'signed-in',
      user: demoUser,
      profile: demoProfile,
      accessToken: null,
      hasToken: false,
    });
    const server = fakeServer()
      .on('GET /api/things', json({ id: 1 }))
      .on('POST /api/auth/refresh', json(sessionBody(3)));

    await apiRequest('/api/things');

    expect(server.requests.map((request) => request.path)).toEqual(['/api/auth/refresh', '/api/things']);
    expect(server.requests[1]?.headers.get('authorization')).toBe(`Bearer ${accessToken(3)}`);
  });

  it('throws when the caller aborts, as fetch does', async () => {
    fakeServer().on('GET /api/things', json({ id: 1 }));
    const controller = new AbortController();
    controller.abort();

    await expect(apiRequest('/api/things', { signal: controller.signal })).rejects.toThrow(/aborted/);
  });
});

describe('a time-out', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ends a request that gets no answer as a network failure, "no answer", once the time is up', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const stuck = noAnswer();
    const server = fakeServer().on('GET /api/things', stuck.handler);
    let result: unknown = 'waiting';

    const request = apiRequest('/api/things', { auth: false, timeoutMs: 5_000 }).then((value) => (result = value));
    await stuck.arrived();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(result).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    await request;

    expect(result).toEqual({ ok: false, kind: 'offline', message: NO_ANSWER_MESSAGE });
    expect(NO_ANSWER_MESSAGE).toBe('The server did not answer in time. Check the connection and try again.');
    expect(server.requests[0]?.signal?.aborted).toBe(true);
  });

  it("is cleared once the answer is in, and leaves the caller's own abort throwing", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    fakeServer()
      .on('GET /api/things', json({ id: 1 }))
      .on('GET /api/stuck', noAnswer().handler);

    expect(await apiRequest('/api/things', { auth: false, timeoutMs: 5_000, schema: itemSchema })).toMatchObject({
      ok: true,
    });
    expect(vi.getTimerCount()).toBe(0);

    const controller = new AbortController();
    const aborted = apiRequest('/api/stuck', { auth: false, timeoutMs: 5_000, signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toThrow(/aborted/);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('readCookie', () => {
  afterEach(clearCookies);

  it('finds a cookie by its exact name and decodes it', () => {
    document.cookie = 'OTHER-XSRF-TOKEN=wrong; path=/';
    setXsrfCookie('a b/c=');

    expect(readCookie('XSRF-TOKEN')).toBe('a b/c=');
    expect(readCookie('MISSING')).toBeNull();
  });
});
