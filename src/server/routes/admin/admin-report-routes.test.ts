// The office's week, outbox and audit log over the API, on both databases: the week's figures per agent from the
// signed records (to the cent), a failed email tried again with its audit row, and the log filtered three ways.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#api/error';
import { outboxEmailResponseSchema, outboxResponseSchema } from '#api/office-outbox';
import { auditResponseSchema, weekResponseSchema } from '#api/office-reports';
import { setDeposit } from '#domain/contract/values';
import { sealRecord } from '#domain/signing/sign-contract';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { signedContentOf } from '#domain/testing/signing';
import { asContract, contractIdFor } from '../../testing/contracts';
import { startContractsApi, type ContractsApi } from '../../testing/contracts-api';
import { testPerson } from '../../testing/sessions';
import { handInSigned, signedRecordFor } from '../../testing/signed';
import { databaseKinds } from '../../testing/test-database';

// Monday 30 November 2026: the test contracts were signed on Tuesday 24 November, the week before.
const NOW = new Date('2026-11-30T16:00:00.000Z');

describe.each(databaseKinds())('the week, outbox and audit log of the office console, on %s', (kind) => {
  let h: ContractsApi;
  let admin: string;
  let adminId: string;

  beforeAll(async () => {
    h = await startContractsApi(kind, () => NOW);
    ({ id: adminId, authorization: admin } = await testPerson(h.database.db, 'ada.admin@example.com', 'admin'));
    const plain = signedRecordFor('WEEK1');
    const base = asContract(handWorkedContract(), contractIdFor('WEEK2'));
    const withDeposit = sealRecord(signedContentOf({ ...base, Values: setDeposit(base.Values, 500) }));
    expect(withDeposit.contract.Values.NetDue).toBe(7321);
    for (const record of [plain, withDeposit]) await handInSigned(h, record);
  });
  afterAll(async () => {
    await h?.app.close();
    await h?.database.dispose();
  });

  const get = (url: string, authorization = admin) => h.app.inject({ method: 'GET', url, headers: { authorization } });

  it("counts the week's signed contracts per agent from the signed records, to the cent", async () => {
    const week = weekResponseSchema.parse((await get('/api/admin/week?day=2026-11-26')).json());
    expect([week.start, week.end]).toEqual(['2026-11-23', '2026-11-30']);
    expect(week.agents).toHaveLength(1);
    // 7,821.00 sold twice (a deposit is part of the sale): 15,642.00, an average ticket of 7,821.00.
    expect(week.agents[0]).toMatchObject({
      agent: { id: h.jane.Id },
      signed: 2,
      signedTotal: 15642,
      averageTicket: 7821,
      cancelled: 0,
    });
    expect(week.totals).toMatchObject({ signed: 2, signedTotal: 15642 });
    expect(week.branches).toEqual([{ branch: null, ...week.totals }]);
    // Put in a branch, the agent's sales count for it.
    await h.database.db.execute(sql`UPDATE agents SET branch = 'Fresno' WHERE user_id = ${h.jane.Id}`);
    const byBranch = weekResponseSchema.parse((await get('/api/admin/week?day=2026-11-26')).json());
    expect(byBranch.agents[0]?.branch).toBe('Fresno');
    expect(byBranch.branches).toEqual([{ branch: 'Fresno', ...week.totals }]);
    await h.database.db.execute(sql`UPDATE agents SET branch = NULL WHERE user_id = ${h.jane.Id}`);
    // This week (from Monday 30 November) has nothing signed yet.
    const thisWeek = weekResponseSchema.parse((await get('/api/admin/week')).json());
    expect([thisWeek.start, thisWeek.totals.signed]).toEqual(['2026-11-30', 0]);
    expect((await get('/api/admin/week?day=2026-02-30')).statusCode).toBe(400);
  });

  it('tries a failed email again, counted afresh, with its audit row; a sent one is refused', async () => {
    await h.database.db.execute(
      sql`UPDATE email_outbox SET attempts = 10, failed_at = ${NOW.toISOString()},
          last_error = '550 mailbox unavailable' WHERE id = (SELECT min(id) FROM email_outbox)`,
    );
    const failed = outboxResponseSchema.parse((await get('/api/admin/outbox?state=failed')).json());
    expect(failed.emails).toHaveLength(1);
    const email = failed.emails[0]!;
    expect(email).toMatchObject({ state: 'failed', attempts: 10, lastError: '550 mailbox unavailable' });

    const retry = await h.app.inject({
      method: 'POST',
      url: `/api/admin/outbox/${email.id}/retry`,
      headers: { authorization: admin },
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(outboxEmailResponseSchema.parse(retry.json()).email).toMatchObject({ state: 'waiting', attempts: 0 });

    await h.database.db.execute(sql`UPDATE email_outbox SET sent_at = ${NOW.toISOString()} WHERE id = ${email.id}`);
    const sent = await h.app.inject({
      method: 'POST',
      url: `/api/admin/outbox/${email.id}/retry`,
      headers: { authorization: admin },
    });
    expect(sent.statusCode).toBe(409);
    expect(apiErrorSchema.parse(sent.json()).error.code).toBe('SENT_ALREADY');
    const missing = await h.app.inject({
      method: 'POST',
      url: '/api/admin/outbox/999999/retry',
      headers: { authorization: admin },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('reads the audit log newest first, filtered by action, by who and by subject', async () => {
    await h.app.inject({
      method: 'PUT',
      url: '/api/admin/financing-plans/DEL2689',
      headers: { authorization: admin },
      payload: { term: 60, apr: 9.49, visible: true },
    });
    const all = auditResponseSchema.parse((await get('/api/admin/audit')).json());
    expect(all.entries.map((entry) => entry.action)).toEqual(['financing.change', 'email.retry']);
    expect(all.entries[0]).toMatchObject({
      actor: { id: adminId, name: 'admin Office' },
      via: 'api',
      subject: 'financing:DEL2689',
      before: { apr: 8.99 },
      after: { apr: 9.49 },
    });
    expect(all.actions).toEqual(['email.retry', 'financing.change']);
    const retries = auditResponseSchema.parse((await get('/api/admin/audit?action=email.')).json());
    expect(retries.entries.map((entry) => entry.action)).toEqual(['email.retry']);
    const bySubject = auditResponseSchema.parse((await get('/api/admin/audit?subject=del2689')).json());
    expect(bySubject.total).toBe(1);
    const byNobody = auditResponseSchema.parse(
      (await get('/api/admin/audit?actor=00000000-0000-4000-8000-000000000000')).json(),
    );
    expect(byNobody.total).toBe(0);
  });
});
