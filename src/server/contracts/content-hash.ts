// The fingerprint of a pushed contract: SHA-256 of its canonical JSON (keys
// sorted at every level). A push whose fingerprint is the stored one is the
// same document again (a retry whose reply was lost, or a second tab) and is
// answered without writing. Left out are the fields a sync itself stamps and
// that say nothing about the contract: SyncDate, ServerVersion, Changed, the
// cloud's Id and each goal's cloud Id.
import { createHash } from 'node:crypto';
import type { Contract } from '../../domain/contract/model';

export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The contract without the stamps of a sync. */
export function syncedContent(contract: Contract): unknown {
  const { SyncDate: _syncDate, ServerVersion: _serverVersion, Changed: _changed, Id: _id, ...content } = contract;
  return { ...content, Goals: content.Goals.map(({ Id: _goalId, ...goal }) => goal) };
}

export function contentHash(contract: Contract): string {
  return createHash('sha256').update(canonicalJson(syncedContent(contract))).digest('hex');
}
