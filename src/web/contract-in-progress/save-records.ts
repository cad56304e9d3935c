// What this device knows of each contract's saves (docs/decisions/039-saved-travels-with-the-contract.md):
// a contract started here is unsaved until SAVE & CONTINUE; one with no record
// was saved elsewhere or before records were kept.
import type { Contract } from '#domain/contract/model';
import { carriesItsSave, isSaved, recordAsSaved, UNSAVED, type SaveRecord } from '#domain/contract/transaction-date';

export type SaveRecords = Readonly<Record<string, SaveRecord>>;

/** The record of `contract`: its own, else as the contract itself says. */
export function recordOf(records: SaveRecords, contract: Contract): SaveRecord {
  return records[contract.ContractId] ?? recordAsSaved(contract);
}

/** Whether `contract` was never saved on this device. */
export function unsavedIn(records: SaveRecords, contract: Contract): boolean {
  return !isSaved(recordOf(records, contract));
}

/**
 * A draft found at start with no record: saved before records were kept if
 * anyone saved or synced it, else a blank started here and never saved.
 */
export function recordOfOlderDraft(contract: Contract): SaveRecord {
  if (carriesItsSave(contract)) return recordAsSaved(contract);
  const touched =
    contract.Agent !== null ||
    contract.Creator !== null ||
    contract.SyncDate !== null ||
    contract.ServerVersion !== null;
  return touched ? recordAsSaved(contract) : UNSAVED;
}
