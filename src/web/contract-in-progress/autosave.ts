// Keeps the contract being built on the device from the first keystroke, so a reload or a killed tab never loses
// what was typed: the draft 300 ms after the last change (at once when the page is hidden), and the device's list
// once the first goal has a name (the original's autosave, docs/product-rules.md#device-storage).
import type { Contract } from '#domain/contract/model';
import { shouldAutosaveToList } from '#domain/contract/saving';
import { keepContract, keepDraft, setActiveContract } from '../storage/contract-writes';
import { clearEmergencyDraftUpTo, writeEmergencyDraft } from '../storage/emergency-draft';
import { useBuilderStore } from './builder-store';

export const AUTOSAVE_DEBOUNCE_MS = 300;
/** A state of the builder's contract and when it was typed, so copies of it can be told apart by age. */
interface Stamped {
  contract: Contract;
  stamp: number;
  /** The device's copy as a sync just stored it: only the draft is written, not the list copy again. */
  stored: boolean;
}

/** The newest contract not written yet. */
let unsaved: Stamped | null = null;
/**
 * The newest contract not yet known to be on the device: unsaved, or handed
 * to IndexedDB and not committed. A page left in that window (a reload right
 * after the debounce fired) must still leave its synchronous copy behind.
 */
let notCommitted: Stamped | null = null;
let lastStamp = 0;

/** Milliseconds since 1970, always later than the previous stamp of this page. */
function nextStamp(): number {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return lastStamp;
}
let timer: ReturnType<typeof setTimeout> | null = null;
/** The writes started last, so flushAutosave() can wait for them. */
let writing: Promise<unknown> = Promise.resolve();

function write(pending: Stamped): Promise<unknown> {
  const { contract, stamp, stored } = pending;
  const writes = [keepDraft(contract, stamp)];
  if (!stored && shouldAutosaveToList(contract)) {
    // A contract just opened from the list (not changed) is already there as it is.
    if (contract.Changed) writes.push(keepContract(contract));
    writes.push(setActiveContract(contract.ContractId));
  }
  return Promise.all(writes).then((results) => {
    if (!results.every(Boolean)) return;
    if (notCommitted === pending) notCommitted = null;
    // This state is on the device: a copy left while leaving with it, or an older one, is not needed any more.
    clearEmergencyDraftUpTo(contract.ContractId, stamp);
  });
}

function writeUnsaved(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  const pending = unsaved;
  unsaved = null;
  if (pending) writing = write(pending);
}

/** Writes any change not written yet, now, and resolves once every write started has finished. */
export async function flushAutosave(): Promise<void> {
  writeUnsaved();
  await writing;
}

function schedule(contract: Contract, stored: boolean): void {
  // Another contract takes the builder's place (New Contract, opening one from
  // the list): the previous one's last changes are written first, at once.
  if (unsaved && unsaved.contract.ContractId !== contract.ContractId) writeUnsaved();
  unsaved = { contract, stamp: nextStamp(), stored };
  notCommitted = unsaved;
  if (timer !== null) clearTimeout(timer);
  timer = setTimeout(writeUnsaved, AUTOSAVE_DEBOUNCE_MS);
}

/** Leaving the page: a synchronous copy first (an IndexedDB write may not finish), then the real write. */
function writeBeforeLeaving(): void {
  // Not for a contract another tab builds: this tab changes nothing of it.
  if (notCommitted && !useBuilderStore.getState().openElsewhere)
    writeEmergencyDraft(notCommitted.contract, notCommitted.stamp);
  writeUnsaved();
}

function writeWhenHidden(): void {
  if (document.visibilityState === 'hidden') writeBeforeLeaving();
}

/** Starts writing every change of the builder's contract; returns a function that writes what is pending and stops. */
export function startAutosave(): () => void {
  const unsubscribe = useBuilderStore.subscribe((state, previous) => {
    // The first contract the store holds was just read from the device (or is
    // blank): nothing to write back, and a failed read never overwrites the draft.
    if (state.contract === previous.contract || state.contract === null || previous.contract === null) return;
    schedule(state.contract, state.contract === state.followed);
  });
  window.addEventListener('pagehide', writeBeforeLeaving);
  document.addEventListener('visibilitychange', writeWhenHidden);
  return () => {
    unsubscribe();
    window.removeEventListener('pagehide', writeBeforeLeaving);
    document.removeEventListener('visibilitychange', writeWhenHidden);
    writeUnsaved();
  };
}
