// The last-chance copy of the contract being built. IndexedDB writes are
// asynchronous, and one started while the page is being left (pagehide, a
// reload, a tablet killing a hidden tab) may never finish. localStorage is
// synchronous, so the builder's unsaved state is copied there at that moment;
// the next start takes it back (it is the newest state there is), writes it
// to IndexedDB and removes it.
import type { Contract } from '../../domain/contract/model';
import { upgradeContract } from '../../domain/upgrade/upgrade-contract';

export const EMERGENCY_DRAFT_KEY = 'contract-builder:unsaved-draft';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked by the browser's settings
  }
}

/** Copies the contract synchronously; false when the browser refuses (full, blocked). */
export function writeEmergencyDraft(contract: Contract): boolean {
  try {
    storage()?.setItem(EMERGENCY_DRAFT_KEY, JSON.stringify(contract));
    return true;
  } catch {
    return false;
  }
}

/** The copy left by the last page, read through the domain's upgrade; null when there is none or it cannot be read. */
export function readEmergencyDraft(): Contract | null {
  const text = storage()?.getItem(EMERGENCY_DRAFT_KEY);
  if (!text) return null;
  try {
    const result = upgradeContract(JSON.parse(text));
    return result.ok ? result.contract : null;
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
