// Price floors and managers' approvals over the API, on both databases: an admin sets floors (audited) and tablets
// receive them with the price book; a manager gives an approval code, kept and limited; the cloud checks a signed
// contract's approval again with its own key, accepts one the console gave and flags a forged one.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenApprovalSchema, priceFloorsChangeSchema, priceFloorsResponseSchema } from '#api/price-floors';
import { priceBookResponseSchema } from '#api/price-book';
import { approvalCode, requestCode } from '#domain/approval/approval-code';
import { approvalRequestOf, type PriceApproval } from '#domain/approval/price-approval';
import { NO_FLOORS, type PriceFloors } from '#domain/approval/price-floors';
import { setDiscount } from '#domain/contract/values';
import { sealRecord } from '#domain/signing/sign-contract';
import type { SignedRecord } from '#domain/signing/signed-record';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { signedContentOf } from '#domain/testing/signing';
import { agentApprovalKey } from '../../approval/approval-keys';
import { APPROVALS_PER_HOUR } from '../../approval/give-approval';
import { queryRows } from '../../db/connection';
import { asContract, contractIdFor } from '../../testing/contracts';
import { startContractsApi, type ContractsApi } from '../../testing/contracts-api';
import { handInSigned } from '../../testing/signed';
import { testConfig } from '../../testing/test-config';
import { testPerson } from '../../testing/sessions';
import { databaseKinds } from '../../testing/test-database';

const FLOORS: PriceFloors = {
  ...NO_FLOORS,
  agent: {
    maxDiscountPercent: 10,
    categoryMinimums: [{ categoryId: 7, name: 'Crawlspace', minimumCents: 300_000 }],
  },
  manager: { maxDiscountPercent: 25, categoryMinimums: [] },
};
const TODAY = new Date().toISOString().slice(0, 10);

/** The hand-worked contract ($7,821.00) signed with a discount of $1,250.00: $467.90 over an agent's 10%. */
function signedWithDiscount(label: string, approval?: (contract: SignedRecord['contract']) => PriceApproval) {
  const contract = asContract(handWorkedContract(), contractIdFor(label));
  const discounted = { ...contract, Values: setDiscount(contract.Values, 1250) };
  const content = signedContentOf(discounted);
  return sealRecord(approval ? { ...content, approval: approval(content.contract) } : content);
}

