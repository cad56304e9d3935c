// What the original product's localStorage keys hold, read through src/domain/upgrade/legacy-values.ts and checked
// before anything is written (legacy-migration.ts writes it). What cannot be read is kept for quarantine with its raw
// text, except the old session: it holds tokens, so only its user and profile are read and the rest is dropped.
import { z } from 'zod';
import { workScopeSchema } from '#api/workscopes';
import type { Agent, Contract, WorkScope } from '#domain/contract/model';
import {
  legacyScopeCandidates,
  parseJson,
  readLastDownload,
  readLegacyContracts,
  recordsWithin,
} from '#domain/upgrade/legacy-values';
import type { QuarantineEntry } from './device-database';
import { storedAgentSchema, storedSessionSchema, type StoredSession } from './meta-storage';

export const LEGACY_KEYS = ['WorkScopes', 'lastDownload', 'contracts', 'lastAgent', 'token', 'lastAuth'] as const;

export type LegacyKey = (typeof LEGACY_KEYS)[number];

export type LegacyValues = Partial<Record<LegacyKey, string>>;

/** What the legacy keys hold, read and checked, before anything is written. */
export interface LegacyPlan {
  /** Each upgraded contract with the JSON it was read from. */
  contracts: { contract: Contract; raw: string }[];
  scopes: WorkScope[] | null;
  lastDownload: string | null;
  lastAgent: Agent | null;
  session: StoredSession | null;
  quarantine: QuarantineEntry[];
}

function readWorkScopes(text: string): { scopes: WorkScope[] } | { reason: string } {
  const read = legacyScopeCandidates(text);
  if ('reason' in read) return read;
  const scopes: WorkScope[] = [];
  let unreadable = 0;
  for (const candidate of read.candidates) {
    const scope = workScopeSchema.safeParse(candidate);
    if (scope.success) scopes.push(scope.data);
    else unreadable += 1;
  }
  // A partial catalogue would hide scopes without saying so: all of it, or a fresh download.
  if (unreadable > 0)
    return {
      reason: `${unreadable} of ${read.candidates.length} work scope(s) could not be read; download the catalogue again.`,
    };
  return { scopes };
}

// ---- lastAgent: {Id?, First, Last, Email, Display?} ----

const text = z
  .union([z.string(), z.number().transform(String)])
  .nullish()
  .transform((value) => value ?? '');

const legacyAgentSchema = z
  .object({ Id: text, First: text, Last: text, Email: text, Display: text })
  .refine(
    (agent) => agent.First !== '' || agent.Last !== '' || agent.Email !== '',
    'The agent has no name and no email.',
  )
  .pipe(storedAgentSchema);

function readLastAgent(text: string): Agent | null {
  const parsed = parseJson(text);
  if (!parsed.ok) return null;
  const agent = legacyAgentSchema.safeParse(parsed.value);
  return agent.success ? agent.data : null;
}

// ---- token and lastAuth: only the user and the profile, never a token ----

function readSession(texts: string[]): StoredSession | null {
  const values = texts.flatMap((raw) => {
    const parsed = parseJson(raw);
    return parsed.ok ? [parsed.value] : [];
  });
  const records = recordsWithin(values);
  const profileRecord = records.find(
    ({ record }) => storedSessionSchema.shape.profile.safeParse(record).success,
  )?.record;
  const profile = profileRecord ? storedSessionSchema.shape.profile.parse(profileRecord) : undefined;
  const user =
    records
      .filter(({ key }) => key === 'user')
      .map(({ record }) => storedSessionSchema.shape.user.safeParse(record))
      .find((result) => result.success && (!profile || result.data.id === profile.user_id))?.data ??
    // The original's profile view carried the email beside the profile.
    (profile && typeof profileRecord?.email === 'string'
      ? { id: profile.user_id, email: profileRecord.email }
      : undefined);
  if (!profile || !user) return null;
  // Picked field by field: nothing else of the old session (its tokens) goes any further.
  return storedSessionSchema.parse({
    user: { id: user.id, email: user.email },
    profile: {
      user_id: profile.user_id,
      first: profile.first,
      last: profile.last,
      display_name: profile.display_name,
      role: profile.role,
    },
  });
}

export function planMigration(values: LegacyValues, at: string): LegacyPlan {
  const plan: LegacyPlan = {
    contracts: [],
    scopes: null,
    lastDownload: null,
    lastAgent: null,
    session: null,
    quarantine: [],
  };
  const unreadable = (key: LegacyKey, raw: string, reason: string) =>
    plan.quarantine.push({ source: `legacy:${key}`, raw, reason, at });

  if (values.contracts !== undefined) {
    const read = readLegacyContracts(values.contracts);
    plan.contracts = read.contracts;
    for (const { raw, reason } of read.unreadable)
      plan.quarantine.push({ source: 'legacy:contracts', raw, reason, at });
  }
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
