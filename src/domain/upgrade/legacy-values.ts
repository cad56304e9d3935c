// The original product's localStorage JSON, written loosely over the years (numbers as text, optional text left out,
// two shapes of catalogue), read into plain values for src/web/storage/legacy-migration.ts to check and store;
// contracts go through upgradeContract like any stored contract. Nothing here throws.
import { isRecord } from '../is-record';
import type { Contract } from '../contract/model';
import { upgradeContract } from './upgrade-contract';

type Raw = Record<string, unknown>;

export function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

// ---- WorkScopes: the cloud's flat list, or the old local catalogue of categories ----

function asNumber(value: unknown): unknown {
  return typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
}

function asBoolean(value: unknown): unknown {
  if (value === undefined || value === null || value === 0 || value === 'false') return false;
  if (value === 1 || value === 'true') return true;
  return value;
}

/** The original wrote numbers as text now and then, and left optional text out; a scope is read as the cloud sends it otherwise. */
function legacyScope(raw: unknown, parent: Raw | null): unknown {
  if (!isRecord(raw)) return raw;
  const category = isRecord(raw.category) ? raw.category : parent ? { id: parent.Id, name: parent.Name } : raw.category;
  return {
    ...raw,
    id: asNumber(raw.id),
    description: raw.description ?? '',
    category: isRecord(category) ? { id: asNumber(category.id), name: category.name } : category,
    calculations: Array.isArray(raw.calculations)
      ? raw.calculations.map((line: unknown) =>
          isRecord(line)
            ? {
                ...line,
                id: asNumber(line.id),
                rate: asNumber(line.rate),
                rank: asNumber(line.rank),
                qty_label: line.qty_label ?? '',
                description: line.description ?? '',
              }
            : line,
        )
      : (raw.calculations ?? []),
    show_calculator: asBoolean(raw.show_calculator),
    pdf: raw.pdf === '' || raw.pdf === undefined ? null : raw.pdf,
  };
}

function isCategory(value: unknown): value is Raw & { Projects: unknown[] } {
  return isRecord(value) && Array.isArray(value.Projects);
}

/** The work scopes under WorkScopes, as the cloud would send them, still to be checked one by one. */
export function legacyScopeCandidates(text: string): { candidates: unknown[] } | { reason: string } {
  const parsed = parseJson(text);
  if (!parsed.ok || !Array.isArray(parsed.value))
    return { reason: 'WorkScopes is not a list of work scopes or categories.' };
  return {
    candidates: parsed.value.flatMap((entry: unknown) =>
      isCategory(entry) ? entry.Projects.map((scope) => legacyScope(scope, entry)) : [legacyScope(entry, null)],
    ),
  };
}

// ---- lastDownload: a date string or epoch milliseconds, bare or as JSON ----

export function readLastDownload(text: string): string | null {
  const parsed = parseJson(text);
  const value =
    parsed.ok && (typeof parsed.value === 'string' || typeof parsed.value === 'number') ? parsed.value : text.trim();
  const time = typeof value === 'number' || /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  return Number.isFinite(time) && time > 0 ? new Date(time).toISOString() : null;
}

// ---- token and lastAuth: only the user and the profile, never a token ----

/** Records found under the old session's values, breadth first, a few levels deep. */
export function recordsWithin(values: unknown[]): { key: string | null; record: Raw }[] {
  const found: { key: string | null; record: Raw }[] = [];
  let level: { key: string | null; value: unknown }[] = values.map((value) => ({ key: null, value }));
  for (let depth = 0; depth < 4 && level.length > 0; depth++) {
    const next: typeof level = [];
    for (const { key, value } of level) {
      if (!isRecord(value)) continue;
      found.push({ key, record: value });
      for (const [childKey, child] of Object.entries(value)) next.push({ key: childKey, value: child });
    }
    level = next;
  }
  return found;
}

// ---- contracts: a list of contracts in any old shape ----

export interface LegacyContracts {
  /** Each upgraded contract with the JSON it was read from. */
  contracts: { contract: Contract; raw: string }[];
  /** What could not be read, as it was, with the reason. */
  unreadable: { raw: string; reason: string }[];
}

export function readLegacyContracts(text: string): LegacyContracts {
  const parsed = parseJson(text);
  if (!parsed.ok || !Array.isArray(parsed.value)) {
    return { contracts: [], unreadable: [{ raw: text, reason: 'The old contracts list is not a list.' }] };
  }
  const read: LegacyContracts = { contracts: [], unreadable: [] };
  const seen = new Set<string>();
  for (const entry of parsed.value as unknown[]) {
    const raw = JSON.stringify(entry);
    const result = upgradeContract(entry);
    if (!result.ok) {
      read.unreadable.push({ raw, reason: result.reason });
    } else if (seen.has(result.contract.ContractId)) {
      read.unreadable.push({
        raw,
        reason: `The old list held contract ${result.contract.ContractId} twice; the first one was kept.`,
      });
    } else {
      seen.add(result.contract.ContractId);
      read.contracts.push({ contract: result.contract, raw });
    }
  }
  return read;
}
