// What a contract says, apart from the stamps a sync puts on it (SyncDate, ServerVersion, Changed, the cloud's ids).
// Two copies with the same content are the same document: the server answers a repeated push without writing, and
// the builder knows a sync took exactly what it holds.
import type { Contract } from './model';

/** JSON with the keys sorted at every level, so equal content gives equal text. */
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

/** True when the two copies differ only in what a sync stamps. */
export function sameContent(a: Contract, b: Contract): boolean {
  return canonicalJson(syncedContent(a)) === canonicalJson(syncedContent(b));
}
