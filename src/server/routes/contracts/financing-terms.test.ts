// A contract keeps the financing terms it was sold with. The office re-rates
// a plan with the admin command line; contracts sold before keep syncing and
// come back with their own terms, to the cent, while a new choice of the plan
// must carry today's terms.
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractDownloadResponseSchema, contractSearchResponseSchema } from '#api/contract-calls';
import { apiErrorSchema } from '#api/error';
import type { Contract, FinancingOption } from '#domain/contract/model';
import { recalculate } from '#domain/contract/totals';
import { toggleFinancingOption } from '#domain/financing/options';
import { sealRecord } from '#domain/signing/sign-contract';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { signedContentOf } from '#domain/testing/signing';
import { queryRows } from '../../db/connection';
import { runAdmin } from '../../cli/run-admin';
import { asContract, contractIdFor } from '../../testing/contracts';
import { startContractsApi, type ContractsApi } from '../../testing/contracts-api';
import { signedPushFor } from '../../testing/signed';
import { databaseKinds } from '../../testing/test-database';

const DEL2689 = 5;

/** The hand-worked contract under its own ids, with the given plans chosen (in that order). */
function withPlans(label: string, ...planIds: number[]): Contract {
  const contract = asContract(handWorkedContract(), contractIdFor(label));
  const values = planIds.reduce((next, id) => toggleFinancingOption(next, id), contract.Values);
  return recalculate({ ...contract, Values: values });
}

/** The contract with a plan's terms replaced, payments worked out again. */
function withTerms(contract: Contract, planId: number, terms: Partial<FinancingOption>): Contract {
  const financing = contract.Values.Financing.map((option) =>
    option.Id === planId ? { ...option, ...terms } : option,
  );
  return recalculate({ ...contract, Values: { ...contract.Values, Financing: financing } });
}

