// Small typed values kept on this device (catalogue download date, last agent, open contract, draft, saves, syncs
// that need the agent, the signed-in agent's profile, phone and approval key for offline use). Each is checked on read; one that
// cannot be read reads as null and goes to quarantine. The session never holds a token: only user, profile, phone.
import { companyDetailsSchema } from '#api/company';
import type { CompanyDetails } from '#domain/company/company-details';
import { z } from 'zod';
import { approvalKeySchema, profileSchema, sessionUserSchema } from '#api/auth';
import type { ApprovalKey } from '#domain/approval/price-approval';
import type { Agent, AgentProfile, Contract } from '#domain/contract/model';
import type { SaveRecord } from '#domain/contract/transaction-date';
import type { OfficePlan } from '#domain/financing/office-plans';
import { stateRulesSchema, type StateRules } from '#domain/legal/state-rules/rules-schema';
import { upgradeContract } from '#domain/upgrade/upgrade-contract';
import { getDeviceDatabase, nowIso } from './device-database';

/** The signed-in agent as kept on the device: no access or refresh token, ever. */
export interface StoredSession {
  user: { id: string; email: string };
  profile: AgentProfile;
  /** The agent's own phone (GET /api/me); null when they have none, absent when not read yet. */
  phone?: string | null | undefined;
  /** The agent's key for a manager's approval code (docs/decisions/055-price-floors.md); absent from older sessions. */
  approval?: ApprovalKey | undefined;
}

export interface MetaKeys {
  /** ISO timestamp of the last catalogue download. */
  lastDownload: string;
  lastAgent: Agent;
  activeContractId: string;
  session: StoredSession;
  draft: Contract;
  /** When the stored draft's state was typed (autosave's stamp), written with it. */
  draftStamp: number;
  /** What this device knows of each contract's saves (domain/contract/transaction-date.ts), by contract id. */
  saveRecords: Record<string, SaveRecord>;
  /** Contracts whose last sync needs the agent (src/web/sync/sync-problems.ts), by contract id. */
  syncProblems: Record<string, StoredSyncProblem>;
  /** The office's financing plans as last downloaded (src/web/sync/financing-plans.ts). */
  financingPlans: StoredFinancingPlans;
  /** The office's recorded cancellations of this agent's contracts (src/web/sync/cancellations.ts). */
  cancellations: StoredCancellations;
  /** The company's details as the office last saved them (src/web/sync/company.ts). */
  company: StoredCompany;
  /** The state rules in force as last downloaded (src/web/sync/state-rules.ts). */
  stateRules: StoredStateRules;
}

export interface StoredStateRules {
  rules: StateRules[];
  /** The versions no longer in force the cloud served, that saved contracts are printed again under. */
  earlier: StateRules[];
  /** ISO timestamp of the download. */
  downloadedAt: string;
}

export interface StoredCompany {
  company: CompanyDetails;
  /** ISO timestamp of the download. */
  downloadedAt: string;
}

export interface StoredCancellations {
  /** The date of the customer's notice (YYYY-MM-DD), by contract id. */
  byContract: Record<string, { noticeDate: string }>;
  /** ISO timestamp of the download. */
  downloadedAt: string;
}

export interface StoredFinancingPlans {
  plans: OfficePlan[];
  /** ISO timestamp of the download. */
  downloadedAt: string;
}

/** Why a contract's last sync did not land: refused by the server (400), or a newer cloud copy (409). */
export interface StoredSyncProblem {
  kind: 'refused' | 'conflict';
  /** The server's reason for a refusal; what happened, for a conflict. */
  message: string;
  /** ISO timestamp of the sync that met it. */
  at: string;
}

export type MetaKey = keyof MetaKeys;

type Reading<T> = { ok: true; value: T } | { ok: false; reason: string };

// The phone is optional, not defaulted: sessions written before it existed
// read back exactly as they were written.
export const storedSessionSchema = z.object({
  user: sessionUserSchema,
  profile: profileSchema,
  phone: z.string().nullable().optional(),
  approval: approvalKeySchema.optional(),
});

