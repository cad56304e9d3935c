// A push is two statements, its read and its write (docs/decisions/072-the-summary-at-commit.md): the search summary
// goes with the write and is kept at commit, after the write's triggers, only while the search row still describes
// that version.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Contract } from '#domain/contract/model';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { createAgent, findUserByEmail } from '../auth/users';
import { queryRows } from '../db/connection';
import { DEMO_AGENT, seedDatabase } from '../db/seed';
import { agentRecord, asContract, attributedTo, contractIdFor } from '../testing/contracts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-database';
import { assignContract } from './assign-contract';
import { pushContract } from './push-contract';

interface SearchRow {
  id: number;
  summary: string | null;
  syncedAt: string;
}

describe.each(databaseKinds())('the write of a version on %s', (kind) => {
  let database: TestDatabase;
  const options = { deviceUserAgent: 'sync-writes-test', pushedBy: '', role: 'agent' as const, now: new Date() };
  let own: (label: string) => Contract;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, { demo: true });
    options.pushedBy = (await findUserByEmail(database.db, DEMO_AGENT.email))!.id;
    const jane = await agentRecord(database.db, options.pushedBy);
    own = (label) => attributedTo(asContract(handWorkedContract(), contractIdFor(label)), jane);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  let minute = 0;
  const at = () => new Date(Date.UTC(2026, 11, 1, 9, (minute += 1)));

  const push = (contract: Contract, base: number | null) =>
    pushContract(database.db, contract, base, { ...options, now: at() });

  /** Every statement the database is sent, counted at its client: node-postgres' pool or PGlite. */
  function countStatements(): () => number {
    const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = vi.spyOn(client, 'query');
    return () => query.mock.calls.length;
  }

  async function searchRow(legacyId: string): Promise<SearchRow> {
    const [row] = await queryRows<SearchRow>(
      database.db,
      sql`select s.contract_id::int as id, s.summary, s.synced_at::text as "syncedAt"
        from contract_search s join contracts c on c.id = s.contract_id where c.legacy_id = ${legacyId}`,
    );
    return row!;
  }

  const pendingRows = async () =>
    Number(
      (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from contract_search_pending`))[0]!.n,
    );

  it('is two statements for a first push and for the next version, and a repeated push is its read alone', async () => {
    const v1 = own('TWOSTMT');
    let statements = countStatements();
    expect(await push(v1, null)).toMatchObject({ status: 'written', version: 1 });
    expect(statements()).toBe(2);
    vi.restoreAllMocks();

    statements = countStatements();
    expect(await push({ ...v1, Notes: 'Second visit' }, 1)).toMatchObject({ status: 'written', version: 2 });
    expect(statements()).toBe(2);
    vi.restoreAllMocks();

    statements = countStatements();
    expect(await push({ ...v1, Notes: 'Second visit' }, 2)).toMatchObject({ status: 'unchanged', version: 2 });
    expect(statements()).toBe(1);
  });

  it('keeps the summary with the id the read took and the version written, and leaves nothing waiting', async () => {
    const v1 = own('ATCOMMIT');
    await push(v1, null);
    const first = await searchRow(v1.ContractId);
    expect(JSON.parse(first.summary!)).toMatchObject({
      Id: String(first.id),
      ContractId: v1.ContractId,
      ServerVersion: 1,
    });
    await push({ ...v1, Customer: { ...v1.Customer, Last: 'Okafor', Name: 'Okafor, Ada' } }, 1);
    const second = await searchRow(v1.ContractId);
    expect(second.id).toBe(first.id);
    expect(JSON.parse(second.summary!)).toMatchObject({
      Id: String(first.id),
      ServerVersion: 2,
      Customer: { Last: 'Okafor' },
    });
    expect(await pendingRows()).toBe(0);
  });

  it('keeps a waiting summary only for the version the search row describes', async () => {
    const v1 = own('MOVEDON');
    await push(v1, null);
    const row = await searchRow(v1.ContractId);
    const keep = (syncedAt: string, summary: string) =>
      database.db.execute(sql`insert into contract_search_pending (contract_id, synced_at, summary, summary_format)
        values (${row.id}, ${syncedAt}::timestamptz, ${summary}, 1)`);

    await keep('2020-01-01T00:00:00Z', '{"from":"an older version"}');
    expect((await searchRow(v1.ContractId)).summary).toBe(row.summary);
    await keep(row.syncedAt, '{"from":"this version"}');
    expect((await searchRow(v1.ContractId)).summary).toBe('{"from":"this version"}');
    expect(await pendingRows()).toBe(0);
  });

  it('keeps the summary of a version written inside a transaction when it commits, as the office’s assignment does', async () => {
    const v1 = own('ASSIGNED');
    await push(v1, null);
    const bobId = await createAgent(database.db, {
      email: 'bob.writes@example.com',
      password: 'a long enough password',
      first: 'Bob',
      last: 'Field',
    });
    const outcome = await assignContract(database.db, {
      contractId: v1.ContractId,
      toUserId: bobId,
      by: { userId: options.pushedBy, label: 'a test' },
      now: at(),
    });
    expect(outcome).toMatchObject({ status: 'assigned', version: 2 });
    expect(JSON.parse((await searchRow(v1.ContractId)).summary!)).toMatchObject({
      ServerVersion: 2,
      Agent: { Id: bobId, First: 'Bob', Last: 'Field' },
    });
    expect(await pendingRows()).toBe(0);
  });
});
