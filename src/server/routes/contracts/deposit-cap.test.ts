// A deposit above the job site's state's cap (decision 050): a contract may be saved and synced with one, as the
// agent may be between two edits; the tablet refuses to sign it. A signed copy above the cap can only come from an
// older app or a client that is not ours: the cloud keeps it, as the customer holds it, and tells the office.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contract } from '#domain/contract/model';
import { setDeposit } from '#domain/contract/values';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { queryRows } from '../../db/connection';
import { asContract, contractIdFor } from '../../testing/contracts';
import { startContractsApi, type ContractsApi } from '../../testing/contracts-api';
import { databaseKinds } from '../../testing/test-database';

/** The hand-worked contract ($7,821) for a customer in `State`, with a deposit. */
function inState(label: string, State: string, deposit: number): Contract {
  const contract = asContract(handWorkedContract(), contractIdFor(label));
  return {
    ...contract,
    Customer: { ...contract.Customer, State },
    Values: setDeposit(contract.Values, deposit),
  };
}

describe.each(databaseKinds())('a deposit above the state cap, on %s', (kind) => {
  let h: ContractsApi;
  beforeAll(async () => {
    h = await startContractsApi(kind);
  });
  afterAll(async () => {
    await h?.app.close();
    await h?.database.dispose();
  });

  const push = (contract: Contract, extra: Record<string, unknown> = {}) =>
    h.app.inject({
      method: 'PUT',
      url: `/api/contracts/${contract.ContractId}`,
      headers: { authorization: h.authorization },
      payload: { contract, baseVersion: null, ...extra },
    });
  const flags = (contractId: string) =>
    queryRows<{ kind: string; message: string }>(
      h.database.db,
      sql`select kind, message from contract_flags where contract_id = ${contractId}`,
    );

  it('syncs a draft above the cap without a flag: saving is never blocked', async () => {
    const draft = inState('CAPDRAFT', 'CA', 1000);
    const res = await push(draft);
    expect(res.statusCode, res.body).toBe(200);
    expect(await flags(draft.ContractId)).toEqual([]);
  });

  it('keeps a signed contract above the cap and flags it for the office, once', async () => {
    const signed = inState('CAPSIGNED', 'California', 1000);
    expect((await push(signed, { signedOnTablet: true })).statusCode).toBe(200);
    const expected = [
      {
        kind: 'deposit-over-cap',
        message: 'Signed with a deposit of $1,000.00, $217.90 over the $782.10 California allows on this price.',
      },
    ];
    expect(await flags(signed.ContractId)).toEqual(expected);
    expect((await push({ ...signed, ServerVersion: 1 }, { signedOnTablet: true, baseVersion: 1 })).statusCode).toBe(
      200,
    );
    expect(await flags(signed.ContractId)).toEqual(expected);
  });

  it('raises nothing for a signed deposit within the cap, or in a state without one', async () => {
    const within = inState('CAPWITHIN', 'CA', 782.1);
    const wisconsin = inState('CAPWI', 'WI', 5000);
    for (const contract of [within, wisconsin]) {
      expect((await push(contract, { signedOnTablet: true })).statusCode).toBe(200);
      expect(await flags(contract.ContractId)).toEqual([]);
    }
  });
});
