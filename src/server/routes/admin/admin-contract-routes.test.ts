// The office's contracts over the API, on both databases: each contract's state as a manager reads it (a draft never
// reads as a sale), one contract opened with its versions and signed copies, the signed PDF with its hash checked
// again, a resend, a cancellation judged against the deadline the contract stated, the CSV export, and an agent's
// token answered 403 everywhere. Every change leaves its audit row.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#api/error';
import {
  agentCancellationsResponseSchema,
  cancellationResponseSchema,
  officeContractDetailSchema,
  officeContractsResponseSchema,
  resendResponseSchema,
} from '#api/office-contracts';
import { outboxResponseSchema } from '#api/office-outbox';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { pushContract } from '../../contracts/push-contract';
import { queryRows } from '../../db/connection';
import { asContract, contractIdFor } from '../../testing/contracts';
import { RESENDS_PER_COPY_PER_DAY, RESENDS_PER_USER_PER_DAY } from '../../office/resend-policy';
import { startContractsApi, type ContractsApi } from '../../testing/contracts-api';
import { testPerson } from '../../testing/sessions';
import { handInSigned, signedRecordFor } from '../../testing/signed';
import { databaseKinds } from '../../testing/test-database';

// Monday 30 November 2026, 10:00 in Chicago. The signed test contract was signed on Tuesday 24 November there;
// Thanksgiving (Thursday 26) is no business day, so its last day to cancel was Saturday 28 November.
const NOW = new Date('2026-11-30T16:00:00.000Z');

