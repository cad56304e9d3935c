// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Contract } from '#domain/contract/model';
import { upgradeContract } from '#domain/upgrade/upgrade-contract';
import original from '#domain/upgrade/fixtures/v0-original-two-entry-financing.json';
import objectFinancing from '#domain/upgrade/fixtures/v0-object-financing-with-area.json';
import damaged from '#domain/upgrade/fixtures/damaged.json';
import { newContract } from '#domain/testing/builders';
import type { DeviceDatabase } from './device-database';
import { deleteContract, getContract, listContracts, saveContract } from './contract-storage';
import { resetWebState } from '../testing/web-state';

let db: DeviceDatabase;
beforeEach(() => {
  db = resetWebState();
});

/** Puts an entry straight into the table, as an older build (or a damaged disk) left it. */
async function putRaw(raw: unknown): Promise<void> {
  await db.contracts.put(structuredClone(raw) as unknown as Contract);
}

function upgraded(raw: unknown): Contract {
  const result = upgradeContract(structuredClone(raw));
  if (!result.ok) throw new Error(result.reason);
  return result.contract;
}

describe('contracts on the device', () => {
  it('come back as they were saved, and are gone once deleted', async () => {
    const contract = newContract();
    await saveContract(contract);
    expect(await getContract(contract.ContractId)).toEqual(contract);
    expect(await listContracts()).toEqual({ contracts: [contract], unreadable: [] });

    await deleteContract(contract.ContractId);
    expect(await getContract(contract.ContractId)).toBeNull();
    expect((await listContracts()).contracts).toEqual([]);
  });

  it('replaces the stored contract with the same ContractId', async () => {
    const contract = newContract();
    await saveContract(contract);
    await saveContract({ ...contract, Description: 'Second visit' });
    const { contracts } = await listContracts();
    expect(contracts.map((stored) => stored.Description)).toEqual(['Second visit']);
  });

  it('are upgraded when read in an old shape, and written back in the current one', async () => {
    await putRaw(original);
    await putRaw(objectFinancing);

    const { contracts, unreadable } = await listContracts();
    expect(unreadable).toEqual([]);
    expect(contracts).toEqual(expect.arrayContaining([upgraded(original), upgraded(objectFinancing)]));
    expect(contracts.every((contract) => contract.SchemaVersion === 3)).toBe(true);

    const stored = await db.contracts.get(original.ContractId);
    expect(stored).toEqual(upgraded(original));
    expect(stored).not.toHaveProperty('Updated');
  });

  it('upgrades a single old contract read by id', async () => {
    await putRaw(original);
    expect(await getContract(original.ContractId)).toEqual(upgraded(original));
    expect((await db.contracts.get(original.ContractId))?.SchemaVersion).toBe(3);
  });

  it('are repaired where a field cannot be read, and the rest is kept', async () => {
    await putRaw(damaged);
    const { contracts, unreadable } = await listContracts();
    expect(unreadable).toEqual([]);
    expect(contracts[0]?.Goals[0]?.Name).toBe('Fix the attic');
    expect((await db.contracts.get(damaged.ContractId))?.SchemaVersion).toBe(3);
  });

  it('still shows an old contract when writing the upgrade back fails', async () => {
    await putRaw(original);
    vi.spyOn(db.contracts, 'bulkPut').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));

    expect((await listContracts()).contracts).toEqual([upgraded(original)]);
    expect((await db.contracts.get(original.ContractId))?.SchemaVersion).toBeUndefined();
  });
});

describe('a stored entry that cannot be read', () => {
  const unreadableEntry = { ContractId: 'Xx0Unreadabl', SchemaVersion: 'two', Description: 'typed by hand' };

  it('is moved to quarantine and reported, and the others are still listed', async () => {
    const contract = newContract();
    await saveContract(contract);
    await putRaw(unreadableEntry);

    const { contracts, unreadable } = await listContracts();
    expect(contracts).toEqual([contract]);
    expect(unreadable).toEqual([
      { contractId: 'Xx0Unreadabl', reason: expect.stringContaining('unreadable SchemaVersion') },
    ]);

    expect(await db.contracts.get('Xx0Unreadabl')).toBeUndefined();
    const quarantined = await db.quarantine.toArray();
    expect(quarantined).toEqual([
      expect.objectContaining({ source: 'contracts', raw: unreadableEntry, reason: unreadable[0]?.reason }),
    ]);
    expect((await listContracts()).unreadable).toEqual([]);
  });

  it('reads as null by id, and is quarantined too', async () => {
    await putRaw(unreadableEntry);
    expect(await getContract('Xx0Unreadabl')).toBeNull();
    expect(await db.quarantine.count()).toBe(1);
  });

  it('stays where it is when a newer build saved it, so updating the app brings it back', async () => {
    const fromNewerBuild = { ...newContract(), ContractId: 'Nw0FutureBld', SchemaVersion: 99 };
    await db.contracts.put(fromNewerBuild);

    const { unreadable } = await listContracts();
    expect(unreadable).toEqual([{ contractId: 'Nw0FutureBld', reason: expect.stringContaining('newer version') }]);
    expect(await db.contracts.get('Nw0FutureBld')).toEqual(fromNewerBuild);
    expect(await db.quarantine.count()).toBe(0);
  });
});
