// Every accepted push is kept as a version: who pushed it (the signed-in
// agent of the access token, not what the document says), when (the
// server's clock), from which device, and the document as it was accepted.
// The first push's agent is the contract's creator of record.
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#api/error';
import type { Contract } from '#domain/contract/model';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { issueAccessToken } from '../../auth/access-tokens';
import { createAgent, findUserByEmail } from '../../auth/users';
import { testAccessToken } from '../../testing/sessions';
import { asContract, attributedTo, contractIdFor } from '../../testing/contracts';
import { startContractsApi, type ContractsApi } from '../../testing/contracts-api';
import { queryRows } from '../../db/connection';
import { DEMO_AGENT } from '../../db/seed';
import { databaseKinds } from '../../testing/test-database';
import { testConfig } from '../../testing/test-config';

describe.each(databaseKinds())('contract versions on %s', (kind) => {
  let h: ContractsApi;
  let tick = Date.UTC(2026, 10, 23, 9);
  let jane: { id: string; authorization: string };
  let sam: { id: string; authorization: string };

  beforeAll(async () => {
    // Each sync reads the clock once: the pushes are a minute apart.
    h = await startContractsApi(kind, () => new Date((tick += 60_000)));
    const demo = await findUserByEmail(h.database.db, DEMO_AGENT.email);
    jane = { id: demo!.id, authorization: h.authorization };
    const samId = await createAgent(h.database.db, {
      email: 'sam@example.com',
      password: 'sam-password',
      first: 'Sam',
      last: 'Ortiz',
      displayName: 'Sam O.',
      // The sales manager: may change any contract of the office.
      role: 'manager',
    });
    const accessToken = await testAccessToken(h.database.db, testConfig().jwtSecret, {
      id: samId,
      email: 'sam@example.com',
    });
    sam = { id: samId, authorization: `Bearer ${accessToken}` };
  });
  afterAll(async () => {
    await h?.app.close();
    await h?.database.dispose();
  });

  const put = (who: { authorization: string }, contract: Contract, baseVersion: number | null, device: string) =>
    h.app.inject({
      method: 'PUT',
      url: `/api/contracts/${contract.ContractId}`,
      headers: { authorization: who.authorization, 'user-agent': device },
      payload: { contract, baseVersion },
    });
  /** null: without a token. */
  const get = (url: string, authorization: string | null = h.authorization) =>
    h.app.inject({ method: 'GET', url, headers: authorization === null ? {} : { authorization } });
  const errorOf = (res: LightMyRequestResponse) => apiErrorSchema.parse(res.json()).error;
  const versionRows = async (contractId: string) =>
    Number(
      (
        await queryRows<{ n: number }>(
          h.database.db,
          sql`select count(*)::int as n from contract_versions v join contracts c on c.id = v.contract_id
      where c.legacy_id = ${contractId}`,
        )
      )[0]!.n,
    );

  it('keeps who pushed each version, when, from where and what; the first pusher is the creator of record', async () => {
    const base = asContract(handWorkedContract(), contractIdFor('VERS'));
    // A draft that names nobody yet: the cloud names the agent who pushed it.
    const v1: Contract = { ...base, Notes: 'first visit', Creator: null, Agent: null };
    const first = await put(jane, v1, null, 'tablet-of-jane');
    expect(first.statusCode, first.body).toBe(200);
    const v2: Contract = { ...v1, Notes: 'Customer asked for a Saturday start.', ServerVersion: 1, Changed: true };
    const second = await put(sam, v2, 1, 'tablet-of-sam');
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ version: 2 });

    // A replay (the reply was lost), a stale push and a refused push add nothing.
    expect((await put(sam, v2, 1, 'tablet-of-sam')).json()).toMatchObject({ version: 2 });
    expect((await put(sam, { ...v2, Description: 'stale' }, 1, 'tablet-of-sam')).statusCode).toBe(409);
    expect((await put(sam, { ...v2, Values: { ...v2.Values, NetDue: 1 } }, 2, 'tablet-of-sam')).statusCode).toBe(400);
    expect(await versionRows(v1.ContractId)).toBe(2);

    const list = await get(`/api/contracts/${v1.ContractId}/versions`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual({
      contractId: v1.ContractId,
      versions: [
        {
          version: 1,
          pushedAt: first.json().syncedAt,
          device: 'tablet-of-jane',
          pushedBy: { id: jane.id, name: 'Jane Demo', email: DEMO_AGENT.email },
        },
        {
          version: 2,
          pushedAt: second.json().syncedAt,
          device: 'tablet-of-sam',
          pushedBy: { id: sam.id, name: 'Sam O.', email: 'sam@example.com' },
        },
      ],
    });
    expect(first.json().syncedAt).toBe(new Date(Date.UTC(2026, 10, 23, 9, 1)).toISOString());
    expect(second.json().syncedAt).toBe(new Date(Date.UTC(2026, 10, 23, 9, 2)).toISOString());

    const one = await get(`/api/contracts/${v1.ContractId}/versions/1`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toEqual({
      contractId: v1.ContractId,
      version: 1,
      pushedAt: first.json().syncedAt,
      device: 'tablet-of-jane',
      pushedBy: { id: jane.id, name: 'Jane Demo', email: DEMO_AGENT.email },
      contract: attributedTo(v1, h.jane),
    });
    expect((await get(`/api/contracts/${v1.ContractId}/versions/2`)).json().contract).toEqual(attributedTo(v2, h.jane));

    // The creator of record: the first push's agent, whoever pushed later and whatever the document says.
    const [stored] = await queryRows<{ created_by: string }>(
      h.database.db,
      sql`select created_by from contracts where legacy_id = ${v1.ContractId}`,
    );
    expect(stored!.created_by).toBe(jane.id);
    const downloaded = await get(`/api/contracts/${v1.ContractId}`, sam.authorization);
    expect(downloaded.json()).toMatchObject({
      version: 2,
      createdBy: { id: jane.id, name: 'Jane Demo', email: DEMO_AGENT.email },
    });
    expect(downloaded.json().contract.Creator).toEqual(h.jane);
  });

  it('lets any signed-in agent read the versions, as any agent may download the contract', async () => {
    const contract = asContract(handWorkedContract(), contractIdFor('VSHARE'));
    expect((await put(jane, contract, null, 'tablet-of-jane')).statusCode).toBe(200);
    const bySam = await get(`/api/contracts/${contract.ContractId}/versions`, sam.authorization);
    expect(bySam.statusCode).toBe(200);
    expect(bySam.json().versions).toHaveLength(1);
    expect((await get(`/api/contracts/${contract.ContractId}/versions/1`, sam.authorization)).statusCode).toBe(200);
  });

  it('needs an access token', async () => {
    for (const url of [
      `/api/contracts/${contractIdFor('VERS')}/versions`,
      `/api/contracts/${contractIdFor('VERS')}/versions/1`,
    ]) {
      const res = await get(url, null);
      expect(res.statusCode, url).toBe(401);
      expect(errorOf(res).code).toBe('UNAUTHORIZED');
    }
  });

  it('answers 404 for a contract or a version the cloud does not have', async () => {
    for (const url of [
      `/api/contracts/${contractIdFor('NOSUCH')}/versions`,
      `/api/contracts/${contractIdFor('NOSUCH')}/versions/1`,
      `/api/contracts/${contractIdFor('VERS')}/versions/3`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(errorOf(res).code).toBe('NOT_FOUND');
    }
  });

  it('answers 400 for a malformed contract id or version', async () => {
    const id = contractIdFor('VERS');
    for (const url of [
      '/api/contracts/ABCDEFGHIJKLM/versions',
      '/api/contracts/short/versions/1',
      ...['0', '-1', '1.5', 'one', '1e2', '01', '2147483648', '99999999999999999999'].map(
        (version) => `/api/contracts/${id}/versions/${version}`,
      ),
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(['BAD_REQUEST', 'VALIDATION_FAILED']).toContain(errorOf(res).code);
    }
  });

  it('refuses a push from a user the cloud does not know, with 401 and nothing stored', async () => {
    const ghostId = '00000000-0000-4000-8000-000000000abc';
    const { accessToken } = await issueAccessToken(
      testConfig().jwtSecret,
      { userId: ghostId, email: 'ghost@example.com', sessionId: '00000000-0000-4000-8000-000000000abd' },
      new Date(),
    );
    const contract = asContract(handWorkedContract(), contractIdFor('VGHOST'));
    const res = await put({ authorization: `Bearer ${accessToken}` }, contract, null, 'tablet-of-a-ghost');
    expect(res.statusCode, res.body).toBe(401);
    expect(errorOf(res).code).toBe('UNAUTHORIZED');
    expect((await get(`/api/contracts/${contract.ContractId}`)).statusCode).toBe(404);
  });

  it('lists no versions for a contract stored before versions were kept', async () => {
    const contractId = contractIdFor('OLDROW');
    await h.database.db.execute(sql`insert into customers (id, last) values ('old-row-customer', 'Older')`);
    await h.database.db
      .execute(sql`insert into contracts (legacy_id, created_at, modified_at, synced_at, customer_id, total,
      discount, coupon_pct, coupon_amt, deposit, net_due, area_total, version, content_hash)
      values (${contractId}, now(), now(), now(), 'old-row-customer', 0, 0, 0, 0, 0, 0, 0, 4, 'old')`);
    const list = await get(`/api/contracts/${contractId}/versions`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ contractId, versions: [] });
    expect((await get(`/api/contracts/${contractId}/versions/4`)).statusCode).toBe(404);
    expect((await get(`/api/contracts/${contractId}`)).json()).toMatchObject({ version: 4, createdBy: null });
  });
});