describe.each(databaseKinds())('financing terms kept with each contract, on %s', (kind) => {
  let h: ContractsApi;
  beforeAll(async () => {
    h = await startContractsApi(kind);
  });
  afterAll(async () => {
    await h?.app.close();
    await h?.database.dispose();
  });

  const put = (contract: Contract, baseVersion: number | null): Promise<LightMyRequestResponse> =>
    h.app.inject({
      method: 'PUT',
      url: `/api/contracts/${contract.ContractId}`,
      headers: { authorization: h.authorization },
      payload: { contract, baseVersion },
    });
  const pushAs = (contract: Contract, baseVersion: number | null, extra: Record<string, unknown>) =>
    h.app.inject({
      method: 'PUT',
      url: `/api/contracts/${contract.ContractId}`,
      headers: { authorization: h.authorization },
      payload: { contract, baseVersion, ...extra },
    });
  const download = async (contractId: string) => {
    const res = await h.app.inject({
      method: 'GET',
      url: `/api/contracts/${contractId}`,
      headers: { authorization: h.authorization },
    });
    expect(res.statusCode, res.body).toBe(200);
    return contractDownloadResponseSchema.parse(res.json());
  };
  const errorOf = (res: LightMyRequestResponse) => apiErrorSchema.parse(res.json()).error;
  /** The office's command line, on the test database. */
  const admin = async (...argv: string[]) => {
    let out = '';
    let err = '';
    const io = {
      stdin: Readable.from(['']),
      stdout: { write: (text: string) => (out += text) },
      stderr: { write: (text: string) => (err += text) },
    };
    const code = await runAdmin(argv, io, async () => ({ ...h.database, close: async () => {} }));
    return { code, out, err };
  };

  it('an older contract keeps syncing after its plan is re-rated, and downloads with its own terms to the cent', async () => {
    const sold = withPlans('OLDX', DEL2689);
    const soldPlan = sold.Values.Financing.find((option) => option.Id === DEL2689)!;
    expect(soldPlan).toMatchObject({ Code: 'DEL2689', Term: 60, Apr: 8.99, Active: true });
    expect((await put(sold, null)).statusCode).toBe(200);
    // Chosen on another contract before the re-rate: not chosen, only offered.
    const offered = withPlans('OLDY');
    expect((await put(offered, null)).statusCode).toBe(200);

    const rerate = await admin('set-financing', '--code', 'DEL2689', '--apr', '9.49');
    expect(rerate.err).toBe('');
    expect(rerate.code).toBe(0);

    const edited = { ...sold, Notes: 'Customer asked for a Saturday start.', ServerVersion: 1, Changed: true };
    const again = await put(edited, 1);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ version: 2 });

    const downloaded = await download(sold.ContractId);
    expect(downloaded.contract.Notes).toBe('Customer asked for a Saturday start.');
    expect(downloaded.contract.Values.Financing).toEqual(sold.Values.Financing);
    expect(downloaded.contract.Values.FinancingId).toBe(DEL2689);
    const plan = downloaded.contract.Values.Financing.find((option) => option.Id === DEL2689)!;
    expect([plan.Apr, plan.AmountMonth, plan.AmountWeek]).toEqual([8.99, soldPlan.AmountMonth, soldPlan.AmountWeek]);
    // A search result too.
    const search = await h.app.inject({
      method: 'GET',
      url: '/api/contracts?last=',
      headers: { authorization: h.authorization },
    });
    const item = contractSearchResponseSchema
      .parse(search.json())
      .items.find((found) => found.ContractId === sold.ContractId);
    expect(item!.Values.Financing).toEqual(sold.Values.Financing);

    // A new contract choosing the plan with the old terms is refused, with why.
    const fresh = withPlans('NEWX', DEL2689);
    const refused = await put(fresh, null);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).code).toBe('VALIDATION_FAILED');
    expect(errorOf(refused).message).toContain(
      "Values.Financing[4] (DEL2689) is newly chosen, but the plan's terms changed",
    );
    expect(errorOf(refused).message).toContain('9.49');
    // With today's terms it is taken, and kept.
    const today = withTerms(fresh, DEL2689, { Apr: 9.49 });
    expect((await put(today, null)).statusCode).toBe(200);
    expect((await download(today.ContractId)).contract.Values.Financing).toEqual(today.Values.Financing);

    // The older contract without the plan cannot newly choose it with the old terms either.
    const lateChoice = recalculate({ ...offered, Values: toggleFinancingOption(offered.Values, DEL2689) });
    const late = await put(lateChoice, 1);
    expect(late.statusCode).toBe(400);
    expect(errorOf(late).message).toContain("the plan's terms changed");
    // Nor change the terms of a plan it keeps.
    const tampered = withTerms(edited, DEL2689, { Apr: 7.5 });
    const changedTerms = await put(tampered, 2);
    expect(changedTerms.statusCode).toBe(400);
    expect(errorOf(changedTerms).message).toContain('Values.Financing[4] (DEL2689) was chosen with other terms');
    expect((await download(sold.ContractId)).contract.Values.Financing).toEqual(sold.Values.Financing);
  });

  it('a contract the customer signed on the tablet at the terms it held is taken, and flagged for the office', async () => {
    // The tablet last synced before the office raised DEL2689 from 8.99% to 9.49%; the customer signs at 8.99%.
    expect((await admin('set-financing', '--code', 'DEL2689', '--apr', '9.49')).code).toBe(0);
    const record = sealRecord(signedContentOf(withPlans('SIGNED899', DEL2689)));
    const signed = record.contract;
    expect(signed.Values.Financing[4]).toMatchObject({ Code: 'DEL2689', Apr: 8.99, Active: true });

    // Without the word that it was signed, refused as before; with it, kept as signed.
    expect((await put(signed, null)).statusCode).toBe(400);
    const taken = await pushAs(signed, null, { signedOnTablet: true });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ version: 1 });
    const plan = (await download(signed.ContractId)).contract.Values.Financing[4]!;
    expect([plan.Apr, plan.AmountMonth]).toEqual([8.99, signed.Values.Financing[4]!.AmountMonth]);

    const flags = async () =>
      queryRows<{ kind: string; message: string }>(
        h.database.db,
        sql`select kind, message from contract_flags where contract_id = ${signed.ContractId}`,
      );
    expect(await flags()).toEqual([
      {
        kind: 'financing-terms',
        message:
          'Signed on the tablet with DEL2689 at 60 months, 8.99% APR, terms the cloud would have refused: ' +
          "Values.Financing[4] (DEL2689) is newly chosen, but the plan's terms changed: the cloud's DEL2689 is now " +
          '60 months at 9.49% APR, this contract has 60 months at 8.99% APR.',
      },
    ]);
    // The same push again changes nothing and raises nothing new; the signed copy is then kept and emailed.
    expect((await pushAs(signed, 1, { signedOnTablet: true })).json()).toMatchObject({ version: 1 });
    expect(await flags()).toHaveLength(1);
    const copy = await h.app.inject({
      method: 'POST',
      url: `/api/contracts/${signed.ContractId}/signed`,
      headers: { authorization: h.authorization },
      payload: signedPushFor(record),
    });
    expect(copy.statusCode, copy.body).toBe(201);
  });

  it('takes the word that a contract was signed only as true', async () => {
    const contract = withPlans('SIGNEDBAD', DEL2689);
    for (const claim of ['yes', false, 1]) {
      const res = await pushAs(contract, null, { signedOnTablet: claim });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(errorOf(res).details)).toContain('signedOnTablet');
    }
  });

  it('a plan the office retires can no longer be newly chosen, but contracts that chose it keep it', async () => {
    const kept = withPlans('KEEP3', 3);
    expect((await put(kept, null)).statusCode).toBe(200);
    expect((await admin('set-financing', '--code', 'DEL2606', '--visible', 'no')).code).toBe(0);
    try {
      const refused = await put(withPlans('NEW3', 3), null);
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).message).toContain('(DEL2606) is newly chosen, but the cloud no longer offers that plan');
      expect((await put({ ...kept, Notes: 'still financed' }, 1)).statusCode).toBe(200);
      expect((await download(kept.ContractId)).contract.Values.Financing).toEqual(kept.Values.Financing);
    } finally {
      expect((await admin('set-financing', '--code', 'DEL2606', '--visible', 'yes')).code).toBe(0);
    }
  });

  it('refuses a contract whose own plans are inconsistent', async () => {
    const contract = withPlans('DUPPLAN', 3);
    const [first, ...rest] = contract.Values.Financing;
    const twice = recalculate({
      ...contract,
      Values: { ...contract.Values, Financing: [first!, ...rest, { ...first!, Code: 'COPY' }] },
    });
    const duplicate = await put(twice, null);
    expect(duplicate.statusCode).toBe(400);
    expect(errorOf(duplicate).message).toContain('Values.Financing[6].Id is 1, like Values.Financing[0]');
    const unknownChoice = await put(recalculate({ ...contract, Values: { ...contract.Values, FinancingId: 9 } }), null);
    expect(unknownChoice.statusCode).toBe(400);
    expect(errorOf(unknownChoice).message).toContain("Values.FinancingId 9 is not one of this contract's plans");
  });
});
