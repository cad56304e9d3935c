// Moves the original product's localStorage data into the device database,
// once. The keys (spec section 3): WorkScopes, lastDownload, contracts,
// lastAgent, token, lastAuth. Everything is written in one transaction; the
// keys are removed only after it commits, so a failed migration loses nothing
// and is simply tried again on the next start. What cannot be read goes to
// quarantine with its raw text, except the old session: it holds tokens, so
// only its user and profile are kept, and nothing else of it is stored.
// A contract already on the device wins over a legacy one with the same
// ContractId (this app wrote it, so it is the newer); the legacy copy is
// quarantined. See docs/decisions/010-device-storage.md.
import { z } from 'zod';
import { workScopeSchema } from '../../api/workscopes';
import type { Agent, Contract, WorkScope } from '../../domain/contract/model';
import { upgradeContract } from '../../domain/upgrade/upgrade-contract';
import { CURRENT_CATALOGUE_ID, getDeviceDatabase, nowIso, type MetaRow, type QuarantineEntry } from './device-database';
import { withDeviceLock } from './device-lock';
import { storedAgentSchema, storedSessionSchema, type MetaKey, type StoredSession } from './meta-storage';

export const LEGACY_KEYS = ['WorkScopes', 'lastDownload', 'contracts', 'lastAgent', 'token', 'lastAuth'] as const;

export type LegacyKey = (typeof LEGACY_KEYS)[number];

export interface MigrationReport {
  migrated: { contracts: number; catalogue: boolean; lastDownload: boolean; lastAgent: boolean; session: boolean };
  quarantined: number;
  /** Why nothing was migrated (the legacy keys are all still there). */
  failed?: string;
}

type LegacyValues = Partial<Record<LegacyKey, string>>;

/** What the legacy keys hold, read and checked, before anything is written. */
interface LegacyPlan {
  /** Each upgraded contract with the JSON it was read from. */
  contracts: { contract: Contract; raw: string }[];
  scopes: WorkScope[] | null;
  lastDownload: string | null;
  lastAgent: Agent | null;
  session: StoredSession | null;
  quarantine: QuarantineEntry[];
}

type Raw = Record<string, unknown>;

function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function emptyReport(): MigrationReport {
  return { migrated: { contracts: 0, catalogue: false, lastDownload: false, lastAgent: false, session: false }, quarantined: 0 };
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
      ? raw.calculations.map((line: unknown) => isRecord(line)
        ? { ...line, id: asNumber(line.id), rate: asNumber(line.rate), rank: asNumber(line.rank), qty_label: line.qty_label ?? '', description: line.description ?? '' }
        : line)
      : raw.calculations ?? [],
    show_calculator: asBoolean(raw.show_calculator),
    pdf: raw.pdf === '' || raw.pdf === undefined ? null : raw.pdf,
  };
}

function isCategory(value: unknown): value is Raw & { Projects: unknown[] } {
  return isRecord(value) && Array.isArray(value.Projects);
}

function readWorkScopes(text: string): { scopes: WorkScope[] } | { reason: string } {
  const parsed = parseJson(text);
  if (!parsed.ok || !Array.isArray(parsed.value)) return { reason: 'WorkScopes is not a list of work scopes or categories.' };
  const candidates = parsed.value.flatMap((entry: unknown) =>
    isCategory(entry) ? entry.Projects.map((scope) => legacyScope(scope, entry)) : [legacyScope(entry, null)]);
  const scopes: WorkScope[] = [];
  let unreadable = 0;
  for (const candidate of candidates) {
    const scope = workScopeSchema.safeParse(candidate);
    if (scope.success) scopes.push(scope.data);
    else unreadable += 1;
  }
  // A partial catalogue would hide scopes without saying so: all of it, or a fresh download.
  if (unreadable > 0) return { reason: `${unreadable} of ${candidates.length} work scope(s) could not be read; download the catalogue again.` };
  return { scopes };
}

// ---- lastDownload: a date string or epoch milliseconds, bare or as JSON ----

