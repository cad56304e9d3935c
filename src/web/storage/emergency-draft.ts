// The last-chance copy of the contract being built: an IndexedDB write started while the page is being left may never
// finish, so the unsaved state is copied synchronously to localStorage then, one key per contract. It is removed once
// that state or a newer one is in IndexedDB; a copy still there at start wins only if newer than the stored draft.
import type { Contract } from '#domain/contract/model';
import { upgradeContract } from '#domain/upgrade/upgrade-contract';

/** The key of the copy versions before this one left; each contract's key starts with it. */
export const EMERGENCY_DRAFT_KEY = 'contract-builder:unsaved-draft';

function keyOf(contractId: string): string {
  return `${EMERGENCY_DRAFT_KEY}:${contractId}`;
}

export interface EmergencyCopy {
  contract: Contract;
  /** When its state was typed (autosave's stamp); Infinity for a copy left by a version that did not stamp. */
  stamp: number;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked by the browser's settings
  }
}

/** Copies the contract synchronously; false when the browser refuses (full, blocked). */
export function writeEmergencyDraft(contract: Contract, stamp: number): boolean {
  try {
    storage()?.setItem(keyOf(contract.ContractId), JSON.stringify({ stamp, contract }));
    return true;
  } catch {
    return false;
  }
}

function isStamped(value: unknown): value is { stamp: number; contract: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'contract' in value &&
    typeof (value as { stamp?: unknown }).stamp === 'number'
  );
}

function readCopy(text: string | null | undefined): EmergencyCopy | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    // A copy written before copies were stamped is the contract itself: the newest there was.
    const [raw, stamp] = isStamped(parsed) ? [parsed.contract, parsed.stamp] : [parsed, Number.POSITIVE_INFINITY];
    const result = upgradeContract(raw);
    return result.ok ? { contract: result.contract, stamp } : null;
  } catch {
    return null;
  }
}

function copyKeys(): string[] {
  const store = storage();
  if (!store) return [];
  const keys: string[] = [];
  for (let index = 0; index < store.length; index++) {
    const key = store.key(index);
    if (key === EMERGENCY_DRAFT_KEY || key?.startsWith(`${EMERGENCY_DRAFT_KEY}:`)) keys.push(key);
  }
  return keys;
}

/** The copy of one contract left by a page, read through the domain's upgrade; null when none can be read. */
export function readEmergencyDraft(contractId: string): EmergencyCopy | null {
  const copy = readCopy(storage()?.getItem(keyOf(contractId)));
  if (copy) return copy;
  const legacy = readCopy(storage()?.getItem(EMERGENCY_DRAFT_KEY));
  return legacy?.contract.ContractId === contractId ? legacy : null;
}

/** Every copy left by pages of this app, newest first. */
export function readEmergencyDrafts(): EmergencyCopy[] {
  return copyKeys()
    .map((key) => readCopy(storage()?.getItem(key)))
    .filter((copy): copy is EmergencyCopy => copy !== null)
    .sort((a, b) => b.stamp - a.stamp);
}

function remove(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to do: the copy is taken again next time, which is harmless.
  }
}

/** Removes the copy of `contractId` (and a copy a version before this one left of it). */
export function clearEmergencyDraft(contractId: string): void {
  remove(keyOf(contractId));
  const legacy = readCopy(storage()?.getItem(EMERGENCY_DRAFT_KEY));
  if (!legacy || legacy.contract.ContractId === contractId) remove(EMERGENCY_DRAFT_KEY);
}

/** A state of `contractId` stamped `stamp` is committed: a copy of it or of an older state is no longer needed. */
export function clearEmergencyDraftUpTo(contractId: string, stamp: number): void {
  const copy = readEmergencyDraft(contractId);
  if (copy && copy.stamp <= stamp) clearEmergencyDraft(contractId);
}

/** Removes every copy (the device's contracts were removed). */
export function clearEmergencyDrafts(): void {
  for (const key of copyKeys()) remove(key);
}
