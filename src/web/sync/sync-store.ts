// What the screens show of contract sync: a spinner on each contract being
// synced (whoever started it: a button, Sync all or auto-sync), whether a
// Sync all is running, and how the last sync of each contract ended. The
// work itself is contract-sync.ts; this store follows its activity.
import { create } from 'zustand';
import { recordSyncOutcome } from './sync-problems';
import {
  onSyncActivity,
  syncAllPending,
  syncContract,
  type SyncActivity,
  type SyncAllOptions,
  type SyncAllSummary,
  type SyncOutcome,
} from './contract-sync';

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

const runningCounts = new Map<string, number>();
let runsOfAll = 0;
let running: Promise<SyncAllSummary> | null = null;

export const useSyncStore = create<SyncState>()((set, get) => ({
  syncing: new Set<string>(),
  syncingAll: false,
  lastOutcome: new Map<string, SyncOutcome>(),

  sync(contractId) {
    return syncContract(contractId);
  },

  syncAll(options = {}) {
    if (running) return running;
    const current = syncAllPending(options).finally(() => {
      if (running === current) running = null;
    });
    running = current;
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
      runsOfAll += 1;
      useSyncStore.setState({ syncingAll: true });
      return;
    case 'all-finished':
      runsOfAll = Math.max(0, runsOfAll - 1);
      useSyncStore.setState({ syncingAll: runsOfAll > 0 });
      return;
  }
}

onSyncActivity(follow);

/** Back to an idle store (tests). In-flight work still reports to it. */
export function resetSyncStoreForTests(): void {
  runningCounts.clear();
  runsOfAll = 0;
  running = null;
  useSyncStore.setState({ syncing: new Set(), syncingAll: false, lastOutcome: new Map() });
}
