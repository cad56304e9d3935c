// Removing this device's contracts for "Sign Out and Remove Contracts" on a tablet agents share. Only what the cloud
// already has may go, checked and deleted in one read-write transaction; signed records go with their PDFs, since
// customers' signatures have no business on the next agent's tablet. The catalogue and the quarantine stay.
import { upgradeContract } from '#domain/upgrade/upgrade-contract';
import { getDeviceDatabase, type DeviceDatabase } from './device-database';
import type { MetaKey } from './meta-storage';

export interface DeviceContracts {
  /** Contracts stored on this device, readable or not. */
  total: number;
  /** Ids of stored contracts the cloud does not have as they are here. */
  notSynced: string[];
  /** The contract being built has changes and is not in the device's list yet (no goal named). */
  unsavedDraft: boolean;
}

export type RemovalOutcome = { removed: true; count: number } | { removed: false; contracts: DeviceContracts };

/** lastAgent goes too: the next agent's contracts would print the previous agent's name as their preparer. */
const REMOVED_META_KEYS = ['draft', 'activeContractId', 'lastAgent'] as const satisfies readonly MetaKey[];

async function tally(db: DeviceDatabase): Promise<DeviceContracts> {
  const notSynced = new Set<string>();
  const ids = new Set<string>();
  await db.contracts.each((raw, cursor) => {
    const id = String(cursor.primaryKey);
    ids.add(id);
    const read = upgradeContract(raw);
    if (!read.ok || read.contract.Changed) notSynced.add(id);
  });
  // A signed record leaves only once the cloud has answered that it kept it.
  await db.signed.each((row) => {
    if (row.receipt === null || row.receipt === undefined) notSynced.add(row.ContractId);
  });
  let unsavedDraft = false;
  const draft = await db.meta.get('draft');
  const drafts = [draft?.value, ...(await db.drafts.toArray()).map((row) => row.contract)].filter(
    (raw) => raw !== undefined,
  );
  for (const raw of drafts) {
    const read = upgradeContract(raw);
    // A draft that cannot be read is already lost to the builder (it starts blank); it is nothing to keep here.
    if (!read.ok || !read.contract.Changed) continue;
    if (ids.has(read.contract.ContractId)) notSynced.add(read.contract.ContractId);
    else unsavedDraft = true;
  }
  return { total: ids.size, notSynced: [...notSynced].sort(), unsavedDraft };
}

/** What is on the device, for the sign-out dialog. */
export async function readDeviceContracts(): Promise<DeviceContracts> {
  const db = getDeviceDatabase();
  return db.transaction('r', [db.contracts, db.meta, db.drafts, db.signed], () => tally(db));
}

/** Removes every contract when all are synced; otherwise removes nothing and says what is not. */
export async function removeSyncedContracts(): Promise<RemovalOutcome> {
  const db = getDeviceDatabase();
  const tables = [db.contracts, db.meta, db.drafts, db.signed, db.signedPdfs];
  return db.transaction('rw', tables, async (): Promise<RemovalOutcome> => {
    const contracts = await tally(db);
    if (contracts.notSynced.length > 0 || contracts.unsavedDraft) return { removed: false, contracts };
    await db.contracts.clear();
    await db.drafts.clear();
    await db.signed.clear();
    await db.signedPdfs.clear();
    await db.meta.bulkDelete([...REMOVED_META_KEYS]);
    return { removed: true, count: contracts.total };
  });
}
