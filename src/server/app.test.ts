import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#api/error';
import { healthResponseSchema, readyResponseSchema } from '#api/health';
import { siteResponseSchema } from '#api/site';
import { buildApp } from './app';
import { openDatabase } from './db/connection';
import { HttpError } from './http-error';
import { UNSTORABLE_VALUE_MESSAGE } from './error-handler';
import { testConfig } from './testing/test-config';

const noWebRoot = '/nonexistent/contract-builder-web';
let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function start(register?: (app: FastifyInstance) => void, logger: false | object = false) {
  app = await buildApp(testConfig(), { webRoot: noWebRoot, logger });
  register?.(app);
  await app.ready();
  return app;
}

/** A POST route that echoes its JSON body, to drive the body parser and its errors. */
function echoRoute(app: FastifyInstance) {
  app.post('/api/test-echo', async (request) => ({ received: request.body }));
}

describe('GET /api/health', () => {
  it('answers ok, matching the shared schema, never cached', async () => {
    const res = await (await start()).inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(healthResponseSchema.parse(res.json())).toEqual({ status: 'ok' });
  });

  it('sends security headers with a strict content security policy', async () => {
    const res = await (await start()).inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['permissions-policy']).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), display-capture=(), web-share=(self), fullscreen=(self)',
    );
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['origin-agent-cluster']).toBe('?1');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('leaves out the isolation headers a browser ignores, with an error, on an http page from another device', async () => {
    const res = await (
      await start()
    ).inject({ method: 'GET', url: '/api/health', headers: { host: '192.168.1.20:3000' } });
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(res.headers['origin-agent-cluster']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('GET /api/ready', () => {
  it('answers 200 while the database answers, and 503 with a JSON error once it does not', async () => {
    const database = await openDatabase({});
    app = await buildApp(testConfig(), { database, webRoot: noWebRoot, logger: false });
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(readyResponseSchema.parse(ready.json())).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');

    await database.close();
    const down = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(down.statusCode).toBe(503);
    expect(apiErrorSchema.parse(down.json()).error).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Not ready: the server cannot reach its database.',
    });
    // Liveness is about the process, which still runs.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('is not ready without a database at all', async () => {
    const res = await (await start()).inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
  });
});

describe('GET /api/site', () => {
  it('names the https address agents should open, when the server knows it', async () => {
    app = await buildApp(testConfig({ publicUrl: 'https://contracts.example.com' }), {
      webRoot: noWebRoot,
      logger: false,
    });
    const res = await app.inject({ method: 'GET', url: '/api/site' });
    expect(res.statusCode).toBe(200);
    expect(siteResponseSchema.parse(res.json())).toEqual({ secureUrl: 'https://contracts.example.com' });
  });

  it('answers null when it does not', async () => {
    const res = await (await start()).inject({ method: 'GET', url: '/api/site' });
    expect(res.json()).toEqual({ secureUrl: null });
  });
});

describe('errors', () => {
  it('answers a value the database refuses (SQLSTATE class 22) with 400, the real error and a wrapped one alike', async () => {
    const database = await openDatabase({});
    app = await buildApp(testConfig(), { database, webRoot: noWebRoot, logger: false });
    app.get('/api/test-cast', async (request) => {
      const { value } = request.query as { value: string };
      return database.db.execute(sql`select ${value}::integer as n`);
    });
    app.get('/api/test-wrapped', async () => {
      throw new Error('Failed query: insert into ...', {
        cause: Object.assign(new Error('value out of range'), { code: '22003' }),
      });
    });
    await app.ready();
    for (const url of ['/api/test-cast?value=2147483648', '/api/test-cast?value=abc', '/api/test-wrapped']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(apiErrorSchema.parse(res.json()).error).toEqual({
        code: 'BAD_REQUEST',
        message: UNSTORABLE_VALUE_MESSAGE,
      });
    }
    expect((await app.inject({ method: 'GET', url: '/api/test-cast?value=7' })).statusCode).toBe(200);
    await database.close();
  });

  it('answers any other database failure with a generic 500', async () => {
    app = await buildApp(testConfig(), { webRoot: noWebRoot, logger: false });
    app.get('/api/test-deadlock', async () => {
      throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    });
    const res = await app.inject({ method: 'GET', url: '/api/test-deadlock' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('INTERNAL_ERROR');
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await (await start()).inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(apiErrorSchema.parse(res.json())).toEqual({
      error: { code: 'NOT_FOUND', message: 'There is no API route GET /api/no-such-thing.' },
    });
  });

  it('answers a wrong method on a known API path with a JSON 404', async () => {
    const res = await (await start()).inject({ method: 'DELETE', url: '/api/health' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('answers a body that is not JSON with 400 INVALID_JSON', async () => {
    const res = await (
      await start(echoRoute)
    ).inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"customer": ',
    });
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).error).toEqual({
      code: 'INVALID_JSON',
      message: 'The request body is not valid JSON.',
    });
  });

  it('answers an empty JSON body with 400 INVALID_JSON', async () => {
    const res = await (
      await start(echoRoute)
    ).inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('INVALID_JSON');
  });

  it('accepts a body just under 1 MB and refuses one over it with 413', async () => {
    const server = await start(echoRoute);
    const bodyOf = (bytes: number) => JSON.stringify({ notes: 'x'.repeat(bytes - 12) });
    const ok = await server.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: bodyOf(1024 * 1024),
    });
    expect(ok.statusCode).toBe(200);

    const res = await server.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: bodyOf(1024 * 1024 + 1),
    });
    expect(res.statusCode).toBe(413);
    expect(apiErrorSchema.parse(res.json()).error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is larger than the 1 MB limit.',
    });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await (
      await start(echoRoute)
    ).inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<contract/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers schema validation failures with 400 and the failing fields', async () => {
    const res = await (
      await start((server) => {
        server.post(
          '/api/test-validated',
          {
            schema: {
              body: {
                type: 'object',
                required: ['description'],
                properties: { description: { type: 'string' } },
              },
            },
          },
          async () => ({ ok: true }),
        );
      })
    ).inject({ method: 'POST', url: '/api/test-validated', payload: { other: 1 } });
    expect(res.statusCode).toBe(400);
    const { error } = apiErrorSchema.parse(res.json());
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details).toEqual([{ path: 'body', message: "must have required property 'description'" }]);
  });

  it('passes an HttpError through with its status, code and details', async () => {
    const res = await (
      await start((server) => {
        server.get('/api/test-conflict', async () => {
          throw new HttpError(409, 'CONFLICT', 'The contract changed in the cloud.', { version: 3 });
        });
      })
    ).inject({ method: 'GET', url: '/api/test-conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: { code: 'CONFLICT', message: 'The contract changed in the cloud.', details: { version: 3 } },
    });
  });

  it('answers a malformed URL with 400 JSON', async () => {
    const res = await (await start()).inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });

  it('hides the detail of a server fault and logs it with context', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const server = await start(
      (instance) => {
        instance.get('/api/test-boom', async () => {
          throw new Error('connection to db.internal refused (password hunter2)');
        });
      },
      { level: 'error', stream },
    );
    const res = await server.inject({ method: 'GET', url: '/api/test-boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' },
    });
    expect(res.body).not.toContain('hunter2');
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({
        msg: 'request failed',
        method: 'GET',
        url: '/api/test-boom',
        statusCode: 500,
        err: expect.objectContaining({ message: 'connection to db.internal refused (password hunter2)' }),
      }),
    );
  });
});

describe('without a built web app', () => {
  it('answers pages with a 503 that says to run the build', async () => {
    const res = await (await start()).inject({ method: 'GET', url: '/builder/customer' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('npm run build');
  });
});
