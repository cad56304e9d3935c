// Keeps what the agent must act on after a sync (sync-problems-store.ts) on the device, so a refusal met by auto-sync
// still shows after the app is reopened offline. A contract synced, taken from the cloud or deleted has no problem
// any more; a sync that could not reach the server changes nothing.
import { listContracts } from '../storage/contract-storage';
import { readMeta, writeMeta } from '../storage/meta-storage';
import type { SyncOutcome } from './contract-sync-outcome';
import { useSyncProblemsStore, type SyncProblem } from './sync-problems-store';

export const CONFLICT_PROBLEM = 'This contract was also changed in the cloud.';

let writing: Promise<void> = Promise.resolve();

function keep(problems: ReadonlyMap<string, SyncProblem>): void {
  useSyncProblemsStore.setState({ problems });
  const snapshot = Object.fromEntries(problems);
  // One write after another, so the last state is the one stored.
  writing = writing
    .then(() => writeMeta('syncProblems', snapshot))
    .catch((error: unknown) => console.warn('The sync problems could not be kept on this device', error));
}

function problemOf(outcome: SyncOutcome, at: string): SyncProblem | null | undefined {
  switch (outcome.kind) {
    case 'refused':
      return { kind: 'refused', message: outcome.message, at };
    case 'conflict':
      return { kind: 'conflict', message: CONFLICT_PROBLEM, at };
    case 'synced':
    case 'missing':
      return null;
    default:
      // Offline or signed out: the contract simply waits; what was known stays.
      return undefined;
  }
}

/** Follows the end of every sync of a contract. */
export function recordSyncOutcome(contractId: string, outcome: SyncOutcome, at = new Date().toISOString()): void {
  const problem = problemOf(outcome, at);
  if (problem === undefined) return;
  const current = useSyncProblemsStore.getState().problems;
  if (problem === null && !current.has(contractId)) return;
  const next = new Map(current);
  if (problem === null) next.delete(contractId);
  else next.set(contractId, problem);
  keep(next);
}

/** The contract left the device. */
export function forgetSyncProblem(contractId: string): void {
  const current = useSyncProblemsStore.getState().problems;
  if (!current.has(contractId)) return;
  const next = new Map(current);
  next.delete(contractId);
  keep(next);
}

/** At start: the problems kept on the device, of contracts still there and still waiting to be synced. */
export async function loadSyncProblems(): Promise<void> {
  const stored = (await readMeta('syncProblems')) ?? {};
  const { contracts } = await listContracts();
  const pending = new Set(contracts.filter((contract) => contract.Changed).map((contract) => contract.ContractId));
  const kept = new Map(Object.entries(stored).filter(([contractId]) => pending.has(contractId)));
  // Problems recorded while reading (a sync already running) are newer than the stored ones.
  const live = useSyncProblemsStore.getState().problems;
  const merged = new Map([...kept, ...live]);
  if (live.size > 0 || kept.size !== Object.keys(stored).length) keep(merged);
  else useSyncProblemsStore.setState({ problems: merged });
}
