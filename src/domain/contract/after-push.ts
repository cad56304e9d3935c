// What a device keeps once the cloud answered a push, decided in one place for the stored copy (web/sync/
// contract-sync.ts) and the builder's (web/contract-in-progress/builder-store.ts), so edits typed after the copy was
// sent stay pending on top of the new version (docs/decisions/025-edits-during-a-sync-are-never-lost.md).
import { sameContent } from './content';
import type { Contract } from './model';
import { markSynced } from './saving';

/** The cloud's answer to a push: the version it keeps and when. */
export interface PushAnswer {
  version: number;
  syncedAt: string;
}

export type AfterPush =
  /** The copy was deleted on the device meanwhile: it is not brought back. */
  | { kind: 'gone' }
  /** The copy already carries a newer version (another tab synced it): left as it is. */
  | { kind: 'newer'; contract: Contract }
  /** Save this: synced when it is what was sent, else still pending on top of the answered version. */
  | { kind: 'save'; contract: Contract };

/** `current` with the cloud's stamps and still changed: what was typed since the push is still to send. */
function pendingOnTop(current: Contract, version: number | null, syncedAt: string | null): Contract {
  return { ...current, ServerVersion: version, SyncDate: syncedAt, Changed: true };
}

/** The stored copy after a 200: `current` is the copy read again now, `sent` the one pushed. */
export function afterPush(current: Contract | null, sent: Contract, answer: PushAnswer): AfterPush {
  if (!current) return { kind: 'gone' };
  if ((current.ServerVersion ?? 0) > answer.version) return { kind: 'newer', contract: current };
  return {
    kind: 'save',
    contract: sameContent(current, sent)
      ? markSynced(current, answer.version, answer.syncedAt)
      : pendingOnTop(current, answer.version, answer.syncedAt),
  };
}

/**
 * The builder's copy once the stored one was saved as synced: the stored copy
 * itself when they hold the same content, else the builder's content on top
 * of its stamps, still pending. A cloud copy the agent chose or downloaded
 * replaces the builder's.
 */
export function followSynced(builder: Contract, synced: Contract, source: 'push' | 'cloud'): Contract {
  if (source === 'cloud' || sameContent(builder, synced)) return synced;
  return pendingOnTop(builder, synced.ServerVersion, synced.SyncDate);
}
