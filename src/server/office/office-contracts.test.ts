// The office's list and its export over contracts written as a company's database holds them, on both databases:
// the export walks every contract that matches once, newest first, across pages whose edges fall among contracts
// made in the same second; the list counts what its filters match (a branch, an agent, a state) and nothing else.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent } from '../auth/users';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-database';
import { allOfficeContracts, listOfficeContracts } from './office-contracts';

/** Contract ids by when they were made: four in one second, then three a day apart. */
const MADE = [
  ['K00000000001', '2026-11-20T15:00:00.000Z'],
  ['K00000000002', '2026-11-23T15:00:00.000Z'],
  ['K00000000003', '2026-11-25T18:30:00.000Z'],
  ['K00000000004', '2026-11-25T18:30:00.000Z'],
  ['K00000000005', '2026-11-25T18:30:00.000Z'],
  ['K00000000006', '2026-11-25T18:30:00.000Z'],
  ['K00000000007', '2026-11-26T09:00:00.000Z'],
] as const;

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

describe.each(databaseKinds())('the office’s contracts list and export, on %s', (kind) => {
  let database: TestDatabase;
  let north: string;
  let south: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    const agentIn = async (first: string, last: string, branch: string) => {
      const email = `${first.toLowerCase()}@example.com`;
      const id = await createAgent(db, { email, password: 'a long enough password', first, last, role: 'agent' });
      await db.execute(sql`UPDATE agents SET branch = ${branch} WHERE user_id = ${id}`);
      return id;
    };
    north = await agentIn('Nora', 'North', 'Eau Claire');
    south = await agentIn('Sam', 'South', 'Madison');
    for (const [index, [contractId, madeAt]] of MADE.entries()) {
      const agent = index % 2 === 0 ? north : south;
      await db.execute(sql`INSERT INTO customers (id, first, last, name)
        VALUES (${`customer-${contractId}`}, 'Dana', ${`Whitfield${index}`}, ${`Whitfield${index}, Dana`})`);
      await db.execute(sql`INSERT INTO contracts (legacy_id, created_at, modified_at, synced_at, customer_id, agent_id,
          description, total, discount, coupon_pct, coupon_amt, deposit, net_due, area_total, version, content_hash,
          save_state)
        VALUES (${contractId}, ${madeAt}, ${madeAt}, ${madeAt}, ${`customer-${contractId}`}, ${agent},
          ${`Attic ${index + 1}`}, 1500 + ${index}, 0, 0, 0, 0, 1500 + ${index}, 0, 1, 'test',
          ${index === 6 ? 'draft' : 'saved'})`);
    }
  });
  afterAll(() => database?.dispose());

  it('exports every contract once, newest first, however the pages fall among contracts made in one second', async () => {
    const newestFirst = (await listOfficeContracts(database.db, {}, 1, 50)).contracts.map((c) => c.contractId);
    expect(newestFirst[0]).toBe('K00000000007');
    expect(newestFirst.slice(-2)).toEqual(['K00000000002', 'K00000000001']);
    for (const pageSize of [1, 2, 3, 4, 7, 1000]) {
      const exported = await collect(allOfficeContracts(database.db, {}, pageSize));
      expect(
        exported.map((c) => c.contractId),
        `pages of ${pageSize}`,
      ).toEqual(newestFirst);
    }
  });

  it('exports only what the filters match, across pages', async () => {
    const madison = await collect(allOfficeContracts(database.db, { branch: 'Madison' }, 2));
    expect(madison.map((c) => c.contractId).sort()).toEqual(['K00000000002', 'K00000000004', 'K00000000006']);
    const saved = await collect(allOfficeContracts(database.db, { state: 'saved', agent: north }, 1));
    expect(saved.map((c) => c.contractId).sort()).toEqual(['K00000000001', 'K00000000003', 'K00000000005']);
  });

  it('counts what a branch, an agent or a state matches, with every contract’s customer and agent on its row', async () => {
    const all = await listOfficeContracts(database.db, {}, 1, 2);
    expect([all.total, all.contracts.length]).toEqual([7, 2]);
    expect(all.contracts[0]).toMatchObject({
      contractId: 'K00000000007',
      customer: 'Dana Whitfield6',
      agent: { id: north, name: 'Nora North' },
      branch: 'Eau Claire',
      state: 'draft',
      netDue: 1506,
    });
    expect((await listOfficeContracts(database.db, { branch: 'Eau Claire' }, 1)).total).toBe(4);
    expect((await listOfficeContracts(database.db, { branch: 'Nowhere' }, 1)).total).toBe(0);
    expect((await listOfficeContracts(database.db, { agent: south }, 1)).total).toBe(3);
    expect((await listOfficeContracts(database.db, { state: 'draft' }, 1)).total).toBe(1);
    expect((await listOfficeContracts(database.db, { q: 'whitfield3' }, 1)).contracts.map((c) => c.contractId)).toEqual(
      ['K00000000004'],
    );
  });
});