export const storedAgentSchema = z.object({
  Id: z.string(),
  First: z.string(),
  Last: z.string(),
  Email: z.string(),
  Display: z.string(),
});

const timestampSchema = z.string().refine((text) => !Number.isNaN(Date.parse(text)), 'not a date');

function withSchema<T>(schema: z.ZodType<T>): (raw: unknown) => Reading<T> {
  return (raw) => {
    const parsed = schema.safeParse(raw);
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false, reason: parsed.error.message };
  };
}

const syncProblemsSchema = z.record(
  z.string(),
  z.object({ kind: z.enum(['refused', 'conflict']), message: z.string(), at: timestampSchema }),
);

const saveRecordsSchema = z.record(
  z.string(),
  z.object({ savedAt: timestampSchema.nullable(), fingerprint: z.string().nullable() }),
);

const financingPlansSchema = z.object({
  plans: z.array(
    z.object({ Id: z.number().int(), Code: z.string(), Term: z.number().int(), Apr: z.number(), Visible: z.boolean() }),
  ),
  downloadedAt: timestampSchema,
});

const cancellationsSchema = z.object({
  byContract: z.record(z.string(), z.object({ noticeDate: z.iso.date() })),
  downloadedAt: timestampSchema,
});

const companySchema = z.object({ company: companyDetailsSchema, downloadedAt: timestampSchema });

const stateRulesStoredSchema = z.object({
  rules: z.array(stateRulesSchema).min(1),
  // Kept by devices from this release on; a copy stored before reads as none.
  earlier: z.array(stateRulesSchema).default([]),
  downloadedAt: timestampSchema,
});

const readers: { [K in MetaKey]: (raw: unknown) => Reading<MetaKeys[K]> } = {
  lastDownload: withSchema(timestampSchema),
  lastAgent: withSchema(storedAgentSchema),
  activeContractId: withSchema(z.string().min(1)),
  session: withSchema(storedSessionSchema),
  syncProblems: withSchema(syncProblemsSchema),
  saveRecords: withSchema(saveRecordsSchema),
  draftStamp: withSchema(z.number().nonnegative()),
  financingPlans: withSchema(financingPlansSchema),
  cancellations: withSchema(cancellationsSchema),
  company: withSchema(companySchema),
  stateRules: withSchema(stateRulesStoredSchema),
  draft: (raw) => {
    const result = upgradeContract(raw);
    return result.ok ? { ok: true, value: result.contract } : result;
  },
};

async function readRow<K extends MetaKey>(
  key: K,
): Promise<{ found: false } | { found: true; raw: unknown; reading: Reading<MetaKeys[K]> }> {
  const row = await getDeviceDatabase().meta.get(key);
  return row === undefined ? { found: false } : { found: true, raw: row.value, reading: readers[key](row.value) };
}

export async function readMeta<K extends MetaKey>(key: K): Promise<MetaKeys[K] | null> {
  const first = await readRow(key);
  if (!first.found) return null;
  if (first.reading.ok) return first.reading.value;
  const db = getDeviceDatabase();
  try {
    // Read again inside the transaction: a value written meanwhile is not quarantined.
    return await db.transaction('rw', db.meta, db.quarantine, async () => {
      const again = await readRow(key);
      if (!again.found) return null;
      if (again.reading.ok) return again.reading.value;
      const reason = `The stored ${key} could not be read: ${again.reading.reason}`;
      await db.quarantine.add({ source: `meta:${key}`, raw: again.raw, reason, at: nowIso() });
      await db.meta.delete(key);
      return null;
    });
  } catch {
    // Storage is failing: the value stays where it is and is quarantined on a later read.
    return null;
  }
}

/** What is written for a key: the session is stripped to user, profile and phone (no tokens). */
function storable<K extends MetaKey>(key: K, value: MetaKeys[K]): unknown {
  if (key === 'session') return storedSessionSchema.parse(value);
  return value;
}

export async function writeMeta<K extends MetaKey>(key: K, value: MetaKeys[K]): Promise<void> {
  await getDeviceDatabase().meta.put({ key, value: storable(key, value) });
}

export async function deleteMeta(key: MetaKey): Promise<void> {
  await getDeviceDatabase().meta.delete(key);
}
