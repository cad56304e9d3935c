// The search lists each contract from the summary kept in its search row
// (docs/decisions/033-search-at-a-million-contracts.md): whatever changes a
// contract outside a sync clears it, the next search lists the change and
// keeps the new summary, and a summary read before a change is never
// written back after it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contract } from '#domain/contract/model';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { findUserByEmail } from '../auth/users';
import { queryRows } from '../db/connection';
import { DEMO_AGENT, seedDatabase } from '../db/seed';
import { asContract, contractIdFor } from '../testing/contracts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-database';
import { searchContracts } from './contract-search';
import { pushContract } from './push-contract';
import { buildSummaries, keepSummaries, SUMMARY_FORMAT } from './search-summaries';

interface SearchRow {
  id: number;
  summary: string | null;
  format: number | null;
  changes: number;
}

describe.each(databaseKinds())('search summaries on %s', (kind) => {
  let database: TestDatabase;
  let pushedBy: string;
  let agentId: string;
  let second = 0;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, { demo: true });
    const agent = (await findUserByEmail(database.db, DEMO_AGENT.email))!;
    pushedBy = agent.id;
    agentId = agent.id;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  async function push(label: string, edit: (contract: Contract) => Contract = (contract) => contract) {
    const contract = edit(asContract(handWorkedContract(), contractIdFor(label)));
    const outcome = await pushContract(database.db, contract, null, {
      deviceUserAgent: 'test',
      pushedBy,
      role: 'agent',
      now: new Date(Date.UTC(2026, 10, 2) + (second += 60) * 1000),
    });
    expect(outcome.status).toBe('written');
    return contract;
  }

  async function searchRow(legacyId: string): Promise<SearchRow> {
    const [row] = await queryRows<SearchRow>(
      database.db,
      sql`select s.contract_id::int as id, s.summary, s.summary_format as format, s.changes
        from contract_search s join contracts c on c.id = s.contract_id where c.legacy_id = ${legacyId}`,
    );
    return row!;
  }

  async function listed(last: string): Promise<Contract[]> {
    const page = await searchContracts(database.db, { last, page: 1 });
    return page.summaries.map((summary) => JSON.parse(summary) as Contract);
  }

  it('keeps the summary a sync writes, and lists the contract from it', async () => {
    const sent = await push('SUM1', (contract) => ({
      ...contract,
      Customer: { ...contract.Customer, Last: 'Summerfield', Name: 'Summerfield, Anna' },
    }));
    const row = await searchRow(sent.ContractId);
    expect(row.format).toBe(SUMMARY_FORMAT);
    expect(JSON.parse(row.summary!)).toMatchObject({ ContractId: sent.ContractId, Goals: [], ServerVersion: 1 });
    expect(row.summary).toBe((await buildSummaries(database.db, [row.id])).get(row.id)!.summary);
    const [item] = await listed('summerfield');
    expect(item).toMatchObject({ ContractId: sent.ContractId, Customer: { Last: 'Summerfield' } });
  });

  it('lists a change made outside a sync to the contract, its customer or its rooms, then keeps the new summary', async () => {
    const sent = await push('SUM2', (contract) => ({
      ...contract,
      Customer: { ...contract.Customer, Last: 'Outsider', Name: 'Outsider, Anna' },
      Area: {
        Total: 320,
        AreaRoom: [
          { Id: 'SUM2-room-1', RoomName: 'Attic', Width: 10, Length: 20, Total: 200 },
          { Id: 'SUM2-room-2', RoomName: 'Bath', Width: 10, Length: 12, Total: 120 },
        ],
      },
    }));
    // As a server of the previous version, or a hand-made fix, would write them.
    const changes = [
      sql`update contracts set notes = 'Call before noon', total = 4321.5 where legacy_id = ${sent.ContractId}`,
      sql`update customers set city = 'Kettering' where id = ${sent.Customer.Id}`,
      sql`update rooms set name = 'Den' where id = ${sent.Area.AreaRoom[0]!.Id}`,
      sql`delete from rooms where id = ${sent.Area.AreaRoom[1]!.Id}`,
    ];
    for (const change of changes) {
      expect((await searchRow(sent.ContractId)).summary).not.toBeNull();
      await database.db.execute(change);
      expect((await searchRow(sent.ContractId)).summary).toBeNull();
      const [item] = await listed('outsider');
      expect(JSON.parse((await searchRow(sent.ContractId)).summary!)).toEqual(item);
    }
    expect((await listed('outsider'))[0]).toMatchObject({
      Notes: 'Call before noon',
      Customer: { City: 'Kettering' },
      Values: { Total: 4321.5 },
      Area: { AreaRoom: [{ Id: 'SUM2-room-1', RoomName: 'Den' }] },
    });
    expect((await searchRow(sent.ContractId)).changes).toBe(changes.length);
  });

  it('lists the agent by the name the cloud has now, for a contract stored without a snapshot of them', async () => {
    const sent = await push('SUM3', (contract) => ({
      ...contract,
      Customer: { ...contract.Customer, Last: 'Agentless', Name: 'Agentless, Anna' },
      Agent: null,
      Creator: null,
    }));
    // A contract from the original product: its agent only as an id, with no snapshot of them.
    await database.db.execute(
      sql`update contracts set agent_id = ${agentId}, agent_snapshot = null where legacy_id = ${sent.ContractId}`,
    );
    expect((await listed('agentless'))[0]!.Agent).toMatchObject({ Id: agentId, First: DEMO_AGENT.first });
    expect((await searchRow(sent.ContractId)).summary).not.toBeNull();
    await database.db.execute(sql`update agents set first = 'Janet' where user_id = ${agentId}`);
    expect((await searchRow(sent.ContractId)).summary).toBeNull();
    expect((await listed('agentless'))[0]!.Agent).toMatchObject({ First: 'Janet' });
    await database.db.execute(sql`update users set email = 'janet@example.com' where id = ${agentId}`);
    expect((await listed('agentless'))[0]!.Agent).toMatchObject({ Email: 'janet@example.com' });
    await database.db.execute(sql`update users set email = ${DEMO_AGENT.email} where id = ${agentId}`);
    await database.db.execute(sql`update agents set first = ${DEMO_AGENT.first} where user_id = ${agentId}`);
  });

  it('does not write back a summary read before the row changed', async () => {
    const sent = await push('SUM4', (contract) => ({
      ...contract,
      Customer: { ...contract.Customer, Last: 'Racer', Name: 'Racer, Anna' },
    }));
    await database.db.execute(sql`update contracts set notes = 'First change' where legacy_id = ${sent.ContractId}`);
    const { id } = await searchRow(sent.ContractId);
    const readEarly = (await buildSummaries(database.db, [id])).get(id)!;
    // Another change lands between the search's read and its write.
    await database.db.execute(sql`update contracts set notes = 'Second change' where legacy_id = ${sent.ContractId}`);
    await keepSummaries(database.db, [readEarly]);
    expect((await searchRow(sent.ContractId)).summary).toBeNull();
    expect((await listed('racer'))[0]!.Notes).toBe('Second change');
  });

  it('builds again a summary stored by a server that listed contracts another way', async () => {
    const sent = await push('SUM5', (contract) => ({
      ...contract,
      Customer: { ...contract.Customer, Last: 'Oldformat', Name: 'Oldformat, Anna' },
    }));
    await database.db.execute(sql`update contract_search set summary = '{"ContractId":"stale"}', summary_format = 0
      where contract_id = (select id from contracts where legacy_id = ${sent.ContractId})`);
    expect((await listed('oldformat'))[0]!.ContractId).toBe(sent.ContractId);
    expect((await searchRow(sent.ContractId)).format).toBe(SUMMARY_FORMAT);
  });

  it('still answers when the summaries cannot be stored, and says why', async () => {
    const sent = await push('SUM6', (contract) => ({
      ...contract,
      Customer: { ...contract.Customer, Last: 'Readonly', Name: 'Readonly, Anna' },
    }));
    await database.db.execute(sql`update contracts set notes = 'Changed' where legacy_id = ${sent.ContractId}`);
    const failures: unknown[] = [];
    // A database that takes no writes, as a read-only replica would.
    const readOnly = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === 'execute')
          return () => Promise.reject(new Error('cannot execute UPDATE in a read-only transaction'));
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const page = await searchContracts(readOnly, { last: 'readonly', page: 1 }, (error) => failures.push(error));
    expect(JSON.parse(page.summaries[0]!)).toMatchObject({ Notes: 'Changed' });
    expect(failures).toHaveLength(1);
  });
});
