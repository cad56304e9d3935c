// What the screens show of contract sync: a spinner on each contract being synced (from a button, Sync all or
// auto-sync), whether a Sync all is running, and how each contract's last sync ended. The work itself is
// contract-sync.ts; this store follows its activity.
import { createStore, moduleState } from '../lib/app-state';
import { recordSyncOutcome } from './sync-problems';
import { onSyncActivity, type SyncActivity } from './contract-sync-events';
import { syncAllPending, syncContract } from './contract-sync';
import type { SyncAllOptions, SyncAllSummary, SyncOutcome } from './contract-sync-outcome';

export interface SyncState {
  /** Contract ids being synced now. */
  syncing: ReadonlySet<string>;
  /** A Sync all (the button's or auto-sync's) is running. */
  syncingAll: boolean;
  /** How the last sync of each contract ended, this session. */
  lastOutcome: Map<string, SyncOutcome>;
  /** Sync w/Cloud for one contract; a second press while it runs shares its answer. */
  sync(contractId: string): Promise<SyncOutcome>;
  /** Syncs every pending contract; a call while a run is going shares that run. */
  syncAll(options?: SyncAllOptions): Promise<SyncAllSummary>;
  /** Forgets a contract's last outcome (the agent dismissed it). */
  forgetOutcome(contractId: string): void;
}

const runs = moduleState(() => ({
  /** How many syncs of each contract are running now. */
  perContract: new Map<string, number>(),
  /** How many Sync all runs are going (the button's and auto-sync's). */
  ofAll: 0,
  /** The Sync all a second call shares. */
  sharedAll: null as Promise<SyncAllSummary> | null,
}));

export const useSyncStore = createStore<SyncState>((set, get) => ({
  syncing: new Set<string>(),
  syncingAll: false,
  lastOutcome: new Map<string, SyncOutcome>(),

  sync(contractId) {
    return syncContract(contractId);
  },

  syncAll(options = {}) {
    if (runs.sharedAll) return runs.sharedAll;
    const current = syncAllPending(options).finally(() => {
      if (runs.sharedAll === current) runs.sharedAll = null;
    });
    runs.sharedAll = current;
    return current;
  },

  forgetOutcome(contractId) {
    if (!get().lastOutcome.has(contractId)) return;
    const lastOutcome = new Map(get().lastOutcome);
    lastOutcome.delete(contractId);
    set({ lastOutcome });
  },
}));

function follow(activity: SyncActivity): void {
  const runningCounts = runs.perContract;
  switch (activity.type) {
    case 'contract-started': {
      runningCounts.set(activity.contractId, (runningCounts.get(activity.contractId) ?? 0) + 1);
      useSyncStore.setState({ syncing: new Set(runningCounts.keys()) });
      return;
    }
    case 'contract-finished': {
      const left = (runningCounts.get(activity.contractId) ?? 1) - 1;
      if (left > 0) runningCounts.set(activity.contractId, left);
      else runningCounts.delete(activity.contractId);
      const update: Partial<SyncState> = { syncing: new Set(runningCounts.keys()) };
      if (activity.outcome) {
        recordSyncOutcome(activity.contractId, activity.outcome);
        update.lastOutcome = new Map(useSyncStore.getState().lastOutcome).set(activity.contractId, activity.outcome);
      }
      useSyncStore.setState(update);
      return;
    }
    case 'all-started':
      runs.ofAll += 1;
      useSyncStore.setState({ syncingAll: true });
      return;
    case 'all-finished':
      runs.ofAll = Math.max(0, runs.ofAll - 1);
      useSyncStore.setState({ syncingAll: runs.ofAll > 0 });
      return;
  }
}

/** The store follows every sync's start and end; wired once by app/start-up.ts. Returns the unsubscribe. */
export function followSyncActivity(): () => void {
  return onSyncActivity(follow);
}
