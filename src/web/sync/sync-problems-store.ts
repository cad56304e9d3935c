// Contracts whose last sync needs the agent: the server refused them (400) or
// the cloud holds a newer version (409). Only state, so the top bar can count
// them on the first paint; sync-problems.ts records, keeps and reads them back.
import { createStore } from '../lib/app-state';
import type { StoredSyncProblem } from '../storage/meta-storage';

export type SyncProblem = StoredSyncProblem;

export interface SyncProblemsState {
  problems: ReadonlyMap<string, SyncProblem>;
}

export const useSyncProblemsStore = createStore<SyncProblemsState>(() => ({ problems: new Map() }));

export function selectProblemCount(state: SyncProblemsState): number {
  return state.problems.size;
}
