// The OpenAPI document (src/api/openapi.ts) lists every route; this checks the
// server answers exactly those, so the document cannot drift from the code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { apiRoutes, fastifyPath } from '#api/openapi';
import { buildApp } from '../app';
import { createAgent } from '../auth/users';
import { testAccessToken } from '../testing/sessions';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { testConfig } from '../testing/test-config';

describe('the API the server answers', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildApp(testConfig(), { database, webRoot: '/nonexistent', logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('has a handler for every route of the OpenAPI document', () => {
    for (const route of apiRoutes) {
      const url = fastifyPath(route.path);
      expect(app.hasRoute({ method: route.method.toUpperCase() as HTTPMethods, url }), `${route.method} ${url}`).toBe(
        true,
      );
    }
  });

  it('answers 401 without a token on every route but health, sign-in, refresh and sign-out', async () => {
    for (const route of apiRoutes.filter((candidate) => candidate.auth === 'bearer')) {
      const url = route.path
        .replace('{contractId}', 'K7Q2M9X4B1ZP')
        .replace('{name}', 'A1x07')
        .replace('{version}', '1');
      const res = await app.inject({
        method: route.method.toUpperCase() as HTTPMethods,
        url,
        payload: route.method === 'put' ? {} : undefined,
      });
      expect(res.statusCode, `${route.method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    }
  });

  it('serves the OpenAPI document at /api/docs to a signed-in agent', async () => {
    const userId = await createAgent(database.db, {
      email: 'docs-reader@example.com',
      password: 'a long enough password',
      first: 'Dee',
      last: 'Reader',
    });
    const accessToken = await testAccessToken(database.db, testConfig().jwtSecret, {
      id: userId,
      email: 'docs-reader@example.com',
    });
    const res = await app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ openapi: '3.1.0' });
    expect(Object.keys(res.json<{ paths: object }>().paths)).toContain('/api/contracts/{contractId}');
  });
});
