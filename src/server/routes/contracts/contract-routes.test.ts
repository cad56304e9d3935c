import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contractDownloadResponseSchema,
  contractSearchResponseSchema,
  syncConflictErrorSchema,
  syncResponseSchema,
} from '#api/contract-calls';
import { apiErrorSchema } from '#api/error';
import { addProject, removeGoal, removeProject, updateCalculation } from '#domain/contract/edits';
import { projectFromWorkScope } from '#domain/contract/factories';
import type { Contract } from '#domain/contract/model';
import { recalculate } from '#domain/contract/totals';
import { contractArbitrary } from '#domain/testing/arbitraries';
import { scope, sequentialIds } from '#domain/testing/builders';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { findUserByEmail } from '../../auth/users';
import { asContract, attributedTo, contractIdFor, expectedAfterSync, withoutSyncStamps } from '../../testing/contracts';
import { startContractsApi, type ContractsApi } from '../../testing/contracts-api';
import { queryRows, type AppDatabase } from '../../db/connection';
import { DEMO_AGENT } from '../../db/seed';
import { databaseKinds } from '../../testing/test-database';
import { CONFLICT_MESSAGE } from './push-answer';

/** A fixture contract with a real customer, under its own ContractId and client ids. */
function handWorked(label: string): Contract {
  const contract = handWorkedContract();
  return asContract(
    {
      ...contract,
      Description: 'Attic and crawlspace',
      Customer: { ...contract.Customer, First: 'Anna', Last: 'Kowalski', Name: 'Kowalski, Anna', City: 'Dayton' },
    },
    contractIdFor(label),
  );
}

async function count(db: AppDatabase, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, query);
  return Number(row!.n);
}

/** Rows of every child table that belong to one contract. */
async function childCounts(db: AppDatabase, contractId: string) {
  const contract = sql`(select id from contracts where legacy_id = ${contractId})`;
  return {
    contracts: await count(db, sql`select count(*) as n from contracts where legacy_id = ${contractId}`),
    rooms: await count(db, sql`select count(*) as n from rooms where contract_id = ${contract}`),
    goals: await count(db, sql`select count(*) as n from goals where contract_id = ${contract}`),
    projects: await count(
      db,
      sql`select count(*) as n from projects p join goals g on g.id = p.goal_id where g.contract_id = ${contract}`,
    ),
    calculations: await count(
      db,
      sql`select count(*) as n from calculations c join projects p on p.id = c.project_id
      join goals g on g.id = p.goal_id where g.contract_id = ${contract}`,
    ),
  };
}

