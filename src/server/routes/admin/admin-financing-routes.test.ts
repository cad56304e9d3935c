// The office's financing plans over the API: a manager reads them, an admin adds, re-rates and retires them, an
// agent's token gets 403 on every route, every change leaves its audit row, and the tablets' list follows at once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#api/error';
import { financingPlanChangeSchema, financingPlansResponseSchema } from '#api/financing-plans';
import { queryRows } from '../../db/connection';
import { startContractsApi, type ContractsApi } from '../../testing/contracts-api';
import { testPerson } from '../../testing/sessions';
import { databaseKinds } from '../../testing/test-database';

describe.each(databaseKinds())('the financing plans of the office console, on %s', (kind) => {
  let h: ContractsApi;
  let manager: string;
  let admin: string;
  let adminId: string;

  beforeAll(async () => {
    h = await startContractsApi(kind);
    manager = (await testPerson(h.database.db, 'maria.manager@example.com', 'manager')).authorization;
    ({ id: adminId, authorization: admin } = await testPerson(h.database.db, 'ada.admin@example.com', 'admin'));
  });
  afterAll(async () => {
    await h?.app.close();
    await h?.database.dispose();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, authorization: string, payload?: object) =>
    h.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
  const audit = () =>
    queryRows<{ action: string; subject: string; actor_user_id: string; before: unknown; after: unknown }>(
      h.database.db,
      sql`select action, subject, actor_user_id, before, after from audit_log where action like 'financing.%' order by id`,
    );

  it("answers an agent's token 403 on every route, and changes nothing", async () => {
    const agent = h.authorization;
    for (const [method, url, body] of [
      ['GET', '/api/admin/financing-plans', undefined],
      ['POST', '/api/admin/financing-plans', { code: 'DEL2665', term: 60, apr: 5.99, visible: true }],
      ['PUT', '/api/admin/financing-plans/DEL2689', { term: 60, apr: 1, visible: true }],
    ] as const) {
      const res = await call(method, url, agent, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(apiErrorSchema.parse(res.json()).error.code).toBe('FORBIDDEN');
    }
    // A manager reads them but does not change them: the company's rates are an admin's.
    expect((await call('GET', '/api/admin/financing-plans', manager)).statusCode).toBe(200);
    expect(
      (await call('PUT', '/api/admin/financing-plans/DEL2689', manager, { term: 60, apr: 1, visible: true }))
        .statusCode,
    ).toBe(403);
    expect(await audit()).toEqual([]);
  });

  it('re-rates a plan, which the tablets are served at once, with its audit row; the same again changes nothing', async () => {
    const res = await call('PUT', '/api/admin/financing-plans/del2689', admin, { term: 60, apr: 9.49, visible: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(financingPlanChangeSchema.parse(res.json())).toEqual({
      plan: { id: 5, code: 'DEL2689', term: 60, apr: 9.49, visible: true },
      changed: true,
    });
    const served = await call('GET', '/api/financing-plans', h.authorization);
    expect(financingPlansResponseSchema.parse(served.json()).plans[4]).toMatchObject({ code: 'DEL2689', apr: 9.49 });
    expect(await audit()).toEqual([
      {
        action: 'financing.change',
        subject: 'financing:DEL2689',
        actor_user_id: adminId,
        before: { id: 5, code: 'DEL2689', term: 60, apr: 8.99, visible: true },
        after: { id: 5, code: 'DEL2689', term: 60, apr: 9.49, visible: true },
      },
    ]);
    const again = await call('PUT', '/api/admin/financing-plans/DEL2689', admin, {
      term: 60,
      apr: 9.49,
      visible: true,
    });
    expect(again.json()).toMatchObject({ changed: false });
    expect(await audit()).toHaveLength(1);
  });

  it('adds a plan under the next id, retires one, and refuses what a contract could not be priced with', async () => {
    const added = await call('POST', '/api/admin/financing-plans', admin, {
      code: 'del2665',
      term: 60,
      apr: 5.99,
      visible: true,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({
      plan: { id: 7, code: 'DEL2665', term: 60, apr: 5.99, visible: true },
      changed: true,
    });
    const twice = await call('POST', '/api/admin/financing-plans', admin, {
      code: 'DEL2665',
      term: 60,
      apr: 4,
      visible: true,
    });
    expect(twice.statusCode).toBe(409);

    const retired = await call('PUT', '/api/admin/financing-plans/DEL2606', admin, { term: 6, apr: 0, visible: false });
    expect(retired.json()).toMatchObject({ plan: { code: 'DEL2606', visible: false }, changed: true });

    for (const [url, body, field] of [
      ['/api/admin/financing-plans', { code: 'DEL1212', term: 12, apr: 3.5, visible: true }, 'apr'],
      ['/api/admin/financing-plans', { code: 'DEL 12', term: 12, apr: 0, visible: true }, 'code'],
      ['/api/admin/financing-plans', { code: 'DEL6060', term: 60, apr: 8.999, visible: true }, 'apr'],
    ] as const) {
      const res = await call('POST', url, admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(field);
    }
    const missing = await call('PUT', '/api/admin/financing-plans/DEL0000', admin, { term: 60, apr: 1, visible: true });
    expect(missing.statusCode).toBe(404);
    expect((await audit()).map((row) => row.action)).toEqual(['financing.change', 'financing.add', 'financing.change']);
  });
});
