// The last-chance copy of the contract being built. IndexedDB writes are
// asynchronous, and one started while the page is being left (pagehide, a
// reload, a tablet killing a hidden tab) may never finish. localStorage is
// synchronous, so the builder's unsaved state is copied there at that moment,
// stamped with when it was typed. The copy is removed as soon as that state
// or a newer one of the same contract is committed to IndexedDB; the next
// start takes back a copy still there only if it is newer than the stored
// draft (builder-store.ts), so an old copy never wins over newer typing.
import type { Contract } from '../../domain/contract/model';
import { upgradeContract } from '../../domain/upgrade/upgrade-contract';

export const EMERGENCY_DRAFT_KEY = 'contract-builder:unsaved-draft';

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
    storage()?.setItem(EMERGENCY_DRAFT_KEY, JSON.stringify({ stamp, contract }));
    return true;
  } catch {
    return false;
  }
}

function isStamped(value: unknown): value is { stamp: number; contract: unknown } {
  return typeof value === 'object' && value !== null && 'contract' in value && typeof (value as { stamp?: unknown }).stamp === 'number';
}

/** The copy left by the last page, read through the domain's upgrade; null when there is none or it cannot be read. */
export function readEmergencyDraft(): EmergencyCopy | null {
  const text = storage()?.getItem(EMERGENCY_DRAFT_KEY);
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

export function clearEmergencyDraft(): void {
  try {
    storage()?.removeItem(EMERGENCY_DRAFT_KEY);
  } catch {
    // Nothing to do: the copy is taken again next time, which is harmless.
  }
}

/** A state of `contractId` stamped `stamp` is committed: a copy of it or of an older state is no longer needed. */
export function clearEmergencyDraftUpTo(contractId: string, stamp: number): void {
  const copy = readEmergencyDraft();
  if (copy && copy.contract.ContractId === contractId && copy.stamp <= stamp) clearEmergencyDraft();
}
