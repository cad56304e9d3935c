// The contracts being built, one draft per contract (device-database.ts, `drafts`), each stamped with when its state
// was typed. The last draft written is also kept as meta `draft` with its stamp; a meta `draft` with no stamp was
// left by a version before drafts had their own table.
import type { Contract } from '#domain/contract/model';
import { upgradeContract } from '#domain/upgrade/upgrade-contract';
import { getDeviceDatabase, nowIso } from './device-database';
import { readMeta } from './meta-storage';

export interface StampedDraft {
  contract: Contract;
  stamp: number;
}

/** Writes the draft, its row and the meta `draft`, in one transaction. */
export async function writeDraft(contract: Contract, stamp: number): Promise<void> {
  const db = getDeviceDatabase();
  await db.transaction('rw', db.drafts, db.meta, async () => {
    await db.drafts.put({ ContractId: contract.ContractId, contract: { ...contract }, stamp });
    await db.meta.bulkPut([
      { key: 'draft', value: contract },
      { key: 'draftStamp', value: stamp },
    ]);
  });
}

/**
 * Every draft on the device, read through the domain's upgrade; one that
 * cannot be read is moved to quarantine. A draft left by a version without the
 * table (meta `draft` only) is among them, with its stamp or 0.
 */
export async function readDrafts(): Promise<StampedDraft[]> {
  const db = getDeviceDatabase();
  const rows = await db.drafts.toArray();
  const drafts: StampedDraft[] = [];
  for (const row of rows) {
    const read = upgradeContract(row.contract);
    if (read.ok) {
      drafts.push({ contract: read.contract, stamp: row.stamp });
      continue;
    }
    await db.transaction('rw', db.drafts, db.quarantine, async () => {
      await db.quarantine.add({ source: 'drafts', raw: row, reason: read.reason, at: nowIso() });
      await db.drafts.delete(row.ContractId);
    });
  }
  // Written without a stamp, the meta draft is a version before this one's: its only draft.
  const older = (await readMeta('draftStamp')) === null ? await readMeta('draft') : null;
  if (older && !drafts.some((draft) => draft.contract.ContractId === older.ContractId)) {
    drafts.push({ contract: older, stamp: 0 });
  }
  return drafts.sort((a, b) => b.stamp - a.stamp);
}

/** One contract's draft, if a tab is building it or left it. */
export async function readDraft(contractId: string): Promise<StampedDraft | null> {
  const row = await getDeviceDatabase().drafts.get(contractId);
  const read = row ? upgradeContract(row.contract) : null;
  return row && read?.ok ? { contract: read.contract, stamp: row.stamp } : null;
}

/** The contract left the builder (a new one started, another opened, it went into the list). */
export async function deleteDraft(contractId: string): Promise<void> {
  await getDeviceDatabase().drafts.delete(contractId);
}