describe.each(databaseKinds())('the contracts of the office console, on %s', (kind) => {
  let h: ContractsApi;
  let manager: string;
  let managerId: string;
  const signed = signedRecordFor('OFFICE1');
  const late = signedRecordFor('OFFICE2');
  const draftId = contractIdFor('DRAFT1');

  beforeAll(async () => {
    h = await startContractsApi(kind, () => NOW);
    ({ id: managerId, authorization: manager } = await testPerson(
      h.database.db,
      'maria.manager@example.com',
      'manager',
    ));
    const draft = { ...asContract(handWorkedContract(), draftId), Agent: h.jane, Description: 'Attic, abandoned' };
    const pushed = await pushContract(h.database.db, draft, null, {
      deviceUserAgent: 'office-test',
      pushedBy: h.jane.Id,
      role: 'agent',
      now: NOW,
    });
    expect(pushed.status).toBe('written');
    for (const record of [signed, late]) await handInSigned(h, record);
    // The customer of OFFICE2 was emailed; OFFICE1's email is still waiting.
    await h.database.db.execute(
      sql`UPDATE email_outbox SET sent_at = ${NOW.toISOString()} FROM signed_contracts sc
          WHERE sc.content_hash = email_outbox.signed_content_hash AND sc.contract_id = ${late.contract.ContractId}`,
    );
  });
  afterAll(async () => {
    await h?.app.close();
    await h?.database.dispose();
  });

  const call = (method: 'GET' | 'POST', url: string, authorization = manager, payload?: object) =>
    h.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
  const list = async (query = '') => {
    const res = await call('GET', `/api/admin/contracts${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return officeContractsResponseSchema.parse(res.json());
  };
  const auditRows = () =>
    queryRows<{ action: string; subject: string; actor_user_id: string; after: unknown }>(
      h.database.db,
      sql`select action, subject, actor_user_id, after from audit_log order by id`,
    );

  it("answers an agent's token 403 on every office contract route", async () => {
    const id = signed.contract.ContractId;
    const hash = signed.contentHash;
    for (const [method, url, body] of [
      ['GET', '/api/admin/contracts', undefined],
      ['GET', '/api/admin/contracts.csv', undefined],
      ['GET', `/api/admin/contracts/${id}`, undefined],
      ['GET', `/api/admin/contracts/${id}/signed/${hash}/pdf`, undefined],
      ['POST', `/api/admin/contracts/${id}/signed/${hash}/resend`, {}],
      ['POST', `/api/admin/contracts/${id}/cancellation`, { noticeDate: '2026-11-27', noticeBy: 'mail' }],
      ['GET', '/api/admin/outbox', undefined],
      ['GET', '/api/admin/week', undefined],
      ['GET', '/api/admin/audit', undefined],
    ] as const) {
      const res = await call(method, url, h.authorization, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(apiErrorSchema.parse(res.json()).error.code).toBe('FORBIDDEN');
    }
  });

  it('lists each contract with the state the office reads it by: a draft, a signed one, an emailed one', async () => {
    const { contracts, total } = await list();
    expect(total).toBe(3);
    const byId = new Map(contracts.map((contract) => [contract.contractId, contract]));
    expect(byId.get(draftId)).toMatchObject({ state: 'draft', netDue: 7821, signedAt: null });
    expect(byId.get(signed.contract.ContractId)).toMatchObject({
      state: 'signed',
      customer: 'Maria Kowalski',
      netDue: 7821,
      signedAt: '2026-11-24T15:05:00.000Z',
      agent: { id: h.jane.Id },
    });
    expect(byId.get(late.contract.ContractId)?.state).toBe('emailed');
    expect((await list('?state=draft')).contracts.map((contract) => contract.contractId)).toEqual([draftId]);
    expect((await list('?q=kowal')).total).toBe(2);
    // The name as the office types it, first name first, in any case.
    expect((await list('?q=MARIA%20KOWAL')).total).toBe(2);
    expect((await list('?q=kowalski%20maria')).total).toBe(0);
    expect((await list(`?q=${draftId.toLowerCase()}`)).contracts.map((c) => c.contractId)).toEqual([draftId]);
    expect((await list('?q=100%25')).total).toBe(0);
  });

  it('opens a contract with its versions and its signed copy, whose PDF is hashed again and downloads as it arrived', async () => {
    const res = await call('GET', `/api/admin/contracts/${signed.contract.ContractId}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = officeContractDetailSchema.parse(res.json());
    expect(detail.versions.map((version) => version.version)).toEqual([1]);
    expect(detail.signed).toHaveLength(1);
    expect(detail.signed[0]).toMatchObject({
      contentHash: signed.contentHash,
      pdfIntact: true,
      customerEmail: 'maria@example.com',
    });
    expect(detail.cancellation).toBeNull();

    const pdf = await call(
      'GET',
      `/api/admin/contracts/${signed.contract.ContractId}/signed/${signed.contentHash}/pdf`,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.7');
    expect(pdf.headers['x-content-sha256']).toBe(detail.signed[0]?.pdfHash);

    const missing = await call('GET', `/api/admin/contracts/${draftId}`.replace('DRAFT1', 'NOPE01'));
    expect(missing.statusCode).toBe(404);
  });

  it("resends to the customer's own address; elsewhere only an admin with a reason, and the customer is told (decision 076)", async () => {
    const path = `/api/admin/contracts/${signed.contract.ContractId}/signed/${signed.contentHash}/resend`;
    const again = await call('POST', path, manager, {});
    expect(again.statusCode, again.body).toBe(201);
    expect(resendResponseSchema.parse(again.json()).queued).toMatchObject({
      to: 'maria@example.com',
      status: 'waiting',
    });
    // A manager may not choose another address, whatever the reason.
    const managerElsewhere = await call('POST', path, manager, { to: 'Maria.K@Example.org', reason: 'She asked.' });
    expect(managerElsewhere.statusCode).toBe(403);
    const admin = await testPerson(h.database.db, 'ada.resends@example.com', 'admin');
    const noReason = await call('POST', path, admin.authorization, { to: 'Maria.K@Example.org' });
    expect(noReason.statusCode).toBe(400);
    expect(apiErrorSchema.parse(noReason.json()).error.details).toEqual([
      { path: 'reason', message: expect.stringContaining('Say why') },
    ]);
    const elsewhere = await call('POST', path, admin.authorization, {
      to: 'Maria.K@Example.org',
      reason: 'Her new email, given by phone on Monday.',
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    expect(resendResponseSchema.parse(elsewhere.json()).queued.to).toBe('maria.k@example.org');
    expect((await call('POST', path, admin.authorization, { to: 'not an address', reason: 'x' })).statusCode).toBe(400);

    const outbox = outboxResponseSchema.parse((await call('GET', '/api/admin/outbox?state=waiting')).json());
    expect(
      outbox.emails.filter((email) => email.contractId === signed.contract.ContractId).map((e) => [e.reason, e.to]),
    ).toEqual([
      ['resend-notice', 'maria@example.com'],
      ['resend', 'maria.k@example.org'],
      ['resend', 'maria@example.com'],
      ['signed', 'maria@example.com'],
    ]);
    const resends = (await auditRows()).filter((row) => row.action === 'contract.resend');
    expect(resends).toHaveLength(2);
    expect(resends[0]).toMatchObject({ subject: `contract:${signed.contract.ContractId}`, actor_user_id: managerId });
    expect(resends[1]).toMatchObject({
      actor_user_id: admin.id,
      after: {
        to: 'maria.k@example.org',
        reason: 'Her new email, given by phone on Monday.',
        customerTold: true,
      },
    });
  });

  it(`resends a copy at most ${RESENDS_PER_COPY_PER_DAY} times a day, and a person at most ${RESENDS_PER_USER_PER_DAY} copies a day`, async () => {
    const path = (record: { contract: { ContractId: string }; contentHash: string }) =>
      `/api/admin/contracts/${record.contract.ContractId}/signed/${record.contentHash}/resend`;
    const sender = await testPerson(h.database.db, 'rita.resends@example.com', 'manager');
    for (let index = 0; index < RESENDS_PER_COPY_PER_DAY; index++)
      expect((await call('POST', path(late), sender.authorization, {})).statusCode).toBe(201);
    const tooOften = await call('POST', path(late), sender.authorization, {});
    expect(tooOften.statusCode).toBe(429);
    expect(tooOften.headers['retry-after']).toBe('3600');
    expect(apiErrorSchema.parse(tooOften.json()).error.message).toContain(`${RESENDS_PER_COPY_PER_DAY} times today`);
    // The day's count of one person: as if they had resent many copies before.
    await h.database.db.execute(
      sql`insert into email_outbox (signed_content_hash, reason, requested_by, to_address, to_recipient, next_attempt_at, created_at)
          select ${signed.contentHash}, 'resend', ${sender.id}, 'maria@example.com', 'customer', now(), ${NOW.toISOString()}
          from generate_series(1, ${RESENDS_PER_USER_PER_DAY - RESENDS_PER_COPY_PER_DAY})`,
    );
    const tooMany = await call('POST', path(signed), sender.authorization, {});
    expect(tooMany.statusCode).toBe(429);
    expect(apiErrorSchema.parse(tooMany.json()).error.message).toContain(`${RESENDS_PER_USER_PER_DAY} signed copies`);
  });

  it('records a cancellation within the deadline the contract stated, once, and the agent is told of it', async () => {
    const path = `/api/admin/contracts/${signed.contract.ContractId}/cancellation`;
    expect((await call('POST', path, manager, { noticeDate: '2026-12-02', noticeBy: 'mail' })).statusCode).toBe(400);
    const res = await call('POST', path, manager, {
      noticeDate: '2026-11-28',
      noticeBy: 'mail',
      note: 'Postmarked Saturday',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(cancellationResponseSchema.parse(res.json()).cancellation).toMatchObject({
      noticeDate: '2026-11-28',
      deadline: '2026-11-28',
      withinDeadline: true,
      note: 'Postmarked Saturday',
    });
    const twice = await call('POST', path, manager, { noticeDate: '2026-11-28', noticeBy: 'email' });
    expect(twice.statusCode).toBe(409);
    expect(apiErrorSchema.parse(twice.json()).error.code).toBe('CANCELLED_ALREADY');

    const late2 = await call('POST', `/api/admin/contracts/${late.contract.ContractId}/cancellation`, manager, {
      noticeDate: '2026-11-30',
      noticeBy: 'email',
    });
    expect(cancellationResponseSchema.parse(late2.json()).cancellation).toMatchObject({
      deadline: '2026-11-28',
      withinDeadline: false,
    });

    expect((await list('?state=cancelled')).total).toBe(2);
    const mine = await call('GET', '/api/contracts/cancellations', h.authorization);
    expect(agentCancellationsResponseSchema.parse(mine.json()).cancellations).toEqual([
      { contractId: signed.contract.ContractId, noticeDate: '2026-11-28' },
      { contractId: late.contract.ContractId, noticeDate: '2026-11-30' },
    ]);
    // Nothing is deleted: the contract and its signed copy stay, and the row cannot change.
    expect((await list()).total).toBe(3);
    const refused = await h.database.db.execute(sql`DELETE FROM contract_cancellations`).then(
      () => null,
      (failure: unknown) => failure as Error & { cause?: Error },
    );
    expect(refused?.cause?.message ?? refused?.message).toMatch(/append-only/);
    expect((await auditRows()).filter((row) => row.action === 'contract.cancel')).toHaveLength(2);

    // A cancelled contract takes no new version, and says why (decision 075); a repeat of what the cloud holds is fine.
    const changed = { ...signed.contract, Notes: 'One more note after the cancellation.' };
    const push = await h.app.inject({
      method: 'PUT',
      url: `/api/contracts/${signed.contract.ContractId}`,
      headers: { authorization: h.authorization },
      payload: { contract: changed, baseVersion: 1 },
    });
    expect(push.statusCode).toBe(409);
    expect(apiErrorSchema.parse(push.json()).error).toEqual({
      code: 'CONTRACT_CANCELLED',
      message:
        "The office recorded the customer's cancellation of this contract (notice dated 2026-11-28): it takes no " +
        'more changes. A new sale is a new contract.',
      details: { noticeDate: '2026-11-28' },
    });
  });

  it('exports the contracts as CSV a spreadsheet opens', async () => {
    const res = await call('GET', '/api/admin/contracts.csv?state=draft');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="contracts-2026-11-30.csv"');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('ContractId,State,Date,Customer,Customer state,Agent,Branch,Description,Net due,Signed');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${draftId},draft,`);
    expect(lines[1]).toContain(',"Attic, abandoned",7821.00,');
  });
});
