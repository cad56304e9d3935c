// Price books over the API, on both databases: an admin publishes a version effective tomorrow (checked, audited,
// never over another's edits); tablets get the one in effect and the one due; a manager lists and exports; an agent
// cannot publish; a contract priced on the old version keeps its prices and the version it was priced from.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#api/error';
import { officeContractDetailSchema } from '#api/office-contracts';
import {
  officePriceBookResponseSchema,
  officePriceBooksResponseSchema,
  priceBookResponseSchema,
  publishedPriceBookSchema,
} from '#api/price-book';
import { workScopesResponseSchema } from '#api/workscopes';
import { withCategoryChange } from '#domain/catalogue/price-book';
import type { Contract } from '#domain/contract/model';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { queryRows } from '../../db/connection';
import { asContract, contractIdFor } from '../../testing/contracts';
import { startContractsApi, type ContractsApi } from '../../testing/contracts-api';
import { testPerson } from '../../testing/sessions';
import { databaseKinds } from '../../testing/test-database';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe.each(databaseKinds())('price books, on %s', (kind) => {
  let h: ContractsApi;
  let manager: string;
  let admin: string;

  beforeAll(async () => {
    h = await startContractsApi(kind);
    manager = (await testPerson(h.database.db, 'maria.manager@example.com', 'manager')).authorization;
    admin = (await testPerson(h.database.db, 'ada.admin@example.com', 'admin')).authorization;
  });
  afterAll(async () => {
    await h?.app.close();
    await h?.database.dispose();
  });

  const call = (method: 'GET' | 'POST', url: string, authorization: string, payload?: object) =>
    h.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
  const rateOf = (scopes: { calculations: { id: number; rate: number }[] }[], id: number) =>
    scopes.flatMap((scope) => scope.calculations).find((calculation) => calculation.id === id)?.rate;

  it('starts with the seeded catalogue as price book 1, which tablets get', async () => {
    const res = await call('GET', '/api/price-book', h.authorization);
    expect(res.statusCode, res.body).toBe(200);
    const { versions } = priceBookResponseSchema.parse(res.json());
    expect(versions.map((version) => version.version)).toEqual([1]);
    expect(versions[0]!.scopes).toHaveLength(61);
    expect(rateOf(versions[0]!.scopes, 1001)).toBe(1.4);
    const again = await h.app.inject({
      method: 'GET',
      url: '/api/price-book',
      headers: { authorization: h.authorization, 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('lets only an admin publish; an agent is refused every office route', async () => {
    const book = officePriceBookResponseSchema.parse((await call('GET', '/api/admin/price-book/1', manager)).json());
    const body = { baseVersion: 1, effectiveOn: day(1), note: 'Attic up 5%', scopes: book.scopes };
    expect((await call('POST', '/api/admin/price-book', manager, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/price-book', h.authorization, body)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/price-book', h.authorization)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/price-book/1', h.authorization)).statusCode).toBe(403);
  });

  it('publishes a rise effective tomorrow: tablets get both, the office lists it, the audit row has each rate', async () => {
    const book = officePriceBookResponseSchema.parse((await call('GET', '/api/admin/price-book/1', admin)).json());
    const scopes = withCategoryChange(book.scopes, 1, 5);
    const res = await call('POST', '/api/admin/price-book', admin, {
      baseVersion: 1,
      effectiveOn: day(1),
      note: 'Attic insulation up 5%',
      scopes,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(publishedPriceBookSchema.parse(res.json()).version).toMatchObject({
      version: 2,
      effectiveOn: day(1),
      source: 'console',
      note: 'Attic insulation up 5%',
      scopeCount: 61,
      calculationCount: 77,
    });

    const { versions } = priceBookResponseSchema.parse((await call('GET', '/api/price-book', h.authorization)).json());
    expect(versions.map(({ version, effectiveOn }) => ({ version, effectiveOn }))).toEqual([
      { version: 1, effectiveOn: day(-1) },
      { version: 2, effectiveOn: day(1) },
    ]);
    expect(rateOf(versions[1]!.scopes, 1001)).toBe(1.47);
    // Apps before price books still get today's prices.
    const legacy = workScopesResponseSchema.parse((await call('GET', '/api/workscopes', h.authorization)).json());
    expect(rateOf(legacy, 1001)).toBe(1.4);

    const listed = officePriceBooksResponseSchema.parse((await call('GET', '/api/admin/price-book', manager)).json());
    expect(listed.today).toBe(day(0));
    expect(listed.versions.map((version) => [version.version, version.source, version.publishedBy])).toEqual([
      [2, 'console', 'admin Office'],
      [1, 'seed', null],
    ]);

    const audit = await queryRows<{ action: string; actor_label: string; after: { rates: unknown[] } }>(
      h.database.db,
      sql`select action, actor_label, after from audit_log where subject = 'price-book:2'`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'price-book.publish', actor_label: 'api' });
    expect(audit[0]!.after.rates).toContainEqual({
      wsid: 'A1-01',
      calculation: 'Blown cellulose to R-38',
      before: 1.4,
      after: 1.47,
    });
    expect(audit[0]!.after.rates).toHaveLength(
      book.scopes.filter((s) => s.category.id === 1).flatMap((s) => s.calculations).length,
    );
  });

  it('refuses edits begun on an older version, a date in the past or before the newest, and a broken catalogue', async () => {
    const book = officePriceBookResponseSchema.parse((await call('GET', '/api/admin/price-book/2', admin)).json());
    const stale = await call('POST', '/api/admin/price-book', admin, {
      baseVersion: 1,
      effectiveOn: day(3),
      note: '',
      scopes: book.scopes,
    });
    expect(stale.statusCode).toBe(409);
    expect(apiErrorSchema.parse(stale.json()).error.message).toContain('Price book 2 was published since');

    for (const effectiveOn of [day(-3), day(0)]) {
      const early = await call('POST', '/api/admin/price-book', admin, {
        baseVersion: 2,
        effectiveOn,
        note: '',
        scopes: book.scopes,
      });
      expect(early.statusCode).toBe(400);
      expect(apiErrorSchema.parse(early.json()).error.message).toBe(`A price book takes effect on ${day(1)} or later.`);
    }

    const [first, ...rest] = book.scopes;
    const broken = await call('POST', '/api/admin/price-book', admin, {
      baseVersion: 2,
      effectiveOn: day(2),
      note: '',
      scopes: [first, { ...rest[0]!, wsid: first!.wsid }, ...rest.slice(1)],
    });
    expect(broken.statusCode).toBe(400);
    expect(apiErrorSchema.parse(broken.json()).error.details).toEqual({
      problems: [`[1].wsid: '${first!.wsid}' is also the code of [0]`],
    });
    // A label chart typed with a typo in the console is refused with the row named (decision 064).
    const typo = book.scopes.map((scope) =>
      scope.chart
        ? {
            ...scope,
            chart: {
              ...scope.chart,
              rows: scope.chart.rows.map((row) => (row.rValue === 49 ? { ...row, bagsPer1000: 52.2 } : row)),
            },
          }
        : scope,
    );
    const chartTypo = await call('POST', '/api/admin/price-book', admin, {
      baseVersion: 2,
      effectiveOn: day(2),
      note: '',
      scopes: typo,
    });
    expect(chartTypo.statusCode).toBe(400);
    expect(JSON.stringify(chartTypo.json())).toContain('R-49: 52.2 bags x 39.7 sq ft is not 1,000 sq ft: check both.');
    const notDate = await call('POST', '/api/admin/price-book', admin, {
      baseVersion: 2,
      effectiveOn: '2026-02-30',
      note: '',
      scopes: book.scopes,
    });
    expect(notDate.statusCode).toBe(400);
    expect((await call('GET', '/api/admin/price-book/99', admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/price-book/two', admin)).statusCode).toBe(404);
  });

  it('keeps a contract priced on the old version at its prices, with the version it was priced from', async () => {
    const sample = asContract(handWorkedContract(), contractIdFor('PRICED1'));
    const contract: Contract = {
      ...sample,
      Goals: sample.Goals.map((goal) => ({
        ...goal,
        Projects: goal.Projects.map((project) => ({ ...project, PriceBook: 1 })),
      })),
    };
    const pushed = await h.app.inject({
      method: 'PUT',
      url: `/api/contracts/${contract.ContractId}`,
      headers: { authorization: h.authorization },
      payload: { contract, baseVersion: null },
    });
    expect(pushed.statusCode, pushed.body).toBe(200);
    const down = await call('GET', `/api/contracts/${contract.ContractId}`, h.authorization);
    expect(down.statusCode, down.body).toBe(200);
    const cloud = (down.json() as { contract: Contract }).contract;
    const lines = (c: Contract) =>
      c.Goals.flatMap((goal) => goal.Projects).map((project) => ({
        priceBook: project.PriceBook,
        rates: project.Calculations.filter((line) => line.Quantity > 0).map((line) => line.Rate),
      }));
    expect(lines(cloud)).toEqual(lines(contract));
    expect(lines(cloud).every((project) => project.priceBook === 1)).toBe(true);
    expect(cloud.Values.NetDue).toBe(contract.Values.NetDue);

    const office = await call('GET', `/api/admin/contracts/${contract.ContractId}`, manager);
    expect(office.statusCode, office.body).toBe(200);
    expect(officeContractDetailSchema.parse(office.json()).priceBooks).toEqual([1]);
  });
});
