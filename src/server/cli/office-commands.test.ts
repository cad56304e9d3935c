// The admin commands that change who may do what: set-role and
// assign-contract, each done as a named admin and kept in the audit log; and
// the same assignment through the API the office console uses, which an
// agent's token may not call.
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { createAgent, findUserByEmail } from '../auth/users';
import { queryRows, type Database } from '../db/connection';
import { agents, auditLog } from '../db/schema';
import { DEMO_AGENT } from '../db/seed';
import { asContract, contractIdFor } from '../testing/contracts';
import { startContractsApi, type ContractsApi } from '../testing/contracts-api';
import { testAccessToken } from '../testing/sessions';
import { testConfig } from '../testing/test-config';
import { databaseKinds } from '../testing/test-database';
import type { CliIo } from './cli-io';
import { EXIT_FAILED, EXIT_OK, runAdmin } from './run-admin';

function io(): CliIo & { out: () => string; err: () => string } {
  let out = '';
  let err = '';
  return {
    stdin: Readable.from(['']),
    stdout: { write: (text: string) => (out += text) },
    stderr: { write: (text: string) => (err += text) },
    out: () => out,
    err: () => err,
  };
}

describe.each(databaseKinds())('who may do what, from the command line and the API, on %s', (kind) => {
  let h: ContractsApi;
  let bobToken: string;
  let bobId: string;
  const admin = (argv: string[], output = io()) =>
    runAdmin(
      argv,
      output,
      vi.fn(async (): Promise<Database> => ({ ...h.database, close: async () => {} })),
    );

  beforeAll(async () => {
    h = await startContractsApi(kind);
    await createAgent(h.database.db, {
      email: 'ada@example.com',
      password: 'a long enough password',
      first: 'Ada',
      last: 'Admin',
      role: 'admin',
    });
    bobId = await createAgent(h.database.db, {
      email: 'bob@example.com',
      password: 'a long enough password',
      first: 'Bob',
      last: 'Field',
    });
    bobToken = await testAccessToken(h.database.db, testConfig().jwtSecret, { id: bobId, email: 'bob@example.com' });
  });
  afterAll(async () => {
    await h?.app.close();
    await h?.database.dispose();
  });

  const auditRows = (subject: string) =>
    h.database.db.select().from(auditLog).where(eq(auditLog.subject, subject)).orderBy(auditLog.id);

  async function janesContract(label: string): Promise<string> {
    const contract = asContract(handWorkedContract(), contractIdFor(label));
    const res = await h.app.inject({
      method: 'PUT',
      url: `/api/contracts/${contract.ContractId}`,
      headers: { authorization: h.authorization },
      payload: { contract, baseVersion: null },
    });
    expect(res.statusCode, res.body).toBe(200);
    return contract.ContractId;
  }

  it('set-role makes an agent a manager, as the admin named, and records it', async () => {
    const output = io();
    expect(
      await admin(['set-role', '--email', 'bob@example.com', '--role', 'manager', '--by', 'ada@example.com'], output),
    ).toBe(EXIT_OK);
    expect(output.out()).toBe('bob@example.com is now a manager (was agent).\n');
    const [row] = await h.database.db.select({ role: agents.role }).from(agents).where(eq(agents.userId, bobId));
    expect(row!.role).toBe('manager');
    const [entry] = await auditRows(`user:${bobId}`);
    const ada = await findUserByEmail(h.database.db, 'ada@example.com');
    expect(entry).toMatchObject({
      actorUserId: ada!.id,
      actorLabel: 'admin command line',
      action: 'user.role',
      before: { role: 'agent' },
      after: { role: 'manager' },
    });
    // Back to an agent for the tests below.
    expect(await admin(['set-role', '--email', 'bob@example.com', '--role', 'agent', '--by', 'ada@example.com'])).toBe(
      EXIT_OK,
    );
  });

  it('refuses a role that does not exist, or an actor who is not an admin', async () => {
    const wrongRole = io();
    expect(
      await admin(['set-role', '--email', 'bob@example.com', '--role', 'boss', '--by', 'ada@example.com'], wrongRole),
    ).toBe(EXIT_FAILED);
    expect(wrongRole.err()).toBe("'boss' is not a role: agent, manager or admin.\n");
    const notAdmin = io();
    expect(
      await admin(['set-role', '--email', 'bob@example.com', '--role', 'admin', '--by', DEMO_AGENT.email], notAdmin),
    ).toBe(EXIT_FAILED);
    expect(notAdmin.err()).toBe(`${DEMO_AGENT.email} is not an admin: --by names the admin who does this.\n`);
  });

  it("assign-contract gives Jane's contract to Bob: a new version naming him, Jane still its creator, recorded", async () => {
    const contractId = await janesContract('ASSIGN1');
    const output = io();
    expect(
      await admin(
        ['assign-contract', '--contract', contractId, '--to', 'bob@example.com', '--by', 'ada@example.com'],
        output,
      ),
    ).toBe(EXIT_OK);
    expect(output.out()).toBe(
      `Contract ${contractId} is now Bob Field's (was ${h.jane.Display}'s): version 2, recorded as done by ada@example.com.\n`,
    );
    const [row] = await queryRows<{ agent_id: string; created_by: string; version: number }>(
      h.database.db,
      sql`select agent_id, created_by, version from contracts where legacy_id = ${contractId}`,
    );
    expect(row).toEqual({ agent_id: bobId, created_by: h.jane.Id, version: 2 });
    const [entry] = await auditRows(`contract:${contractId}`);
    expect(entry).toMatchObject({ action: 'contract.assign', before: { version: 1 }, after: { version: 2 } });

    // Bob may change it now, as its agent; Jane, its creator, may read it but not change it (decision 075).
    const downloaded = await h.app.inject({
      method: 'GET',
      url: `/api/contracts/${contractId}`,
      headers: { authorization: `Bearer ${bobToken}` },
    });
    const { contract } = downloaded.json<{ contract: ReturnType<typeof handWorkedContract> }>();
    expect(contract.Agent).toMatchObject({ Id: bobId, Display: 'Bob Field' });
    const push = (authorization: string, pushed: typeof contract) =>
      h.app.inject({
        method: 'PUT',
        url: `/api/contracts/${contractId}`,
        headers: { authorization },
        payload: { contract: pushed, baseVersion: 2 },
      });
    expect((await push(`Bearer ${bobToken}`, { ...contract, Notes: 'Bob calls on Friday.' })).statusCode).toBe(200);
    const takeBack = await push(h.authorization, { ...contract, Notes: 'Jane again', Agent: h.jane });
    expect(takeBack.statusCode).toBe(403);
    expect(takeBack.json().error.message).toContain("This contract is Bob Field's: you may open it, not change it.");
    const janeEdits = await push(h.authorization, { ...contract, Notes: 'Jane adds a note' });
    expect(janeEdits.statusCode).toBe(403);
  });

  it('assigns through the API for a manager or admin, and answers an agent 403 with nothing changed', async () => {
    const contractId = await janesContract('ASSIGN2');
    const assign = (authorization: string, agentId: string) =>
      h.app.inject({
        method: 'POST',
        url: `/api/admin/contracts/${contractId}/assign`,
        headers: { authorization },
        payload: { agentId },
      });
    const byAgent = await assign(`Bearer ${bobToken}`, bobId);
    expect(byAgent.statusCode).toBe(403);
    expect(byAgent.json().error).toEqual({
      code: 'FORBIDDEN',
      message: 'This is for the office: it needs the role manager or admin, and you are signed in as an agent.',
    });
    expect(await auditRows(`contract:${contractId}`)).toEqual([]);

    const ada = await findUserByEmail(h.database.db, 'ada@example.com');
    // Ada signed in with her second factor, as an admin must to act in the office.
    const adaToken = await testAccessToken(h.database.db, testConfig().jwtSecret, ada!, new Date(), true);
    const byAdmin = await assign(`Bearer ${adaToken}`, bobId);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json()).toEqual({ contractId, version: 2, changed: true });
    expect((await assign(`Bearer ${adaToken}`, bobId)).json()).toEqual({ contractId, version: 2, changed: false });
    const [entry] = await auditRows(`contract:${contractId}`);
    expect(entry).toMatchObject({ actorUserId: ada!.id, actorLabel: 'api', action: 'contract.assign' });
    const unknown = await assign(`Bearer ${adaToken}`, '00000000-0000-4000-8000-000000000999');
    expect(unknown.statusCode).toBe(404);
  });
});
