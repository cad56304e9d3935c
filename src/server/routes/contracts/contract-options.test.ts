// A contract with options over the API, on both databases (docs/decisions/056-options.md): one push carries them all,
// the cloud checks every option's totals to the cent, keeps the options not chosen, and takes the signed copy of the
// chosen option alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOption, switchOption } from '#domain/contract/options';
import type { Contract } from '#domain/contract/model';
import { setDiscount } from '#domain/contract/values';
import { sealRecord } from '#domain/signing/sign-contract';
import { sequentialIds } from '#domain/testing/builders';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { signedContentOf } from '#domain/testing/signing';
import { asContract, contractIdFor } from '../../testing/contracts';
import { startContractsApi, type ContractsApi } from '../../testing/contracts-api';
import { signedPushFor } from '../../testing/signed';
import { databaseKinds } from '../../testing/test-database';
import { testPerson } from '../../testing/sessions';
import { officeContractDetailSchema } from '#api/office-contracts';

/** Good (the hand-worked $7,821.00 less $500.00) and Better (no discount), Better being worked on. */
function withOptions(label: string): Contract {
  const good = asContract(handWorkedContract(), contractIdFor(label));
  const two = addOption({ ...good, Values: setDiscount(good.Values, 500) }, sequentialIds(label));
  return { ...two, Values: setDiscount(two.Values, 0) };
}

describe.each(databaseKinds())('a contract with options, on %s', (kind) => {
  let h: ContractsApi;
  beforeAll(async () => {
    h = await startContractsApi(kind);
  });
  afterAll(async () => {
    await h?.app.close();
    await h?.database.dispose();
  });

  const push = (contract: Contract) =>
    h.app.inject({
      method: 'PUT',
      url: `/api/contracts/${contract.ContractId}`,
      headers: { authorization: h.authorization },
      payload: { contract, baseVersion: null },
    });
  const download = async (contractId: string) =>
    (await h.app.inject({ url: `/api/contracts/${contractId}`, headers: { authorization: h.authorization } })).json()
      .contract as Contract;

  it('keeps every option in one push', async () => {
    const contract = withOptions('OPTIONS1');
    const res = await push(contract);
    expect(res.statusCode, res.body).toBe(200);
    const kept = await download(contract.ContractId);
    expect(kept.Options?.map((option) => option.Name)).toEqual(['Good', 'Better']);
    const good = kept.Options![0]!;
    expect('Values' in good && good.Values.NetDue).toBe(7321);
    expect(kept.Values.NetDue).toBe(7821);
  });

  it("refuses an option whose totals are off by one cent, naming the option's field", async () => {
    const contract = withOptions('OPTIONS2');
    const [good, better] = contract.Options!;
    if (!good || !('Values' in good)) throw new Error('Good is not stored');
    const off = { ...good, Values: { ...good.Values, NetDue: 7321.01 } };
    const res = await push({ ...contract, Options: [off, better!] });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Options[0].Values.NetDue is 7321.01 but Total - Deposit - Discount - Coupon is 7321');
  });

  it('refuses options the device never makes: two current, or four', async () => {
    const contract = withOptions('OPTIONS3');
    const current = { Id: 'x', Name: 'Also current', Current: true as const };
    expect((await push({ ...contract, Options: [...contract.Options!, current] })).body).toContain(
      'exactly one option is the current one',
    );
    const stored = contract.Options![0]!;
    const four = [stored, { ...stored, Id: 'b' }, { ...stored, Id: 'c' }, contract.Options![1]!];
    expect((await push({ ...contract, Options: four })).statusCode).toBe(400);
  });

  it('takes the signed copy of the chosen option alone, and keeps the one declined', async () => {
    const contract = switchOption(withOptions('OPTIONS4'), withOptions('OPTIONS4').Options![0]!.Id);
    const record = sealRecord(signedContentOf(contract));
    expect(record.contract.Options).toBeUndefined();
    expect(record.contract.Values.NetDue).toBe(7321);
    // The tablet syncs the working copy, options and all, then hands in the signed copy.
    const working = {
      ...contract,
      Customer: record.contract.Customer,
      Date: record.contract.Date,
      Saved: record.contract.Saved,
    };
    expect((await push(working)).statusCode).toBe(200);
    const signed = await h.app.inject({
      method: 'POST',
      url: `/api/contracts/${contract.ContractId}/signed`,
      headers: { authorization: h.authorization },
      payload: signedPushFor(record) as unknown as Record<string, unknown>,
    });
    expect(signed.statusCode, signed.body).toBe(201);
    const kept = await download(contract.ContractId);
    expect(kept.Options?.find((option) => !option.Current)?.Name).toBe('Better');
    // The office sees the option chosen and the one declined.
    const manager = await testPerson(h.database.db, 'olive.options@example.com', 'manager');
    const detail = await h.app.inject({
      url: `/api/admin/contracts/${contract.ContractId}`,
      headers: { authorization: manager.authorization },
    });
    expect(officeContractDetailSchema.parse(detail.json()).options).toEqual([
      { name: 'Good', netDue: 7321, current: true },
      { name: 'Better', netDue: 7821, current: false },
    ]);
  });
});
