// Reading is shared, writing is not (docs/decisions/036-roles.md): two agents
// and a manager of one office. An agent may download and re-send a colleague's
// contract unchanged, but not change it or sign it over to another name; the
// manager may change any contract; the cloud keeps its own agent and creator.
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractDownloadResponseSchema } from '#api/contract-calls';
import { apiErrorSchema } from '#api/error';
import type { Agent, Contract } from '#domain/contract/model';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { createAgent } from '../../auth/users';
import { personName } from '../../contracts/attribution';
import { queryRows } from '../../db/connection';
import type { Role } from '#api/roles';
import { agentRecord, asContract, contractIdFor } from '../../testing/contracts';
import { startContractsApi, type ContractsApi } from '../../testing/contracts-api';
import { testAccessToken } from '../../testing/sessions';
import { testConfig } from '../../testing/test-config';
import { databaseKinds } from '../../testing/test-database';

interface Person {
  authorization: string;
  agent: Agent;
}

describe.each(databaseKinds())('who may change a contract, on %s', (kind) => {
  let h: ContractsApi;
  let jane: Person;
  let bob: Person;
  let maria: Person;

  async function person(email: string, first: string, role: Role): Promise<Person> {
    const id = await createAgent(h.database.db, {
      email,
      password: 'a long enough password',
      first,
      last: 'Field',
      role,
    });
    const token = await testAccessToken(h.database.db, testConfig().jwtSecret, { id, email });
    return { authorization: `Bearer ${token}`, agent: await agentRecord(h.database.db, id) };
  }

  beforeAll(async () => {
    h = await startContractsApi(kind);
    jane = { authorization: h.authorization, agent: h.jane };
    bob = await person('bob@example.com', 'Bob', 'agent');
    maria = await person('maria.manager@example.com', 'Maria', 'manager');
  });
  afterAll(async () => {
    await h?.app.close();
    await h?.database.dispose();
  });

  const put = (who: Person, contract: Contract, baseVersion: number | null) =>
    h.app.inject({
      method: 'PUT',
      url: `/api/contracts/${contract.ContractId}`,
      headers: { authorization: who.authorization },
      payload: { contract, baseVersion },
    });
  const download = async (who: Person, contractId: string) => {
    const res = await h.app.inject({
      method: 'GET',
      url: `/api/contracts/${contractId}`,
      headers: { authorization: who.authorization },
    });
    expect(res.statusCode, res.body).toBe(200);
    return contractDownloadResponseSchema.parse(res.json());
  };
  const errorOf = (res: LightMyRequestResponse) => apiErrorSchema.parse(res.json()).error;
  const renamed = (contract: Contract, last: string): Contract => ({
    ...contract,
    Customer: { ...contract.Customer, Last: last, Name: `${last}, ${contract.Customer.First}` },
  });

  /** A contract Jane made and pushed: the cloud's copy, as a colleague downloads it. */
  async function janesContract(label: string): Promise<{ contract: Contract; version: number }> {
    const made = asContract(handWorkedContract(), contractIdFor(label));
    expect((await put(jane, made, null)).statusCode).toBe(200);
    return download(bob, made.ContractId);
  }

  it("refuses a colleague's change with 403 and keeps the cloud's copy, even with a made-up agent", async () => {
    const { contract, version } = await janesContract('PERM1');
    const madeUp = { Id: 'made-up-7', First: 'Jane', Last: 'Demo', Email: 'x@evil.test', Display: 'Jane Demo' };
    for (const pushed of [renamed(contract, 'Overwritten'), { ...renamed(contract, 'Overwritten'), Agent: madeUp }]) {
      const res = await put(bob, pushed, version);
      expect(res.statusCode, res.body).toBe(403);
      expect(errorOf(res)).toEqual({
        code: 'FORBIDDEN',
        message: `This contract is ${personName(h.jane)}'s: you may open it, not change it. Ask your office to assign it to you; your changes stay on this tablet.`,
      });
    }
    const cloud = await download(jane, contract.ContractId);
    expect(cloud.version).toBe(1);
    expect(cloud.contract.Customer.Last).toBe(contract.Customer.Last);
  });

  it('lets the manager change any contract, its agent staying the one assigned, and the creator kept', async () => {
    const { contract, version } = await janesContract('PERM3');
    const res = await put(maria, { ...contract, Notes: 'Manager approved a Saturday start.' }, version);
    expect(res.statusCode, res.body).toBe(200);
    const cloud = await download(bob, contract.ContractId);
    expect(cloud).toMatchObject({ version: 2, contract: { Notes: 'Manager approved a Saturday start.' } });
    expect(cloud.contract.Agent).toEqual(h.jane);
    expect(cloud.contract.Creator).toEqual(h.jane);
  });

  it('lets the creator change their contract, and refuses a forged creator or an agent they may not name', async () => {
    const { contract, version } = await janesContract('PERM4');
    const mine = await put(jane, { ...contract, Notes: 'Jane adds a note.' }, version);
    expect(mine.statusCode, mine.body).toBe(200);
    const next = (await download(jane, contract.ContractId)).contract;
    const forgedCreator = await put(jane, { ...next, Notes: 'again', Creator: bob.agent }, 2);
    expect(forgedCreator.statusCode).toBe(403);
    expect(errorOf(forgedCreator).message).toContain('as its creator');
    const handedOver = await put(jane, { ...next, Notes: 'again', Agent: bob.agent }, 2);
    expect(handedOver.statusCode).toBe(403);
    expect(errorOf(handedOver).message).toBe(
      `This contract is assigned to ${personName(h.jane)}; it cannot be saved as ${personName(bob.agent)}'s. Ask your office to assign it.`,
    );
    expect((await download(jane, contract.ContractId)).version).toBe(2);
  });

  it('leaves a contract with no owner of record to the office', async () => {
    const { contract, version } = await janesContract('PERM5');
    // As a contract from the original product arrives: nobody the cloud knows made it or has it.
    await h.database.db.execute(
      sql`update contracts set created_by = null, agent_id = null, creator_id = null where legacy_id = ${contract.ContractId}`,
    );
    const byBob = await put(bob, { ...contract, Notes: 'Bob' }, version);
    expect(byBob.statusCode, byBob.body).toBe(403);
    const byMaria = await put(maria, { ...contract, Notes: 'Maria' }, version);
    expect(byMaria.statusCode, byMaria.body).toBe(200);
    const [row] = await queryRows<{ created_by: string | null }>(
      h.database.db,
      sql`select created_by from contracts where legacy_id = ${contract.ContractId}`,
    );
    expect(row!.created_by).toBeNull();
  });
});
