// Whose floor a signed copy is checked against, on both databases (docs/decisions/073-seller-of-record.md): the
// cloud's agent of record, never the `preparedBy` the tablet writes. An agent naming a manager there is refused; the
// office handing in an agent's copy is judged by the agent's floor and flagged; an approval stands only for a
// signature on or before its last day, and never for a manager's own sale.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenApprovalSchema } from '#api/price-floors';
import { requestCode } from '#domain/approval/approval-code';
import { approvalRequestOf, type PriceApproval } from '#domain/approval/price-approval';
import { NO_FLOORS, type PriceFloors } from '#domain/approval/price-floors';
import type { Agent } from '#domain/contract/model';
import { setDiscount } from '#domain/contract/values';
import { addDays, calendarDateInZone, toIsoDate } from '#domain/legal/calendar-date';
import { contractAsSigned, sealRecord } from '#domain/signing/sign-contract';
import type { SignedContent, SignedRecord } from '#domain/signing/signed-record';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { signatureOf, signedContentOf } from '#domain/testing/signing';
import { queryRows } from '../../db/connection';
import { priceApprovals } from '../../db/schema';
import { agentApprovalKey } from '../../approval/approval-keys';
import { approvalCode } from '#domain/approval/approval-code';
import { agentRecord, asContract, attributedTo, contractIdFor } from '../../testing/contracts';
import { startContractsApi, type ContractsApi } from '../../testing/contracts-api';
import { signedPushFor, syncSignedContract } from '../../testing/signed';
import { testConfig } from '../../testing/test-config';
import { testPerson } from '../../testing/sessions';
import { databaseKinds } from '../../testing/test-database';

const FLOORS: PriceFloors = {
  ...NO_FLOORS,
  agent: { maxDiscountPercent: 10, categoryMinimums: [] },
  manager: { maxDiscountPercent: 25, categoryMinimums: [] },
};
const TODAY = toIsoDate(calendarDateInZone(new Date().toISOString(), 'America/Chicago')!);

interface Person {
  id: string;
  authorization: string;
  agent: Agent;
}

