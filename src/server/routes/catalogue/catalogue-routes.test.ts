import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { financingPlansResponseSchema } from '#api/financing-plans';
import { financingOptions } from '../../db/schema';
import { buildApp } from '../../app';
import { findUserByEmail } from '../../auth/users';
import { testAccessToken } from '../../testing/sessions';
import { publishPriceBook, utcDate } from '../../catalogue/price-books';
import { DEMO_AGENT, seedDatabase } from '../../db/seed';
import { createTestDatabase, databaseKinds, type DatabaseKind, type TestDatabase } from '../../testing/test-database';
import { testConfig } from '../../testing/test-config';
import fixture from '#domain/catalogue/starter-catalogue.json';
import type { WorkScope } from '#domain/contract/model';
import { matchesEtag } from './workscope-routes';

/** A seeded database, the app on it and the demo agent's Authorization header. */
async function startSignedInApp(kind: DatabaseKind) {
  const database = await createTestDatabase(kind);
  await seedDatabase(database.db, { demo: true });
  const config = testConfig();
  const app = await buildApp(config, { database, webRoot: '/nonexistent', logger: false });
  const user = await findUserByEmail(database.db, DEMO_AGENT.email);
  const accessToken = await testAccessToken(database.db, config.jwtSecret, user!);
  return { database, app, authorization: `Bearer ${accessToken}` };
}

