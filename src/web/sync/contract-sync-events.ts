// Who hears about contract sync: the builder and My Contracts when a contract is saved as synced (a push, the cloud
// copy taken, a download), the sync store when a sync starts and ends. contract-sync.ts and
// cloud-search-and-download.ts tell; screens and stores listen.
import type { Contract } from '#domain/contract/model';
import { moduleState } from '../lib/app-state';
import type { SyncOutcome } from './contract-sync-outcome';

/** What saved a contract as synced: a push, the agent taking the cloud copy, or a download. */
export type SyncedSource = 'push' | 'cloud-copy' | 'download';

export type ContractSyncedListener = (contract: Contract, source: SyncedSource) => void;

/** For the sync store: which contracts are being synced, and how it ended. */
export type SyncActivity =
  | { type: 'contract-started'; contractId: string }
  /** `outcome` is missing when the sync threw (a device that cannot be read). */
  | { type: 'contract-finished'; contractId: string; outcome?: SyncOutcome }
  | { type: 'all-started' }
  | { type: 'all-finished' };

// Screens subscribe and unsubscribe as they come and go; the builder and the
// sync store are wired once, by app/start-up.ts.
const listeners = moduleState(() => ({
  synced: new Set<ContractSyncedListener>(),
  receipts: new Set<(contractId: string) => void>(),
  activity: new Set<(activity: SyncActivity) => void>(),
}));

/** Notified after a contract is saved as synced or replaced by the cloud copy; returns the unsubscribe. */
export function onContractSynced(listener: ContractSyncedListener): () => void {
  listeners.synced.add(listener);
  return () => {
    listeners.synced.delete(listener);
  };
}

export function onSyncActivity(listener: (activity: SyncActivity) => void): () => void {
  listeners.activity.add(listener);
  return () => {
    listeners.activity.delete(listener);
  };
}

export function emitSyncActivity(activity: SyncActivity): void {
  for (const listener of listeners.activity) listener(activity);
}

/** Tells the listeners (the builder, the lists); one that throws does not stop the others. For src/web/sync only. */
export function notifyContractSynced(contract: Contract, source: SyncedSource): void {
  for (const listener of listeners.synced) {
    try {
      listener(contract, source);
    } catch (error) {
      console.error('A listener of synced contracts failed', error);
    }
  }
}

/**
 * Notified when the cloud's answer for a signed record or an installer's receipt is kept on the device (kept,
 * emailed); returns the unsubscribe.
 */
export function onSignedReceipt(listener: (contractId: string) => void): () => void {
  listeners.receipts.add(listener);
  return () => {
    listeners.receipts.delete(listener);
  };
}

/** For src/web/sync only. */
export function notifySignedReceipt(contractId: string): void {
  for (const listener of listeners.receipts) listener(contractId);
}