function readLastDownload(text: string): string | null {
  const parsed = parseJson(text);
  const value = parsed.ok && (typeof parsed.value === 'string' || typeof parsed.value === 'number') ? parsed.value : text.trim();
  const time = typeof value === 'number' || /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  return Number.isFinite(time) && time > 0 ? new Date(time).toISOString() : null;
}

// ---- lastAgent: {Id?, First, Last, Email, Display?} ----

const text = z.union([z.string(), z.number().transform(String)]).nullish().transform((value) => value ?? '');

const legacyAgentSchema = z
  .object({ Id: text, First: text, Last: text, Email: text, Display: text })
  .refine((agent) => agent.First !== '' || agent.Last !== '' || agent.Email !== '', 'The agent has no name and no email.')
  .pipe(storedAgentSchema);

function readLastAgent(text: string): Agent | null {
  const parsed = parseJson(text);
  if (!parsed.ok) return null;
  const agent = legacyAgentSchema.safeParse(parsed.value);
  return agent.success ? agent.data : null;
}

// ---- token and lastAuth: only the user and the profile, never a token ----

/** Records found under the old session's values, breadth first, a few levels deep. */
function recordsWithin(values: unknown[]): { key: string | null; record: Raw }[] {
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

function readSession(texts: string[]): StoredSession | null {
  const values = texts.flatMap((raw) => {
    const parsed = parseJson(raw);
    return parsed.ok ? [parsed.value] : [];
  });
  const records = recordsWithin(values);
  const profileRecord = records.find(({ record }) => storedSessionSchema.shape.profile.safeParse(record).success)?.record;
  const profile = profileRecord ? storedSessionSchema.shape.profile.parse(profileRecord) : undefined;
  const user = records
    .filter(({ key }) => key === 'user')
    .map(({ record }) => storedSessionSchema.shape.user.safeParse(record))
    .find((result) => result.success && (!profile || result.data.id === profile.user_id))?.data
    // The original's profile view carried the email beside the profile.
    ?? (profile && typeof profileRecord?.email === 'string' ? { id: profile.user_id, email: profileRecord.email } : undefined);
  if (!profile || !user) return null;
  // Picked field by field: nothing else of the old session (its tokens) goes any further.
  return storedSessionSchema.parse({
    user: { id: user.id, email: user.email },
    profile: { user_id: profile.user_id, first: profile.first, last: profile.last, display_name: profile.display_name, role: profile.role },
  });
}

// ---- contracts: a list of contracts in any old shape ----

function readContracts(text: string, at: string, plan: LegacyPlan): void {
  const parsed = parseJson(text);
  if (!parsed.ok || !Array.isArray(parsed.value)) {
    plan.quarantine.push({ source: 'legacy:contracts', raw: text, reason: 'The old contracts list is not a list.', at });
    return;
  }
  const seen = new Set<string>();
  for (const entry of parsed.value as unknown[]) {
    const raw = JSON.stringify(entry);
    const result = upgradeContract(entry);
    if (!result.ok) {
      plan.quarantine.push({ source: 'legacy:contracts', raw, reason: result.reason, at });
    } else if (seen.has(result.contract.ContractId)) {
      const reason = `The old list held contract ${result.contract.ContractId} twice; the first one was kept.`;
      plan.quarantine.push({ source: 'legacy:contracts', raw, reason, at });
    } else {
      seen.add(result.contract.ContractId);
      plan.contracts.push({ contract: result.contract, raw });
    }
  }
}

function planMigration(values: LegacyValues, at: string): LegacyPlan {
  const plan: LegacyPlan = { contracts: [], scopes: null, lastDownload: null, lastAgent: null, session: null, quarantine: [] };
  const unreadable = (key: LegacyKey, raw: string, reason: string) =>
    plan.quarantine.push({ source: `legacy:${key}`, raw, reason, at });

  if (values.contracts !== undefined) readContracts(values.contracts, at, plan);
  if (values.WorkScopes !== undefined) {
    const read = readWorkScopes(values.WorkScopes);
    if ('reason' in read) unreadable('WorkScopes', values.WorkScopes, read.reason);
    else if (read.scopes.length > 0) plan.scopes = read.scopes;
  }
  if (values.lastDownload !== undefined) {
    plan.lastDownload = readLastDownload(values.lastDownload);
    if (plan.lastDownload === null) unreadable('lastDownload', values.lastDownload, 'lastDownload is not a date.');
  }
  if (values.lastAgent !== undefined) {
    plan.lastAgent = readLastAgent(values.lastAgent);
    if (plan.lastAgent === null) unreadable('lastAgent', values.lastAgent, 'lastAgent is not an agent.');
  }
  // Unreadable session data is dropped, not quarantined: it holds tokens.
  const sessionTexts = [values.token, values.lastAuth].filter((value) => value !== undefined);
  if (sessionTexts.length > 0) plan.session = readSession(sessionTexts);
  return plan;
}

/** Writes the plan in one transaction; data already on the device wins. */
async function writePlan(plan: LegacyPlan, at: string): Promise<MigrationReport> {
  const db = getDeviceDatabase();
  return db.transaction('rw', [db.contracts, db.catalogue, db.meta, db.quarantine], async () => {
    const report = emptyReport();
    const quarantine = [...plan.quarantine];

    const onDevice = await db.contracts.bulkGet(plan.contracts.map(({ contract }) => contract.ContractId));
    const fresh = plan.contracts.filter(({ contract, raw }, index) => {
      if (onDevice[index] === undefined) return true;
      const reason = `Contract ${contract.ContractId} was already on this device; the device's copy was kept.`;
      quarantine.push({ source: 'legacy:contracts', raw, reason, at });
      return false;
    }).map(({ contract }) => contract);
    if (fresh.length > 0) await db.contracts.bulkPut(fresh);
    report.migrated.contracts = fresh.length;

    if (plan.scopes && (await db.catalogue.get(CURRENT_CATALOGUE_ID)) === undefined) {
      await db.catalogue.put({ id: CURRENT_CATALOGUE_ID, scopes: plan.scopes, etag: null, downloadedAt: plan.lastDownload ?? at });
      report.migrated.catalogue = true;
    }

    const meta: MetaRow[] = [];
    const addMeta = async (key: MetaKey & keyof MigrationReport['migrated'], value: unknown) => {
      if (value === null || (await db.meta.get(key)) !== undefined) return;
      meta.push({ key, value });
      report.migrated[key] = true;
    };
    await addMeta('lastDownload', plan.lastDownload);
    await addMeta('lastAgent', plan.lastAgent);
    await addMeta('session', plan.session);
    if (meta.length > 0) await db.meta.bulkPut(meta);

    if (quarantine.length > 0) await db.quarantine.bulkAdd(quarantine);
    report.quarantined = quarantine.length;
    return report;
  });
}

function describe(error: unknown): string {
  // Dexie appends the wrapped error on further lines: the first says it.
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return (text.split('\n')[0] ?? text).replace(/[.\s]+$/, '');
}

async function migrate(storage: Storage): Promise<MigrationReport> {
  const values: LegacyValues = {};
  for (const key of LEGACY_KEYS) {
    const value = storage.getItem(key);
    if (value !== null) values[key] = value;
  }
  const present = LEGACY_KEYS.filter((key) => values[key] !== undefined);
  if (present.length === 0) return emptyReport();

  const at = nowIso();
  const report = await writePlan(planMigration(values, at), at);
  // Only now that everything is stored: the old keys go.
  const notRemoved = present.filter((key) => {
    try {
      storage.removeItem(key);
      return false;
    } catch {
      return true;
    }
  });
  if (notRemoved.length > 0) report.failed = `Migrated, but the old keys ${notRemoved.join(', ')} could not be removed.`;
  return report;
}

/** Migrates the original product's localStorage data into the device database.
 * With no legacy keys it does nothing; on failure nothing is removed and the
 * report says why, so the next start tries again. */
export async function migrateLegacyStorage(storage?: Storage): Promise<MigrationReport> {
  try {
    const source = storage ?? window.localStorage;
    // One tab at a time (two tabs opened at once), on any origin.
    return await withDeviceLock('contract-builder:legacy-migration', () => migrate(source));
  } catch (error) {
    return { ...emptyReport(), failed: `The data of the previous version could not be moved: ${describe(error)}. Nothing was lost; it is tried again on the next start.` };
  }
}
