// The sync's concurrency paths. On PostgreSQL a second connection holds
// an uncommitted contract row while a sync tries to create the same contract,
// so the "created by someone else a moment ago" path runs for certain.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent, Contract } from '#domain/contract/model';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { queryRows } from '../db/connection';
import { findUserByEmail } from '../auth/users';
import { DEMO_AGENT, seedDatabase } from '../db/seed';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-database';
import { downloadContract } from './contract-download';
import { pushContract } from './push-contract';
import { contentHash } from './content-hash';
import {
  agentRecord,
  asContract,
  attributedTo,
  contractIdFor,
  expectedAfterSync,
  withoutSyncStamps,
} from '../testing/contracts';

const now = new Date('2026-12-01T10:00:00.000Z');

describe.each(databaseKinds())('pushContract on %s', (kind) => {
  let database: TestDatabase;
  /** Pushed by the demo agent, whose contracts these are. */
  const options = { deviceUserAgent: 'sync-test', pushedBy: '', role: 'agent' as const, now };
  let jane: Agent;
  const own = (label: string) => attributedTo(asContract(handWorkedContract(), contractIdFor(label)), jane);
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, { demo: true });
    options.pushedBy = (await findUserByEmail(database.db, DEMO_AGENT.email))!.id;
    jane = await agentRecord(database.db, options.pushedBy);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const countOf = async (query: ReturnType<typeof sql>) =>
    Number((await queryRows<{ n: number }>(database.db, query))[0]!.n);

  it('leaves one contract when many copies of each of several contracts arrive at once', async () => {
    const contracts = ['PAR1', 'PAR2', 'PAR3'].map((label) => own(label));
    const outcomes = await Promise.all(
      contracts.flatMap((contract) => [1, 2, 3].map(() => pushContract(database.db, contract, null, options))),
    );
    for (const [index, contract] of contracts.entries()) {
      const mine = outcomes.slice(index * 3, index * 3 + 3);
      expect(mine.map((outcome) => outcome.status).sort()).toEqual(['unchanged', 'unchanged', 'written']);
      expect(mine.every((outcome) => 'version' in outcome && outcome.version === 1)).toBe(true);
      expect(await countOf(sql`select count(*) as n from contracts where legacy_id = ${contract.ContractId}`)).toBe(1);
      expect(
        await countOf(sql`select count(*) as n from goals g join contracts c on c.id = g.contract_id
        where c.legacy_id = ${contract.ContractId}`),
      ).toBe(2);
    }
  });

  // A race only a second connection can set up: PostgreSQL only.
  if (kind === 'postgres')
    it('joins a contract created by another connection a moment before, writing nothing on conflict', async () => {
      const cloud = own('RACEPG');
      const device: Contract = {
        ...cloud,
        Notes: 'the device wrote this',
        Customer: { ...cloud.Customer, Id: 'device-only-customer' },
      };
      const other = new pg.Client({ connectionString: database.url });
      await other.connect();
      try {
        await other.query('begin');
        await other.query(`insert into customers (id, last) values ($1, 'Cloud')`, [cloud.Customer.Id]);
        await other.query(
          `insert into contracts (legacy_id, created_at, modified_at, synced_at, customer_id, total, discount,
        coupon_pct, coupon_amt, deposit, net_due, area_total, version, content_hash, created_by)
        values ($1, now(), now(), now(), $2, 0, 0, 0, 0, 0, 0, 0, 1, $3, $4)`,
          [cloud.ContractId, cloud.Customer.Id, contentHash(cloud), options.pushedBy],
        );
        const pending = pushContract(database.db, device, null, options);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await other.query('commit');
        const outcome = await pending;
        expect(outcome.status).toBe('conflict');
        if (outcome.status === 'conflict') expect(outcome.cloud.version).toBe(1);
        expect(await countOf(sql`select count(*) as n from customers where id = 'device-only-customer'`)).toBe(0);
        expect(await countOf(sql`select count(*) as n from contracts where legacy_id = ${cloud.ContractId}`)).toBe(1);

        // The same race with the very document the other connection stored: answered unchanged.
        const same = own('RACEPG2');
        await other.query('begin');
        await other.query(`insert into customers (id) values ($1)`, [same.Customer.Id]);
        await other.query(
          `insert into contracts (legacy_id, created_at, modified_at, synced_at, customer_id, total, discount,
        coupon_pct, coupon_amt, deposit, net_due, area_total, version, content_hash, created_by)
        values ($1, now(), now(), now(), $2, 0, 0, 0, 0, 0, 0, 0, 1, $3, $4)`,
          [same.ContractId, same.Customer.Id, contentHash(same), options.pushedBy],
        );
        const pendingSame = pushContract(database.db, same, null, options);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await other.query('commit');
        expect((await pendingSame).status).toBe('unchanged');
      } finally {
        await other.end();
      }
    });

  it('refuses a stale base without touching the stored document', async () => {
    const v1 = own('STALE');
    expect(await pushContract(database.db, v1, null, options)).toMatchObject({ status: 'written', version: 1 });
    const v2 = { ...v1, Notes: 'v2' };
    expect(await pushContract(database.db, v2, 1, options)).toMatchObject({ status: 'written', version: 2 });
    const stale = { ...v1, Notes: 'stale', Customer: { ...v1.Customer, City: 'Elsewhere' } };
    const outcome = await pushContract(database.db, stale, 1, options);
    expect(outcome.status).toBe('conflict');
    const downloaded = await downloadContract(database.db, v1.ContractId);
    expect(downloaded!.version).toBe(2);
    expect(withoutSyncStamps(downloaded!.contract)).toEqual(expectedAfterSync(v2));
  });

  it('writes one of two changes based on the same version and answers the other with the cloud copy', async () => {
    const v1 = own('TWOCHANGES');
    await pushContract(database.db, v1, null, options);
    const changes = [
      { ...v1, Notes: 'from tablet A' },
      { ...v1, Notes: 'from tablet B', Customer: { ...v1.Customer, City: 'Elsewhere' } },
    ];
    const outcomes = await Promise.all(changes.map((change) => pushContract(database.db, change, 1, options)));
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['conflict', 'written']);
    const winner = changes[outcomes.findIndex((outcome) => outcome.status === 'written')]!;
    const loser = outcomes.find((outcome) => outcome.status === 'conflict');
    if (loser?.status === 'conflict') expect(loser.cloud.contract.Notes).toBe(winner.Notes);
    const versions = await queryRows<{ version: number; notes: string }>(
      database.db,
      sql`select v.version, v.document->>'Notes' as notes from contract_versions v
        join contracts c on c.id = v.contract_id where c.legacy_id = ${v1.ContractId} order by v.version`,
    );
    expect(versions).toEqual([
      { version: 1, notes: v1.Notes },
      { version: 2, notes: winner.Notes },
    ]);
    expect(withoutSyncStamps((await downloadContract(database.db, v1.ContractId))!.contract)).toEqual(
      expectedAfterSync(winner),
    );
  });

  it('replaces the rows of a version with those of the next, same ids, and keeps its search summary', async () => {
    const v1 = own('REPLACED');
    await pushContract(database.db, v1, null, options);
    const [first, second] = v1.Goals;
    const v2 = { ...v1, Goals: [{ ...second!, Name: 'Now first' }, first!] };
    expect(await pushContract(database.db, v2, 1, options)).toMatchObject({ status: 'written', version: 2 });
    expect(withoutSyncStamps((await downloadContract(database.db, v1.ContractId))!.contract)).toEqual(
      expectedAfterSync(v2),
    );
    const [search] = await queryRows<{ summary: string | null }>(
      database.db,
      sql`select s.summary from contract_search s join contracts c on c.id = s.contract_id
        where c.legacy_id = ${v1.ContractId}`,
    );
    expect(JSON.parse(search!.summary!)).toMatchObject({ ContractId: v1.ContractId, ServerVersion: 2 });
  });

  it('accepts a re-push whose customer has a new id, and forgets the old customer row', async () => {
    const v1 = own('NEWCUST');
    expect(await pushContract(database.db, v1, null, options)).toMatchObject({ status: 'written', version: 1 });
    const v2 = { ...v1, Customer: { ...v1.Customer, Id: 'retyped-customer-id', City: 'Madison' } };
    expect(await pushContract(database.db, v2, 1, options)).toMatchObject({ status: 'written', version: 2 });
    const downloaded = await downloadContract(database.db, v1.ContractId);
    expect(downloaded!.contract.Customer).toMatchObject({ Id: 'retyped-customer-id', City: 'Madison' });
    expect(await countOf(sql`select count(*) as n from customers where id = ${v1.Customer.Id}`)).toBe(0);
  });

  it("refuses a re-push whose new customer id is another contract's customer, with 400 and the id", async () => {
    const other = own('OTHERCUST');
    await pushContract(database.db, other, null, options);
    const mine = own('TAKERCUST');
    await pushContract(database.db, mine, null, options);
    const taking = { ...mine, Customer: { ...mine.Customer, Id: other.Customer.Id } };
    const outcome = await pushContract(database.db, taking, 1, options);
    expect(outcome).toMatchObject({ status: 'rejected', code: 'BAD_REQUEST' });
    expect(outcome).toMatchObject({ message: `Ids already used by another contract: customer ${other.Customer.Id}` });
  });

  it("knows a draft from a saved contract and the day it was saved, and keeps an older app's silence", async () => {
    const stateOf = async (contractId: string) =>
      (
        await queryRows<{ save_state: string | null; saved_at: number | null }>(
          database.db,
          sql`select save_state, extract(epoch from saved_at)::float8 as saved_at
              from contracts where legacy_id = ${contractId}`,
        )
      )[0];
    const draft = { ...own('DRAFTSAVE'), Saved: null };
    await pushContract(database.db, draft, null, options);
    expect(await stateOf(draft.ContractId)).toEqual({ save_state: 'draft', saved_at: null });
    expect((await downloadContract(database.db, draft.ContractId))!.contract.Saved).toBeNull();

    const saved = { ...draft, Saved: { At: '2026-11-19T21:00:00.000Z', Content: 'abc123' } };
    await pushContract(database.db, saved, 1, options);
    expect(await stateOf(draft.ContractId)).toEqual({
      save_state: 'saved',
      saved_at: Date.parse('2026-11-19T21:00:00.000Z') / 1000,
    });
    expect((await downloadContract(database.db, draft.ContractId))!.contract.Saved).toEqual(saved.Saved);

    const { Saved: _unsaid, ...older } = own('OLDERAPP');
    await pushContract(database.db, older, null, options);
    expect((await stateOf(older.ContractId))?.save_state).toBeNull();
    expect((await downloadContract(database.db, older.ContractId))!.contract).not.toHaveProperty('Saved');
  });
});
