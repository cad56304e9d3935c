// The contracts kept on this device, each read through the domain's upgradeContract: an older shape is upgraded and
// written back; one that cannot be read is quarantined and reported, never thrown or deleted. A contract saved by a
// newer build stays as it is (reported unreadable), so updating this app brings it back.
import type { Contract } from '#domain/contract/model';
import { CURRENT_SCHEMA_VERSION } from '#domain/contract/schema-version';
import { upgradeContract } from '#domain/upgrade/upgrade-contract';
import { getDeviceDatabase, nowIso, type QuarantineEntry, type StoredContractRow } from './device-database';

export interface UnreadableContract {
  contractId: string;
  reason: string;
}

export interface ContractList {
  contracts: Contract[];
  unreadable: UnreadableContract[];
}

interface StoredPair {
  key: unknown;
  raw: StoredContractRow;
}

interface ReadOutcome {
  list: ContractList;
  /** Upgraded or repaired contracts to write back in the current shape. */
  rewrite: Contract[];
  /** Unreadable entries to move out of the contracts table. */
  quarantine: { key: unknown; entry: QuarantineEntry }[];
}

function isFromNewerBuild(raw: StoredContractRow): boolean {
  return typeof raw.SchemaVersion === 'number' && raw.SchemaVersion > CURRENT_SCHEMA_VERSION;
}

function readStored(pairs: readonly StoredPair[], at: string): ReadOutcome {
  const outcome: ReadOutcome = { list: { contracts: [], unreadable: [] }, rewrite: [], quarantine: [] };
  for (const { key, raw } of pairs) {
    const result = upgradeContract(raw);
    if (result.ok) {
      outcome.list.contracts.push(result.contract);
      if (result.fromVersion < CURRENT_SCHEMA_VERSION || result.repairs.length > 0)
        outcome.rewrite.push(result.contract);
      continue;
    }
    outcome.list.unreadable.push({ contractId: String(key), reason: result.reason });
    if (!isFromNewerBuild(raw)) {
      outcome.quarantine.push({ key, entry: { source: 'contracts', raw, reason: result.reason, at } });
    }
  }
  return outcome;
}

/** Writes upgraded contracts back and moves unreadable ones to quarantine. */
async function tidy(outcome: ReadOutcome): Promise<void> {
  const db = getDeviceDatabase();
  if (outcome.rewrite.length > 0) await db.contracts.bulkPut(outcome.rewrite);
  for (const { key, entry } of outcome.quarantine) {
    await db.quarantine.add(entry);
    await db.contracts.delete(key as string);
  }
}

/** Reads and tidies up in one transaction, so a contract saved meanwhile (in
 * another tab) is never overwritten by an older, upgraded copy. If the writing
 * fails (storage full, private mode), what can be read is still returned; the
 * upgrade and the quarantine are tried again on the next read. */
async function readContracts<T>(pairs: () => Promise<StoredPair[]>, pick: (list: ContractList) => T): Promise<T> {
  const db = getDeviceDatabase();
  try {
    return await db.transaction('rw', db.contracts, db.quarantine, async () => {
      const outcome = readStored(await pairs(), nowIso());
      await tidy(outcome);
      return pick(outcome.list);
    });
  } catch {
    return pick(readStored(await pairs(), nowIso()).list);
  }
}

async function allPairs(): Promise<StoredPair[]> {
  const pairs: StoredPair[] = [];
  await getDeviceDatabase().contracts.each((raw, cursor) => {
    pairs.push({ key: cursor.primaryKey, raw });
  });
  return pairs;
}

export function listContracts(): Promise<ContractList> {
  return readContracts(allPairs, (list) => list);
}

/** The contract with this id in the current shape, or null when there is none or it cannot be read. */
export function getContract(contractId: string): Promise<Contract | null> {
  const onePair = async (): Promise<StoredPair[]> => {
    const raw = await getDeviceDatabase().contracts.get(contractId);
    return raw === undefined ? [] : [{ key: contractId, raw }];
  };
  return readContracts(onePair, (list) => list.contracts[0] ?? null);
}

/** Stores the contract, replacing any with the same ContractId. */
export async function saveContract(contract: Contract): Promise<void> {
  await getDeviceDatabase().contracts.put(contract);
}

export async function deleteContract(contractId: string): Promise<void> {
  await getDeviceDatabase().contracts.delete(contractId);
}