describe.each(databaseKinds())('GET /api/workscopes on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let authorization: string;

  beforeAll(async () => {
    ({ database, app, authorization } = await startSignedInApp(kind));
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('needs an access token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/workscopes' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
  });

  it('answers the whole catalogue in the cloud shape, hidden scopes included, calculations by rank', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/workscopes', headers: { authorization } });
    expect(res.statusCode).toBe(200);
    const scopes = res.json<WorkScope[]>();
    expect(scopes).toHaveLength(61);
    expect(scopes.filter((scope) => scope.category.name === '__HIDDEN').map((scope) => scope.wsid)).toEqual([
      'A7-99',
      'W1-99',
    ]);
    expect(scopes.find((scope) => scope.wsid === 'A1-07')).toEqual({
      id: 107,
      wsid: 'A1-07',
      name: 'Roof Deck Open-Cell Spray Foam (Conditioned Attic)',
      description: expect.stringContaining('open-cell') as string,
      category: { id: 1, name: 'Attic Insulation' },
      calculations: [
        {
          id: 1008,
          name: expect.any(String) as string,
          qty_label: 'board ft',
          rate: 0.85,
          description: expect.any(String) as string,
          rank: 1,
        },
        {
          id: 1009,
          name: expect.any(String) as string,
          qty_label: 'sq ft',
          rate: 0.95,
          description: expect.any(String) as string,
          rank: 2,
        },
      ],
      show_calculator: true,
      pdf: 'A1x07',
    });
    expect(scopes.find((scope) => scope.wsid === 'A2-07')!.pdf).toBeNull();
  });

  it('carries the label chart of the blown fiberglass as the price book has it', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/workscopes', headers: { authorization } });
    const served = res.json<WorkScope[]>().find((scope) => scope.wsid === 'A1-04')!;
    const starter = (fixture as WorkScope[]).find((scope) => scope.wsid === 'A1-04')!;
    expect(served.chart).toEqual(starter.chart);
    expect(served.chart?.rows.find((row) => row.rValue === 49)).toEqual({
      rValue: 49,
      bagsPer1000: 25.2,
      maxSqFtPerBag: 39.7,
      minLbPerSqFt: 0.78,
      installedInches: 18.5,
      settledInches: 18.5,
    });
    expect(res.json<WorkScope[]>().find((scope) => scope.wsid === 'A1-01')).not.toHaveProperty('chart');
  });

  it('answers 304 to a device that has this catalogue, and 200 once a price book takes effect', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/workscopes', headers: { authorization } });
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await app.inject({
      method: 'GET',
      url: '/api/workscopes',
      headers: { authorization, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const scopes = first.json<WorkScope[]>();
    const now = new Date();
    await publishPriceBook(
      database.db,
      {
        scopes: scopes.map((scope) => (scope.wsid === 'A1-01' ? { ...scope, name: 'Cellulose to R-38' } : scope)),
        effectiveOn: utcDate(now),
        note: '',
      },
      { userId: null, label: 'admin command line' },
      now,
    );
    const changed = await app.inject({
      method: 'GET',
      url: '/api/workscopes',
      headers: { authorization, 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json<WorkScope[]>().find((scope) => scope.wsid === 'A1-01')!.name).toBe('Cellulose to R-38');
  });
});

describe('matchesEtag', () => {
  it('reads lists, weak tags and the wildcard', () => {
    expect(matchesEtag('"a", "b"', '"b"')).toBe(true);
    expect(matchesEtag('W/"b"', '"b"')).toBe(true);
    expect(matchesEtag('*', '"b"')).toBe(true);
    expect(matchesEtag('"c"', '"b"')).toBe(false);
    expect(matchesEtag(undefined, '"b"')).toBe(false);
  });
});

describe.each(databaseKinds())('GET /api/guides/:name.pdf on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let authorization: string;

  beforeAll(async () => {
    ({ database, app, authorization } = await startSignedInApp(kind));
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('serves the family guide as a cacheable PDF under every name of the family', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/guides/A1x07.pdf', headers: { authorization } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const fallback = await app.inject({ method: 'GET', url: '/api/guides/A1x1.pdf', headers: { authorization } });
    expect(fallback.rawPayload.equals(res.rawPayload)).toBe(true);
    const again = await app.inject({
      method: 'GET',
      url: '/api/guides/A1x07.pdf',
      headers: { authorization, 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const crawlspace = await app.inject({ method: 'GET', url: '/api/guides/C1x04.pdf', headers: { authorization } });
    expect(crawlspace.rawPayload.equals(res.rawPayload)).toBe(false);
  });

  it('answers 404 in JSON for a name that is not a guide, and 401 without a token', async () => {
    for (const url of ['/api/guides/Z9x01.pdf', '/api/guides/A1x07', '/api/guides/..%2Fetc%2Fpasswd.pdf']) {
      const res = await app.inject({ method: 'GET', url, headers: { authorization } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    expect((await app.inject({ method: 'GET', url: '/api/guides/A1x07.pdf' })).statusCode).toBe(401);
  });
});

describe.each(databaseKinds())('GET /api/financing-plans on %s', (kind) => {
  let started: Awaited<ReturnType<typeof startSignedInApp>>;
  beforeAll(async () => {
    started = await startSignedInApp(kind);
  });
  afterAll(async () => {
    await started?.app.close();
    await started?.database.dispose();
  });
  const get = (headers: Record<string, string> = { authorization: started.authorization }) =>
    started.app.inject({ method: 'GET', url: '/api/financing-plans', headers });

  it('needs an access token', async () => {
    expect((await get({})).statusCode).toBe(401);
  });

  it("serves every plan, retired ones included, and the office's re-rate at once, never cached", async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { plans } = financingPlansResponseSchema.parse(res.json());
    expect(plans.map((plan) => `${plan.code} ${plan.term} ${plan.apr} ${plan.visible}`)).toEqual([
      'DEL2699 12 0 false',
      'DEL2612 12 0 false',
      'DEL2606 6 0 true',
      'DEL2659 60 6.99 false',
      'DEL2689 60 8.99 true',
      'DEL2679 60 7.99 false',
    ]);
    await started.database.db.update(financingOptions).set({ apr: 9.49 }).where(eq(financingOptions.code, 'DEL2689'));
    const after = financingPlansResponseSchema.parse((await get()).json());
    expect(after.plans.find((plan) => plan.code === 'DEL2689')).toEqual({
      id: 5,
      code: 'DEL2689',
      term: 60,
      apr: 9.49,
      visible: true,
    });
  });
});