describe.each(databaseKinds())('price floors and approvals, on %s', (kind) => {
  let h: ContractsApi;
  let manager: { id: string; authorization: string };
  let admin: { id: string; authorization: string };

  beforeAll(async () => {
    h = await startContractsApi(kind);
    manager = await testPerson(h.database.db, 'morgan.manager@example.com', 'manager');
    admin = await testPerson(h.database.db, 'ada.admin@example.com', 'admin');
  });
  afterAll(async () => {
    await h?.app.close();
    await h?.database.dispose();
  });

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, authorization: string, payload?: object) =>
    h.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
  const flags = (contractId: string) =>
    queryRows<{ kind: string; message: string }>(
      h.database.db,
      sql`select kind, message from contract_flags where contract_id = ${contractId}`,
    );
  const audit = (action: string) =>
    queryRows<{ subject: string; after: Record<string, unknown> }>(
      h.database.db,
      sql`select subject, after from audit_log where action = ${action} order by id`,
    );
  const ask = (requestCodeText: string, discountCents = 125_000, agentId = h.jane.Id) =>
    call('POST', '/api/admin/approvals', manager.authorization, {
      agentId,
      requestCode: requestCodeText,
      discountCents,
      day: TODAY,
    });

  it('has no floors until an admin sets them; an agent and a manager cannot set them', async () => {
    expect(
      priceFloorsResponseSchema.parse((await call('GET', '/api/admin/price-floors', manager.authorization)).json()),
    ).toEqual({ floors: NO_FLOORS, updatedAt: null });
    for (const who of [h.authorization, manager.authorization])
      expect((await call('PUT', '/api/admin/price-floors', who, FLOORS)).statusCode).toBe(403);
    const saved = await call('PUT', '/api/admin/price-floors', admin.authorization, FLOORS);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(priceFloorsChangeSchema.parse(saved.json())).toEqual({ floors: FLOORS, changed: true });
    expect(
      priceFloorsChangeSchema.parse((await call('PUT', '/api/admin/price-floors', admin.authorization, FLOORS)).json())
        .changed,
    ).toBe(false);
    expect(await audit('price-floors.change')).toEqual([{ subject: 'price-floors', after: FLOORS }]);
  });

  it('sends the floors to tablets with the price book', async () => {
    const res = await call('GET', '/api/price-book', h.authorization);
    expect(priceBookResponseSchema.parse(res.json()).floors).toEqual(FLOORS);
  });

  it('refuses floors it could not check, naming the field, and changes nothing', async () => {
    const res = await call('PUT', '/api/admin/price-floors', admin.authorization, {
      ...FLOORS,
      agent: { maxDiscountPercent: 120, categoryMinimums: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('agent.maxDiscountPercent');
    expect(
      priceFloorsResponseSchema.parse((await call('GET', '/api/admin/price-floors', manager.authorization)).json())
        .floors,
    ).toEqual(FLOORS);
  });

  it('gives a manager an 8-digit code for the agent who asked, kept and audited; never to an agent', async () => {
    expect(
      (
        await call('POST', '/api/admin/approvals', h.authorization, {
          agentId: h.jane.Id,
          requestCode: '12345678',
          discountCents: 1,
          day: TODAY,
        })
      ).statusCode,
    ).toBe(403);
    const given = await ask('1234 5678');
    expect(given.statusCode, given.body).toBe(200);
    const approval = givenApprovalSchema.parse(given.json());
    expect(approval).toMatchObject({
      discountCents: 125_000,
      approverName: 'manager Office',
      remaining: APPROVALS_PER_HOUR - 1,
    });
    expect(approval.code).toMatch(/^\d{8}$/);
    const kept = await queryRows<{ request_code: string; discount_cents: string }>(
      h.database.db,
      sql`select request_code, discount_cents::text from price_approvals`,
    );
    expect(kept).toEqual([{ request_code: '12345678', discount_cents: '125000' }]);
    expect((await ask('1234567')).statusCode).toBe(400);
    expect((await ask('12345678', 125_000, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('accepts a signed contract below the floor with the approval the console gave, naming the manager', async () => {
    const record = signedWithDiscount('APPROVED', (contract) => {
      const request = requestCode(approvalRequestOf(contract, h.jane.Id, TODAY));
      return {
        request,
        code: '',
        discountCents: 125_000,
        day: TODAY,
        lastDay: '',
        keyVersion: 1,
        approver: { id: manager.id, name: 'manager Office' },
        enteredAt: '2026-11-24T15:04:00.000Z',
      };
    });
    const res = await ask(record.approval!.request);
    const given = givenApprovalSchema.parse(res.json());
    const { contentHash: _hash, ...content } = record;
    const approved = sealRecord({
      ...content,
      approval: { ...record.approval!, code: given.code, lastDay: given.lastDay },
    });
    await handInSigned(h, approved);
    expect(await flags(approved.contract.ContractId)).toEqual([]);
    expect(await audit('approval.use')).toEqual([
      {
        subject: `contract:${approved.contract.ContractId}`,
        after: {
          approvedBy: { id: manager.id, name: 'manager Office' },
          discountCents: 125_000,
          request: record.approval!.request,
          contentHash: approved.contentHash,
        },
      },
    ]);
  });

  it('keeps a signed contract below the floor without an approval, and flags it with the dollars', async () => {
    const record = signedWithDiscount('NOAPPROVAL');
    await handInSigned(h, record);
    // $1,250.00 off $7,821.00 is $467.90 over an agent's 10%; the crawlspace's $3,965.00 less its share is above $3,000.
    expect(await flags(record.contract.ContractId)).toEqual([
      { kind: 'below-floor', message: "Signed $467.90 below the floor without a manager's approval." },
    ]);
  });

  it('refuses an approval made with a key taken from a tablet, flags it and names who it claims', async () => {
    const key = agentApprovalKey(testConfig().jwtSecret, h.jane.Id, 1);
    const record = signedWithDiscount('FORGED', (contract) => {
      const request = requestCode(approvalRequestOf(contract, h.jane.Id, TODAY));
      const lastDay = TODAY;
      const code = approvalCode(key, request, 125_000, lastDay, manager.id);
      return {
        request,
        code,
        discountCents: 125_000,
        day: TODAY,
        lastDay,
        keyVersion: 1,
        approver: { id: manager.id, name: 'manager Office' },
        enteredAt: '2026-11-24T15:04:00.000Z',
      };
    });
    await handInSigned(h, record);
    expect(await flags(record.contract.ContractId)).toEqual([
      {
        kind: 'approval-refused',
        message:
          'Signed $467.90 below the floor with an approval the office never gave (said to be from manager Office): ' +
          'the approval code does not check.',
      },
    ]);
    expect((await audit('approval.refuse')).map((row) => row.subject)).toEqual([
      `contract:${record.contract.ContractId}`,
    ]);
  });

  it(`limits a manager to ${APPROVALS_PER_HOUR} codes an hour`, async () => {
    const given = (
      await queryRows<{ n: number }>(
        h.database.db,
        sql`select count(*)::int as n from price_approvals where approver_id = ${manager.id}`,
      )
    )[0]!.n;
    for (let index = given; index < APPROVALS_PER_HOUR; index++)
      expect((await ask(String(10_000_000 + index))).statusCode).toBe(200);
    const refused = await ask('87654321');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
  });
});