describe.each(databaseKinds())('the seller of record of a signed copy, on %s', (kind) => {
  let h: ContractsApi;
  let jane: Person;
  let manager: Person;
  let otherManager: Person;
  let admin: Person;

  async function officePerson(email: string, role: 'manager' | 'admin'): Promise<Person> {
    const made = await testPerson(h.database.db, email, role);
    return { ...made, agent: await agentRecord(h.database.db, made.id) };
  }

  beforeAll(async () => {
    h = await startContractsApi(kind);
    jane = { id: h.jane.Id, authorization: h.authorization, agent: h.jane };
    manager = await officePerson('mia.manager@example.com', 'manager');
    otherManager = await officePerson('max.manager@example.com', 'manager');
    admin = await officePerson('ada.admin@example.com', 'admin');
    const saved = await h.app.inject({
      method: 'PUT',
      url: '/api/admin/price-floors',
      headers: { authorization: admin.authorization },
      payload: FLOORS,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => {
    await h?.app.close();
    await h?.database.dispose();
  });

  /** The hand-worked contract ($7,821.00) at a $1,250.00 discount (16%), made by `seller`, signed at `signedAt`. */
  function sale(label: string, seller: Person, signedAt = '2026-11-24T15:05:00.000Z'): SignedContent {
    const made = attributedTo(asContract(handWorkedContract(), contractIdFor(label)), seller.agent);
    const customer = { ...made.Customer, Email: 'maria@example.com' };
    const contract = { ...made, Customer: customer, Values: setDiscount(made.Values, 1250) };
    const content = signedContentOf(contract);
    const signatures = [
      signatureOf('buyer', signedAt),
      signatureOf('agent', new Date(Date.parse(signedAt) + 60_000).toISOString()),
    ];
    return { ...content, contract: contractAsSigned(contract, signatures), signatures, preparedBy: seller.agent };
  }

  /** The sale synced by `pushedBy`, then sealed as `preparedBy` prepared it, with the approval if any. */
  async function synced(
    content: SignedContent,
    pushedBy: Person,
    preparedBy: Agent = content.preparedBy,
    approval?: PriceApproval,
  ): Promise<SignedRecord> {
    const record = sealRecord({ ...content, preparedBy, ...(approval ? { approval } : {}) });
    await syncSignedContract(h.database.db, record, pushedBy.id);
    return record;
  }

  const handIn = (who: Person, record: SignedRecord) =>
    h.app.inject({
      method: 'POST',
      url: `/api/contracts/${record.contract.ContractId}/signed`,
      headers: { authorization: who.authorization },
      payload: signedPushFor(record) as unknown as Record<string, unknown>,
    });
  const flags = (contractId: string) =>
    queryRows<{ kind: string; message: string }>(
      h.database.db,
      sql`select kind, message from contract_flags where contract_id = ${contractId} order by kind`,
    );
  const kept = async (contractId: string) =>
    (
      await queryRows<{ n: number }>(
        h.database.db,
        sql`select count(*)::int as n from signed_contracts where contract_id = ${contractId}`,
      )
    )[0]!.n;

  /** A code the console gives `approver` for the request the tablet of `seller` makes for this contract today. */
  async function approvalFor(content: SignedContent, seller: Person, approver: Person): Promise<PriceApproval> {
    const request = requestCode(approvalRequestOf(content.contract, seller.id, TODAY));
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/admin/approvals',
      headers: { authorization: approver.authorization },
      payload: { agentId: seller.id, requestCode: request, discountCents: 125_000, day: TODAY },
    });
    expect(res.statusCode, res.body).toBe(200);
    const given = givenApprovalSchema.parse(res.json());
    return {
      request,
      code: given.code,
      discountCents: 125_000,
      day: TODAY,
      lastDay: given.lastDay,
      keyVersion: 1,
      approver: { id: approver.id, name: given.approverName },
      enteredAt: new Date().toISOString(),
    };
  }

  it('refuses a signed copy that names a manager as its preparer (400 naming the field); nothing is kept', async () => {
    const record = await synced(sale('NAMESMGR', jane), jane, manager.agent);
    const res = await handIn(jane, record);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { details: [{ path: 'record.preparedBy.Id' }] } });
    expect(await kept(record.contract.ContractId)).toBe(0);
  });

  it("judges an agent's own copy by the agent's floor: $467.90 below it, flagged", async () => {
    const record = await synced(sale('OWNFLOOR', jane), jane);
    expect((await handIn(jane, record)).statusCode).toBe(201);
    expect(await flags(record.contract.ContractId)).toEqual([
      { kind: 'below-floor', message: "Signed $467.90 below the floor without a manager's approval." },
    ]);
  });

  it("judges a copy the office hands in for an agent by the agent's floor, not the manager's, and says so", async () => {
    const record = await synced(sale('OFFICEIN', jane), jane);
    expect((await handIn(manager, record)).statusCode).toBe(201);
    expect(await flags(record.contract.ContractId)).toEqual([
      { kind: 'below-floor', message: "Signed $467.90 below the floor without a manager's approval." },
      {
        kind: 'preparer-differs',
        message:
          'Signed copy names Jane Demo as its preparer but was handed in by someone else; its price floors were ' +
          'checked for the agent of record.',
      },
    ]);
  });

  it("keeps a manager's own sale, within the manager's floor, without a flag", async () => {
    const record = await synced(sale('MGRSALE', manager), manager);
    expect((await handIn(manager, record)).statusCode).toBe(201);
    expect(await flags(record.contract.ContractId)).toEqual([]);
  });

  it('accepts an approval for a signature on its last day, and refuses one signed the day after', async () => {
    // Noon in Chicago, the tablet's time zone in the fixture.
    const noonOf = (approval: PriceApproval, days: number) =>
      `${toIsoDate(addDays(calendarDateInZone(`${approval.lastDay}T12:00:00Z`)!, days))}T18:00:00.000Z`;

    const approval = await approvalFor(sale('LASTDAY', jane), jane, manager);
    const onTime = await synced(sale('LASTDAY', jane, noonOf(approval, 0)), jane, jane.agent, approval);
    expect((await handIn(jane, onTime)).statusCode).toBe(201);
    expect(await flags(onTime.contract.ContractId)).toEqual([]);

    const lateApproval = await approvalFor(sale('DAYAFTER', jane), jane, manager);
    const late = await synced(sale('DAYAFTER', jane, noonOf(lateApproval, 1)), jane, jane.agent, lateApproval);
    expect((await handIn(jane, late)).statusCode).toBe(201);
    expect(await flags(late.contract.ContractId)).toEqual([
      {
        kind: 'approval-refused',
        message:
          'Signed $467.90 below the floor with an approval that does not stand (said to be from manager Office): ' +
          "the buyer signed after the approval's last day.",
      },
    ]);
  });

  it('refuses to give a manager a code for their own sale (403); another manager and an admin may', async () => {
    const request = requestCode(approvalRequestOf(sale('SELFAPPR', manager).contract, manager.id, TODAY));
    const ask = (who: Person) =>
      h.app.inject({
        method: 'POST',
        url: '/api/admin/approvals',
        headers: { authorization: who.authorization },
        payload: { agentId: manager.id, requestCode: request, discountCents: 125_000, day: TODAY },
      });
    const own = await ask(manager);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ error: { message: expect.stringContaining('your own sale') } });
    expect((await ask(otherManager)).statusCode).toBe(200);
    expect((await ask(admin)).statusCode).toBe(200);
  });

  it("flags a manager's own sale signed with a code the manager gave themselves before this rule", async () => {
    const setFloors = (floors: PriceFloors) =>
      h.app.inject({
        method: 'PUT',
        url: '/api/admin/price-floors',
        headers: { authorization: admin.authorization },
        payload: floors,
      });
    // Floors under which a manager's own 16% needs an approval too.
    await setFloors({ ...FLOORS, manager: { maxDiscountPercent: 10, categoryMinimums: [] } });
    const content = sale('OLDSELF', manager);
    const request = requestCode(approvalRequestOf(content.contract, manager.id, TODAY));
    const lastDay = toIsoDate(addDays(calendarDateInZone(`${TODAY}T12:00:00Z`)!, 1));
    const key = agentApprovalKey(testConfig().jwtSecret, manager.id, 1);
    const code = approvalCode(key, request, 125_000, lastDay, manager.id);
    // As the console wrote it before a manager's own sale was refused.
    await h.database.db.insert(priceApprovals).values({
      requestCode: request,
      code,
      agentId: manager.id,
      approverId: manager.id,
      discountCents: 125_000,
      lastDay,
      keyVersion: 1,
      approvedAt: new Date(),
    });
    const approval: PriceApproval = {
      request,
      code,
      discountCents: 125_000,
      day: TODAY,
      lastDay,
      keyVersion: 1,
      approver: { id: manager.id, name: 'manager Office' },
      enteredAt: new Date().toISOString(),
    };
    const record = await synced(content, manager, manager.agent, approval);
    expect((await handIn(manager, record)).statusCode).toBe(201);
    expect(await flags(record.contract.ContractId)).toEqual([
      {
        kind: 'approval-refused',
        message:
          'Signed $467.90 below the floor with an approval that does not stand (said to be from manager Office): ' +
          "a manager's own sale needs another manager's or an admin's approval.",
      },
    ]);
    await setFloors(FLOORS);
  });
});
