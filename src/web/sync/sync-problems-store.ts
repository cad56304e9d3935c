// Contracts whose last sync needs the agent: the server refused them (400) or
// the cloud holds a newer version (409). Only state, so the top bar can count
// them on the first paint; sync-problems.ts records, keeps and reads them back.
import { create } from 'zustand';
import type { StoredSyncProblem } from '../storage/meta-storage';

export type SyncProblem = StoredSyncProblem;

export interface SyncProblemsState {
  problems: ReadonlyMap<string, SyncProblem>;
}

export const useSyncProblemsStore = create<SyncProblemsState>()(() => ({ problems: new Map() }));

export function selectProblemCount(state: SyncProblemsState): number {
  return state.problems.size;
}

/** No problems known (tests; a fresh start before they are read). */
export function resetSyncProblemsForTests(): void {
  useSyncProblemsStore.setState({ problems: new Map() });
}
