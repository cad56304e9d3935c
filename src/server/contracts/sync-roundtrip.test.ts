// Property: any contract the domain can build, pushed and then downloaded,
// comes back as it was sent (sync stamps aside; a line at Quantity 0 comes
// back from its work scope at Quantity 0 with difficulty 1). Through
// pushContract and downloadContract, not HTTP, to keep a thousand runs quick.
// And the search lists it, from the summary the sync stored, exactly as its
// rows give it.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractDownloadResponseSchema } from '#api/contract-calls';
import { areaTotal, feetOf, roomTotal } from '#domain/calculators/area';
import type { Agent, Contract } from '#domain/contract/model';
import { contractArbitrary } from '#domain/testing/arbitraries';
import { queryRows } from '../db/connection';
import { findUserByEmail } from '../auth/users';
import { DEMO_AGENT, seedDatabase } from '../db/seed';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-database';
import { downloadContract } from './contract-download';
import { pushContract } from './push-contract';
import { buildSummaries } from './search-summaries';
import { agentRecord, attributedTo, expectedAfterSync, withoutSyncStamps } from '../testing/contracts';

const RUNS = { pglite: 1000, postgres: 1000 } as const;

// The domain's arbitrary leaves notes, addresses, agents and rooms at their
// blank defaults; fill them with any text a person could type (emoji,
// accents, quotes, backslashes) so the round trip covers every column.
const text = fc.string({ unit: 'grapheme', maxLength: 40 }).filter((value) => !value.includes('\u0000'));
const agent: fc.Arbitrary<Agent> = fc.record({
  Id: fc.uuid(),
  First: text,
  Last: text,
  Email: fc.emailAddress(),
  Display: text,
});
const room = fc.record({
  RoomName: text,
  // Inches, so that rooms measured to the inch (14' 7" is 14.5833 ft) cross the cloud as they left.
  Width: fc.integer({ min: 0, max: 4800 }),
  Length: fc.integer({ min: 0, max: 4800 }),
});
const extras = fc.record({
  description: text,
  notes: text,
  address: text,
  city: text,
  customerNotes: text,
  treatmentNotes: fc.array(text, { maxLength: 8 }),
  agent: fc.option(agent),
  creator: fc.option(agent),
  rooms: fc.array(room, { minLength: 1, maxLength: 4 }),
  olderBuyer: fc.option(fc.boolean(), { nil: undefined }),
  language: fc.option(fc.constant('es' as const), { nil: undefined }),
  rules: fc.option(fc.constantFrom('US-1', 'CA-1', 'MD-12'), { nil: undefined }),
  date: fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true }),
});

const richContract: fc.Arbitrary<Contract> = fc.tuple(contractArbitrary, extras).map(([contract, extra]) => {
  const rooms = extra.rooms.map((spec, index) => {
    const measured = { Width: feetOf(spec.Width), Length: feetOf(spec.Length) };
    return {
      Id: `${contract.ContractId}-room${index}`,
      RoomName: spec.RoomName,
      ...measured,
      Total: roomTotal(measured),
    };
  });
  let projectIndex = 0;
  return {
    ...contract,
    Description: extra.description,
    Notes: extra.notes,
    Date: extra.date.toISOString(),
    ...(extra.olderBuyer === undefined ? {} : { OlderBuyer: extra.olderBuyer }),
    ...(extra.language === undefined ? {} : { Language: extra.language }),
    ...(extra.rules === undefined ? {} : { Rules: extra.rules }),
    Customer: { ...contract.Customer, Address1: extra.address, City: extra.city, Notes: extra.customerNotes },
    Agent: extra.agent,
    Creator: extra.creator,
    Area: { Total: areaTotal(rooms), AreaRoom: rooms },
    Goals: contract.Goals.map((goal) => ({
      ...goal,
      Projects: goal.Projects.map((project) => ({
        ...project,
        TreatmentNotes: extra.treatmentNotes[projectIndex++] ?? '',
      })),
    })),
  };
});

describe.each(databaseKinds())('sync then download on %s', (kind) => {
  let database: TestDatabase;
  let pushedBy: string;
  let jane: Agent;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, { demo: true });
    pushedBy = (await findUserByEmail(database.db, DEMO_AGENT.email))!.id;
    jane = await agentRecord(database.db, pushedBy);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it(`gives back every random contract as it was pushed (${RUNS[kind]} runs)`, async () => {
    const versions = new Map<string, number>();
    let second = 0;
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(richContract, async (generated) => {
        // The cloud keeps its own agent and creator (attribution.ts): the pusher's, on a first push.
        const contract = attributedTo(generated, jane);
        const now = new Date(Date.UTC(2026, 11, 1) + (second += 1) * 1000);
        const outcome = await pushContract(database.db, contract, versions.get(contract.ContractId) ?? null, {
          deviceUserAgent: 'property-test',
          pushedBy,
          role: 'agent',
          now,
        });
        if (outcome.status !== 'written' && outcome.status !== 'unchanged') {
          throw new Error(`push refused: ${JSON.stringify(outcome).slice(0, 500)}`);
        }
        versions.set(contract.ContractId, outcome.version);
        const downloaded = await downloadContract(database.db, contract.ContractId);
        expect(downloaded).not.toBeNull();
        contractDownloadResponseSchema.parse(downloaded);
        expect(downloaded!.version).toBe(outcome.version);
        expect(downloaded!.contract.ServerVersion).toBe(outcome.version);
        expect(downloaded!.contract.SyncDate).toBe(outcome.syncedAt);
        expect(withoutSyncStamps(downloaded!.contract)).toEqual(expectedAfterSync(contract));
        // The search lists it as its rows give it, from the summary the sync stored.
        const [stored] = await queryRows<{ id: number; summary: string | null }>(
          database.db,
          sql`select contract_id::int as id, summary from contract_search where contract_id = ${Number(downloaded!.contract.Id)}`,
        );
        expect(stored!.summary).toBe((await buildSummaries(database.db, [stored!.id])).get(stored!.id)?.summary);
      }),
      { numRuns: RUNS[kind] },
    );
    const seconds = (performance.now() - started) / 1000;
    const [counted] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from contracts`);
    expect(counted!.n).toBe(versions.size);
    // A generous bound: the point is to notice a sync that became many times slower.
    expect(seconds).toBeLessThan(240);
  }, 300_000);
});
