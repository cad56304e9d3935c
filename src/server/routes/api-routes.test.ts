// Every endpoint of src/api/endpoints/ is what the server answers under /api,
// no more and no less, so the OpenAPI document built from that list cannot
// drift from the code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import { fastifyPath, fillPath } from '#api/endpoint';
import { allEndpoints } from '#api/endpoints/all-endpoints';
import { buildOpenApiDocument } from '#api/openapi';
import { buildApp } from '../app';
import { createAgent } from '../auth/users';
import { testAccessToken } from '../testing/sessions';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { testConfig } from '../testing/test-config';

const PATH_VALUES = {
  contractId: 'K7Q2M9X4B1ZP',
  name: 'A1x07',
  version: 1,
  code: 'DEL2689',
  userId: '00000000-0000-4000-8000-000000000001',
  contentHash: 'a'.repeat(64),
  pdfHash: 'b'.repeat(64),
  id: 1,
};

describe('the API the server answers', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const registered: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildApp(testConfig(), {
      database,
      webRoot: '/nonexistent',
      logger: false,
      onRoute: (route: RouteOptions) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) {
          // Fastify adds HEAD beside each GET by itself.
          if (route.url.startsWith('/api/') && method !== 'HEAD')
            registered.push(`${method.toLowerCase()} ${route.url}`);
        }
      },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('registers every endpoint of the list, and no route under /api that is not in it', () => {
    const listed = allEndpoints.map((endpoint) => `${endpoint.method} ${fastifyPath(endpoint.path)}`);
    expect(registered.sort()).toEqual(listed.sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('describes in the OpenAPI document exactly the routes the server registered', () => {
    const described = Object.entries(buildOpenApiDocument().paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method} ${fastifyPath(path)}`),
    );
    expect(described.sort()).toEqual([...registered].sort());
  });

  it('answers 401 without a token on every endpoint that needs one', async () => {
    const bearer = allEndpoints.filter((endpoint) => endpoint.auth === 'bearer');
    expect(bearer.length).toBeGreaterThan(10);
    for (const endpoint of bearer) {
      const url = fillPath(endpoint.path, PATH_VALUES);
      const res = await app.inject({
        method: endpoint.method.toUpperCase() as HTTPMethods,
        url,
        payload: endpoint.body ? {} : undefined,
      });
      expect(res.statusCode, `${endpoint.method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    }
  });

  it("answers an agent's token 403 on every route of the office, before reading what it was sent", async () => {
    const office = allEndpoints.filter((endpoint) => endpoint.roles && !endpoint.roles.includes('agent'));
    expect(office.map((endpoint) => endpoint.path).every((path) => path.startsWith('/api/admin/'))).toBe(true);
    expect(office.length).toBeGreaterThanOrEqual(4);
    const email = 'field.agent@example.com';
    const id = await createAgent(database.db, {
      email,
      password: 'a long enough password',
      first: 'Field',
      last: 'Agent',
    });
    const token = await testAccessToken(database.db, testConfig().jwtSecret, { id, email });
    for (const endpoint of office) {
      const url = fillPath(endpoint.path, PATH_VALUES);
      const res = await app.inject({
        method: endpoint.method.toUpperCase() as HTTPMethods,
        url,
        headers: { authorization: `Bearer ${token}` },
        payload: endpoint.body ? {} : undefined,
      });
      expect(res.statusCode, `${endpoint.method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
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
    expect(Object.keys(res.json<{ paths: object }>().paths)).toContain('/api/contracts/{contractId}/signed');
    expect(Object.keys(res.json<{ paths: object }>().paths)).toContain(
      '/api/contracts/{contractId}/installer-receipts',
    );
  });
});