describe.each(databaseKinds())('contracts API on %s', (kind) => {
  let h: ContractsApi;
  beforeAll(async () => {
    h = await startContractsApi(kind);
  });
  afterAll(async () => {
    await h?.app.close();
    await h?.database.dispose();
  });

  const put = (
    contract: Contract,
    baseVersion: number | null,
    path = contract.ContractId,
  ): Promise<LightMyRequestResponse> =>
    h.app.inject({
      method: 'PUT',
      url: `/api/contracts/${path}`,
      headers: { authorization: h.authorization, 'user-agent': 'test-tablet' },
      payload: { contract, baseVersion },
    });
  const get = (contractId: string) =>
    h.app.inject({ method: 'GET', url: `/api/contracts/${contractId}`, headers: { authorization: h.authorization } });
  const download = async (contractId: string) => {
    const res = await get(contractId);
    expect(res.statusCode).toBe(200);
    return contractDownloadResponseSchema.parse(res.json());
  };
  const errorOf = (res: LightMyRequestResponse) => apiErrorSchema.parse(res.json()).error;

  it('needs an access token on search, download and sync', async () => {
    const contract = handWorked('AUTH');
    const answers = await Promise.all([
      h.app.inject({ method: 'GET', url: '/api/contracts?last=x' }),
      h.app.inject({ method: 'GET', url: `/api/contracts/${contract.ContractId}` }),
      h.app.inject({
        method: 'PUT',
        url: `/api/contracts/${contract.ContractId}`,
        payload: { contract, baseVersion: null },
      }),
      h.app.inject({
        method: 'PUT',
        url: `/api/contracts/${contract.ContractId}`,
        headers: { authorization: 'Bearer not-a-token' },
        payload: { contract, baseVersion: null },
      }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).code).toBe('UNAUTHORIZED');
    }
    expect(
      await count(h.database.db, sql`select count(*) as n from contracts where legacy_id = ${contract.ContractId}`),
    ).toBe(0);
  });

  it('creates a contract on its first push and gives back what was sent, its agent and creator the pusher', async () => {
    const contract = handWorked('FIRST');
    const res = await put(contract, null);
    expect(res.statusCode).toBe(200);
    const answer = syncResponseSchema.parse(res.json());
    expect(answer).toEqual({ contractId: contract.ContractId, version: 1, syncedAt: expect.any(String) as string });

    const downloaded = await download(contract.ContractId);
    expect(downloaded.version).toBe(1);
    expect(downloaded.syncedAt).toBe(answer.syncedAt);
    expect(downloaded.contract.ServerVersion).toBe(1);
    expect(downloaded.contract.SyncDate).toBe(answer.syncedAt);
    expect(downloaded.contract.Id).toMatch(/^\d+$/);
    expect(downloaded.contract.Goals.map((goal) => goal.Id)).toEqual(contract.Goals.map((goal) => goal.Gid));
    expect(withoutSyncStamps(downloaded.contract)).toEqual(expectedAfterSync(attributedTo(contract, h.jane)));
    expect(downloaded.contract.Values.Total).toBe(7821);
    const [stored] = await queryRows<{ created_by_device: string; agent_id: string | null }>(
      h.database.db,
      sql`select created_by_device, agent_id from contracts where legacy_id = ${contract.ContractId}`,
    );
    expect(stored).toEqual({ created_by_device: 'test-tablet', agent_id: h.jane.Id });
  });

  it("names the pusher as agent and creator on a first push, in the cloud's own words, and refuses a stranger", async () => {
    const user = await findUserByEmail(h.database.db, DEMO_AGENT.email);
    const asTyped = { Id: user!.id, First: 'Jane', Last: 'Demo', Email: DEMO_AGENT.email, Display: 'Queen of Attics' };
    const contract = { ...handWorked('AGENT'), Agent: asTyped, Creator: null };
    expect((await put(contract, null)).statusCode).toBe(200);
    const downloaded = await download(contract.ContractId);
    expect(downloaded.contract.Agent).toEqual(h.jane);
    expect(downloaded.contract.Creator).toEqual(h.jane);
    expect(h.jane.Display).not.toBe('Queen of Attics');
    const [stored] = await queryRows<{ agent_id: string | null; creator_id: string | null }>(
      h.database.db,
      sql`select agent_id, creator_id from contracts where legacy_id = ${contract.ContractId}`,
    );
    expect(stored).toEqual({ agent_id: user!.id, creator_id: user!.id });

    // A made-up agent or creator on a first push: 403, and nothing stored.
    const stranger = { Id: 'legacy-agent-7', First: 'Old', Last: 'Timer', Email: 'old@example.com', Display: 'OT' };
    for (const [label, forged] of [
      ['FORGEDA', { Agent: stranger }],
      ['FORGEDC', { Creator: stranger }],
    ] as const) {
      const res = await put({ ...handWorked(label), ...forged }, null);
      expect(res.statusCode, res.body).toBe(403);
      expect(errorOf(res)).toMatchObject({
        code: 'FORBIDDEN',
        message: expect.stringContaining('you are signed in as') as string,
      });
      expect(
        await count(h.database.db, sql`select count(*) as n from contracts where legacy_id = ${contractIdFor(label)}`),
      ).toBe(0);
    }
  });

  it('stores only lines above Quantity 0 and rebuilds the others from the work scope', async () => {
    let contract = handWorked('QZERO');
    const goal = contract.Goals[1]!;
    const unselected = goal.Projects[1]!; // C1-06: 1 x 2,195 and 0 x 325
    const zeroLine = unselected.Calculations[1]!;
    contract = recalculate(
      updateCalculation(contract, goal.Gid, unselected.Pid, zeroLine.Guid, { DifficultyFactor: 1.5 }),
    );
    expect((await put(contract, null)).statusCode).toBe(200);
    expect(await count(h.database.db, sql`select count(*) as n from calculations where id = ${zeroLine.Guid}`)).toBe(0);
    const downloaded = await download(contract.ContractId);
    const line = downloaded.contract.Goals[1]!.Projects[1]!.Calculations[1]!;
    expect(line).toEqual({
      ...zeroLine,
      Guid: `${unselected.Pid}-ws${zeroLine.Id}`,
      Quantity: 0,
      DifficultyFactor: 1,
      Total: 0,
      Rate: scope('C1-06').calculations[1]!.rate,
    });
    expect(withoutSyncStamps(downloaded.contract)).toEqual(expectedAfterSync(attributedTo(contract, h.jane)));
  });

  it('gives back random contracts as they were pushed', async () => {
    const samples = fc.sample(contractArbitrary, { numRuns: 15, seed: 20261201 });
    for (const [index, sample] of samples.entries()) {
      const contract = attributedTo(asContract(sample, contractIdFor(`RND${index}`)), h.jane);
      const res = await put(contract, null);
      expect(res.statusCode, res.body).toBe(200);
      expect(withoutSyncStamps((await download(contract.ContractId)).contract)).toEqual(
        expectedAfterSync(attributedTo(contract, h.jane)),
      );
    }
  });

  it('answers the same push twice with the same version and one contract', async () => {
    const contract = handWorked('TWICE');
    const first = await put(contract, null);
    const second = await put(contract, null);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(syncResponseSchema.parse(second.json())).toEqual(syncResponseSchema.parse(first.json()));
    expect(first.json()).toMatchObject({ version: 1 });
    expect((await childCounts(h.database.db, contract.ContractId)).contracts).toBe(1);
    // A device whose reply was lost retries with its old base: still the same answer.
    const marked = { ...contract, Changed: true, SyncDate: '2026-01-01T00:00:00.000Z' };
    const third = await put(marked, null);
    expect(third.statusCode).toBe(200);
    expect(third.json()).toEqual(first.json());
  });

  it('leaves one contract and one set of rows when two copies arrive at once', async () => {
    const contract = handWorked('RACE');
    const [a, b] = await Promise.all([put(contract, null), put(contract, null)]);
    expect([a!.statusCode, b!.statusCode]).toEqual([200, 200]);
    expect(a!.json()).toMatchObject({ version: 1 });
    expect(b!.json()).toMatchObject({ version: 1 });
    expect(await childCounts(h.database.db, contract.ContractId)).toEqual({
      contracts: 1,
      rooms: 1,
      goals: 2,
      projects: 5,
      calculations: 7,
    });
    expect(
      await count(h.database.db, sql`select count(*) as n from customers where id = ${contract.Customer.Id}`),
    ).toBe(1);
  });

  it('writes version 2 on a push based on version 1, and refuses a stale base with the cloud copy', async () => {
    const v1 = handWorked('CONFLICT');
    expect((await put(v1, null)).json()).toMatchObject({ version: 1 });
    const v2 = { ...v1, Notes: 'Customer asked for a Saturday start.', Changed: true };
    const second = await put(v2, 1);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ version: 2 });
    expect((await download(v1.ContractId)).contract.Notes).toBe('Customer asked for a Saturday start.');

    const otherDevice = { ...v1, Description: 'Attic only', Changed: true };
    const refused = await put(otherDevice, 1);
    expect(refused.statusCode).toBe(409);
    const { error } = syncConflictErrorSchema.parse(refused.json());
    expect(error.message).toBe(CONFLICT_MESSAGE);
    expect(error.details.cloud.version).toBe(2);
    expect(withoutSyncStamps(error.details.cloud.contract)).toEqual(expectedAfterSync(attributedTo(v2, h.jane)));
    expect((await download(v1.ContractId)).contract.Description).toBe('Attic and crawlspace');

    // The same content as the cloud's, on a stale base, is simply in sync.
    const same = await put(v2, 1);
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ version: 2 });
    // A device that never synced but holds other content for this ContractId is a conflict too.
    expect((await put(otherDevice, null)).statusCode).toBe(409);
  });

  it('removes in the cloud the goals, projects, rooms and lines removed on the device', async () => {
    let contract = handWorked('REMOVE');
    contract = {
      ...contract,
      Area: {
        Total: 300,
        AreaRoom: [
          { Id: `${contract.ContractId}:r1`, RoomName: 'Attic', Width: 10, Length: 20, Total: 200 },
          { Id: `${contract.ContractId}:r2`, RoomName: 'Den', Width: 10, Length: 10, Total: 100 },
        ],
      },
    };
    expect((await put(contract, null)).statusCode).toBe(200);
    expect(await childCounts(h.database.db, contract.ContractId)).toEqual({
      contracts: 1,
      rooms: 2,
      goals: 2,
      projects: 5,
      calculations: 7,
    });
    const first = contract.Goals[0]!;
    const a2 = first.Projects[1]!; // A2-01: two lines above 0
    let edited = removeGoal(contract, contract.Goals[1]!.Gid, 'unused-new-goal');
    edited = removeProject(edited, first.Gid, first.Projects[2]!.Pid);
    edited = updateCalculation(edited, first.Gid, a2.Pid, a2.Calculations[1]!.Guid, { Quantity: 0 });
    edited = recalculate({ ...edited, Area: { Total: 200, AreaRoom: [contract.Area.AreaRoom[0]!] } });
    const res = await put(edited, 1);
    expect(res.statusCode, res.body).toBe(200);
    expect(await childCounts(h.database.db, contract.ContractId)).toEqual({
      contracts: 1,
      rooms: 1,
      goals: 1,
      projects: 2,
      calculations: 2,
    });
    expect(withoutSyncStamps((await download(contract.ContractId)).contract)).toEqual(
      expectedAfterSync(attributedTo(edited, h.jane)),
    );
  });

  it('refuses totals that disagree with the domain, naming the field', async () => {
    const contract = handWorked('BADTOTAL');
    const goals = contract.Goals.map((goal, g) =>
      g !== 0
        ? goal
        : {
            ...goal,
            Projects: goal.Projects.map((project, p) => (p === 1 ? { ...project, SubTotal: 1390 } : project)),
          },
    );
    const res = await put({ ...contract, Goals: goals }, null);
    expect(res.statusCode).toBe(400);
    const error = errorOf(res);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toContain('Goals[0].Projects[1].SubTotal is 1390 but its calculations add up to 1395');
    expect(error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'Goals[0].Projects[1].SubTotal' })]),
    );

    const netDue = await put({ ...contract, Values: { ...contract.Values, NetDue: 1 } }, null);
    expect(netDue.statusCode).toBe(400);
    expect(errorOf(netDue).message).toContain('Values.NetDue is 1 but Total - Deposit - Discount - Coupon is 7821');
    expect(
      await count(h.database.db, sql`select count(*) as n from contracts where legacy_id = ${contract.ContractId}`),
    ).toBe(0);
  });

  it('refuses amounts finer than a cent and a plan newly chosen with terms the cloud does not have', async () => {
    const contract = handWorked('FINE');
    const deposit = await put(recalculate({ ...contract, Values: { ...contract.Values, Deposit: 10.005 } }), null);
    expect(deposit.statusCode).toBe(400);
    expect(errorOf(deposit).message).toContain('Values.Deposit is 10.005');
    const financing = contract.Values.Financing.map((option, index) =>
      index === 4 ? { ...option, Apr: 5.9, Active: true } : option,
    );
    const plans = await put(
      recalculate({ ...contract, Values: { ...contract.Values, Financing: financing, FinancingId: 5 } }),
      null,
    );
    expect(plans.statusCode).toBe(400);
    expect(errorOf(plans).message).toContain(
      "Values.Financing[4] (DEL2689) is newly chosen, but the plan's terms changed",
    );
    // Offered but not chosen, other terms are the contract's own: kept as they are.
    const offered = contract.Values.Financing.map((option, index) => (index === 0 ? { ...option, Apr: 5.9 } : option));
    const own = recalculate({ ...contract, Values: { ...contract.Values, Financing: offered } });
    expect((await put(own, null)).statusCode).toBe(200);
    expect((await download(own.ContractId)).contract.Values.Financing).toEqual(own.Values.Financing);
  });

  it('refuses a body whose ContractId is not the one in the address', async () => {
    const contract = handWorked('PATHA');
    const res = await put(contract, null, contractIdFor('PATHB'));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining(contract.ContractId) as string,
    });
  });

  it('refuses unknown fields, malformed documents, duplicate ids and bad contract ids', async () => {
    const contract = handWorked('SHAPE');
    const unknown = await h.app.inject({
      method: 'PUT',
      url: `/api/contracts/${contract.ContractId}`,
      headers: { authorization: h.authorization },
      payload: { contract: { ...contract, Colour: 'red' }, baseVersion: null },
    });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).code).toBe('VALIDATION_FAILED');
    const extraTop = await h.app.inject({
      method: 'PUT',
      url: `/api/contracts/${contract.ContractId}`,
      headers: { authorization: h.authorization },
      payload: { contract, baseVersion: null, force: true },
    });
    expect(extraTop.statusCode).toBe(400);
    const wrongType = await put({ ...contract, Notes: 42 } as unknown as Contract, null);
    expect(wrongType.statusCode).toBe(400);
    const notJson = await h.app.inject({
      method: 'PUT',
      url: `/api/contracts/${contract.ContractId}`,
      headers: { authorization: h.authorization, 'content-type': 'application/json' },
      payload: '{"contract":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(errorOf(notJson).code).toBe('INVALID_JSON');
    const goal = contract.Goals[0]!;
    const duplicated = recalculate({ ...contract, Goals: [...contract.Goals, { ...goal, Projects: [] }] });
    const duplicate = await put(duplicated, null);
    expect(duplicate.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(duplicate).details)).toContain('used twice');

    const thirteen = 'ABCDEFGHIJKLM';
    expect((await get(thirteen)).statusCode).toBe(400);
    const longPut = await put({ ...contract, ContractId: thirteen }, null, thirteen);
    expect(longPut.statusCode).toBe(400);
    expect(errorOf(longPut).code).toBe('VALIDATION_FAILED');
    expect(
      await count(h.database.db, sql`select count(*) as n from contracts where legacy_id = ${contract.ContractId}`),
    ).toBe(0);
  });

  it('refuses ids that another contract already uses, without a 500', async () => {
    const first = handWorked('OWNER');
    expect((await put(first, null)).statusCode).toBe(200);
    const thief = { ...handWorked('THIEF'), Goals: first.Goals };
    const res = await put(thief, null);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toMatch(
      /^Ids already used by another contract: goal OWNERxxxxxxx:id-3, goal OWNERxxxxxxx:id-4, /,
    );
    expect(
      await count(h.database.db, sql`select count(*) as n from contracts where legacy_id = ${thief.ContractId}`),
    ).toBe(0);
    expect(withoutSyncStamps((await download(first.ContractId)).contract)).toEqual(
      expectedAfterSync(attributedTo(first, h.jane)),
    );
  });

  it("keeps each contract's customer its own: a push naming another contract's customer id is refused", async () => {
    const owner = handWorked('CUSTA');
    expect((await put(owner, null)).statusCode).toBe(200);
    // Contract B, new or already in the cloud, names A's customer id with another person in it.
    const other = handWorked('CUSTB');
    const borrowing = {
      ...other,
      Customer: { ...other.Customer, Id: owner.Customer.Id, First: 'Zed', Last: 'Intruder', Name: 'Intruder, Zed' },
    };
    const refused = await put(borrowing, null);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe(`Ids already used by another contract: customer ${owner.Customer.Id}`);
    expect((await put(other, null)).statusCode).toBe(200);
    const laterPush = await put({ ...borrowing, Notes: 'second try' }, 1);
    expect(laterPush.statusCode).toBe(400);

    // A's customer is A's, and a re-push of A is truly unchanged.
    const downloaded = await download(owner.ContractId);
    expect(downloaded.contract.Customer).toEqual(owner.Customer);
    expect(downloaded.version).toBe(1);
    const again = await put({ ...owner, ServerVersion: 1, SyncDate: downloaded.syncedAt }, 1);
    expect(again.statusCode).toBe(200);
    expect((await download(owner.ContractId)).contract.Customer.Last).toBe(owner.Customer.Last);
  });

  it('answers 404 for a contract the cloud does not have', async () => {
    const res = await get(contractIdFor('NOSUCH'));
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).code).toBe('NOT_FOUND');
  });

  it('refuses a body over 1 MB with 413', async () => {
    const contract = handWorked('HUGE');
    const res = await h.app.inject({
      method: 'PUT',
      url: `/api/contracts/${contract.ContractId}`,
      headers: { authorization: h.authorization, 'content-type': 'application/json' },
      payload: JSON.stringify({ contract: { ...contract, Notes: 'x'.repeat(1024 * 1024) }, baseVersion: null }),
    });
    expect(res.statusCode).toBe(413);
    expect(errorOf(res).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('keeps the previous version whole when a sync fails halfway', async () => {
    const v1 = handWorked('EXPLODE');
    expect((await put(v1, null)).statusCode).toBe(200);
    const before = await download(v1.ContractId);
    const countsBefore = await childCounts(h.database.db, v1.ContractId);
    await h.database.db.execute(
      sql.raw(`create function explode() returns trigger language plpgsql as $$
      begin if new.name = 'Explode' then raise exception 'injected failure'; end if; return new; end $$`),
    );
    await h.database.db.execute(
      sql.raw('create trigger explode before insert on projects for each row execute function explode()'),
    );
    try {
      const goal = v1.Goals[0]!;
      const v2 = {
        ...v1,
        Notes: 'this must not land',
        Goals: [
          {
            ...goal,
            Projects: goal.Projects.map((project, p) => (p === 1 ? { ...project, Name: 'Explode' } : project)),
          },
          ...v1.Goals.slice(1),
        ],
      };
      const res = await put(v2, 1);
      expect(res.statusCode).toBe(500);
      expect(errorOf(res)).toEqual({
        code: 'INTERNAL_ERROR',
        message: 'Something went wrong on our side. Please try again.',
      });
      expect(res.body).not.toContain('injected failure');
    } finally {
      await h.database.db.execute(sql.raw('drop trigger explode on projects'));
      await h.database.db.execute(sql.raw('drop function explode()'));
    }
    expect(await download(v1.ContractId)).toEqual(before);
    expect(await childCounts(h.database.db, v1.ContractId)).toEqual(countsBefore);
    // And the device can push again once the fault is gone.
    const retry = await put({ ...v1, Notes: 'second try' }, 1);
    expect(retry.json()).toMatchObject({ version: 2 });
  });

  it('keeps a project whose work scope is unknown from its own copy', async () => {
    const base = handWorked('NOSCOPE');
    const legacy = {
      ...projectFromWorkScope(scope('A1-01'), sequentialIds('NOSCOPExxxxx:legacy')),
      Id: 0,
      Wsid: 'Z9-01',
    };
    const withLegacy = recalculate(
      addProject(base, base.Goals[0]!.Gid, {
        ...legacy,
        Calculations: legacy.Calculations.map((line) => ({ ...line, Quantity: 10, Id: 99999 })),
      }),
    );
    expect((await put(withLegacy, null)).statusCode).toBe(200);
    expect(withoutSyncStamps((await download(withLegacy.ContractId)).contract)).toEqual(
      expectedAfterSync(attributedTo(withLegacy, h.jane)),
    );
  });
});

describe.each(databaseKinds())('GET /api/contracts (search) on %s', (kind) => {
  let h: ContractsApi;
  let tick = Date.UTC(2026, 10, 1, 9);
  const lastNames = ['Kowalski', 'KOWALCZYK', 'nowak', 'Smith', 'Brown'];
  const descriptionOf = (i: number) =>
    i === 7 ? 'Discount 100% off' : i === 8 ? 'Discount 100 off' : `${i % 2 === 0 ? 'Attic' : 'Crawlspace'} job ${i}`;

  beforeAll(async () => {
    // Each sync reads the clock once: the contracts are synced a minute apart, in order.
    h = await startContractsApi(kind, () => new Date((tick += 60_000)));
    for (let i = 0; i < 25; i++) {
      const contract = handWorked(`S${i}`);
      const pushed = {
        ...contract,
        Description: descriptionOf(i),
        Customer: { ...contract.Customer, Last: lastNames[i % 5]!, Name: `${lastNames[i % 5]!}, Anna` },
      };
      const res = await h.app.inject({
        method: 'PUT',
        url: `/api/contracts/${pushed.ContractId}`,
        headers: { authorization: h.authorization },
        payload: { contract: pushed, baseVersion: null },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  }, 60_000);
  afterAll(async () => {
    await h?.app.close();
    await h?.database.dispose();
  });

  const search = async (query: string) => {
    const res = await h.app.inject({
      method: 'GET',
      url: `/api/contracts?${query}`,
      headers: { authorization: h.authorization },
    });
    expect(res.statusCode, res.body).toBe(200);
    return contractSearchResponseSchema.parse(res.json());
  };
  const ids = (page: { items: Contract[] }) => page.items.map((item) => item.ContractId.replace(/x+$/, ''));

  it('lists every contract, newest synced first, ten a page, with the exact total', async () => {
    const first = await search('page=1');
    expect(first).toMatchObject({ total: 25, page: 1, size: 10 });
    expect(ids(first)).toEqual(['S24', 'S23', 'S22', 'S21', 'S20', 'S19', 'S18', 'S17', 'S16', 'S15']);
    const third = await search('page=3');
    expect(third.items).toHaveLength(5);
    expect(ids(third)).toEqual(['S4', 'S3', 'S2', 'S1', 'S0']);
    const beyond = await search('page=4');
    expect(beyond).toMatchObject({ items: [], total: 25, page: 4 });
    expect(await search('page=9007199254740991')).toMatchObject({ items: [], total: 25 });
    expect((await search('')).page).toBe(1);
  });

  it('maps results to the local shape with customer, financing and rooms, without goals', async () => {
    const [item] = (await search('last=smith')).items;
    const sent = handWorked('S23');
    expect(item).toMatchObject({
      ContractId: sent.ContractId,
      Customer: { Last: 'Smith', First: 'Anna', Name: 'Smith, Anna', Id: sent.Customer.Id },
      Area: sent.Area,
      Goals: [],
      Values: sent.Values,
      ServerVersion: 1,
      Changed: false,
    });
    expect(item!.SyncDate).toBe(new Date(Date.UTC(2026, 10, 1, 9) + 24 * 60_000).toISOString());
  });

  it('matches part of the last name and the description, ignoring case', async () => {
    const kowal = await search('last=KOWAL');
    expect(kowal.total).toBe(10);
    expect(ids(kowal)).toEqual(['S21', 'S20', 'S16', 'S15', 'S11', 'S10', 'S6', 'S5', 'S1', 'S0']);
    expect((await search('last=kowalS')).total).toBe(5);
    expect((await search('description=ATTIC')).total).toBe(12);
    const both = await search('last=owal&description=attic');
    expect(ids(both)).toEqual(['S20', 'S16', 'S10', 'S6', 'S0']);
    expect(both.total).toBe(5);
    expect((await search('last=nobody')).total).toBe(0);
    expect((await search('last=&description=')).total).toBe(25);
  });

  it('takes % and _ in a filter literally', async () => {
    expect(ids(await search(`description=${encodeURIComponent('100%')}`))).toEqual(['S7']);
    expect(ids(await search(`description=${encodeURIComponent('100 off')}`))).toEqual(['S8']);
    expect((await search(`description=${encodeURIComponent('%')}`)).total).toBe(1);
    expect((await search(`last=${encodeURIComponent('_')}`)).total).toBe(0);
    expect((await search(`last=${encodeURIComponent('\\')}`)).total).toBe(0);
  });

  it('puts a contract synced again first', async () => {
    const again = handWorked('S3');
    const pushed = {
      ...again,
      Description: 'Attic job 3, revised',
      Customer: { ...again.Customer, Last: 'Smith', Name: 'Smith, Anna' },
    };
    const res = await h.app.inject({
      method: 'PUT',
      url: `/api/contracts/${pushed.ContractId}`,
      headers: { authorization: h.authorization },
      payload: { contract: pushed, baseVersion: 1 },
    });
    expect(res.json()).toMatchObject({ version: 2 });
    expect(ids(await search('last=smith'))).toEqual(['S3', 'S23', 'S18', 'S13', 'S8']);
  });

  it('refuses a bad page or an unknown filter with 400', async () => {
    for (const query of ['page=0', 'page=x', 'agent=me']) {
      const res = await h.app.inject({
        method: 'GET',
        url: `/api/contracts?${query}`,
        headers: { authorization: h.authorization },
      });
      expect(res.statusCode, query).toBe(400);
    }
  });
});
