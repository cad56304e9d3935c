// Pending contracts sync by themselves while the page is open, online and signed in (at start, on `online`, on
// becoming visible, on sign-in): tablets kill background tabs and Background Sync is not everywhere. One tab at a
// time; failures back off from 2 s to 5 minutes; conflicts are not retried but wait for the agent's choice.
import { LEASE_MS, tryDeviceLock } from '../storage/device-lock';
import { useSessionStore } from './session-store';
import { useSyncStore } from './sync-store';
import type { SyncAllSummary } from './contract-sync-outcome';
import { isOnline } from './online';

export const SYNC_LOCK_NAME = 'contract-builder-sync';
export const FIRST_RETRY_MS = 2_000;
export const MAX_RETRY_MS = 5 * 60_000;

/** The wait before retry number `failures` (1 -> 2 s, 2 -> 4 s, ... at most 5 min). */
export function retryDelay(failures: number): number {
  if (failures < 1) return 0;
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(failures - 1, 30));
}

/** A run needs another try when some contract could not reach the server (not for refusals or conflicts). */
export function needsRetry(summary: SyncAllSummary): boolean {
  return (
    [...summary.outcomes.values()].some((outcome) => outcome.kind === 'offline') ||
    (summary.signedWaiting ?? 0) > 0 ||
    (summary.receiptsWaiting ?? 0) > 0
  );
}

export interface AutoSyncOptions {
  /** The run itself; by default the sync store's Sync all, leaving out unresolved conflicts. */
  syncAll?: () => Promise<SyncAllSummary>;
}

/** 'busy': another tab held the sync lock, or a page that just went away still did. */
type RunResult = 'ok' | 'failed' | 'skipped' | 'busy';

/**
 * After 'busy', one more look: the other tab has synced by then, or the lock
 * it left behind (a page reloaded mid-sync, without Web Locks) has ended.
 */
export const BUSY_RETRY_MS = LEASE_MS + 1_000;

function canSync(): boolean {
  return isOnline() && useSessionStore.getState().status === 'signed-in';
}

let nudge: (() => void) | null = null;

/** Asks the running auto-sync to sync now (after saving a contract, say); nothing when it is not started. */
export function requestAutoSync(): void {
  nudge?.();
}

/** Starts syncing pending contracts by themselves; returns a function that stops it. */
export function startAutoSync(options: AutoSyncOptions = {}): () => void {
  const syncAll = options.syncAll ?? (() => useSyncStore.getState().syncAll({ skipAwaitingDecision: true }));
  let stopped = false;
  let running = false;
  let again = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  async function work(): Promise<RunResult> {
    // Checked again inside the lock: the agent may have signed out or gone offline while waiting.
    if (stopped || !canSync()) return 'skipped';
    try {
      return needsRetry(await syncAll()) ? 'failed' : 'ok';
    } catch {
      return 'failed';
    }
  }

  async function runInLock(): Promise<RunResult> {
    try {
      // A tab already syncing is enough; this one skips rather than queues.
      const result = await tryDeviceLock(SYNC_LOCK_NAME, work);
      return result.ran ? result.value : 'busy';
    } catch {
      return 'failed';
    }
  }

  function clearTimer(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  function retryIn(ms: number): void {
    clearTimer();
    timer = setTimeout(() => {
      timer = null;
      trigger();
    }, ms);
  }

  function settle(result: RunResult): void {
    running = false;
    if (stopped) return;
    if (result === 'ok') failures = 0;
    if (result === 'failed') {
      failures += 1;
      retryIn(retryDelay(failures));
    }
    if (result === 'busy' && timer === null) retryIn(BUSY_RETRY_MS);
    if (again) {
      again = false;
      trigger();
    }
  }

  function trigger(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    if (!canSync()) return;
    clearTimer();
    running = true;
    void runInLock().then(settle, () => settle('failed'));
  }

  const onVisible = () => {
    if (document.visibilityState === 'visible') trigger();
  };
  const unsubscribe = useSessionStore.subscribe((state, previous) => {
    if (state.status === 'signed-in' && previous.status !== 'signed-in') trigger();
  });
  window.addEventListener('online', trigger);
  document.addEventListener('visibilitychange', onVisible);
  nudge = trigger;
  trigger();

  return () => {
    stopped = true;
    clearTimer();
    unsubscribe();
    window.removeEventListener('online', trigger);
    document.removeEventListener('visibilitychange', onVisible);
    if (nudge === trigger) nudge = null;
  };
}
