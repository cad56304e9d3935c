// The state rules the cloud serves (docs/decisions/050-state-rules.md): the files this release carries, each replaced
// by the highest version counsel has published since (state_rule_versions, append-only). Publishing is checked by the
// same schema the tablets read with, and audited.
import { desc, sql } from 'drizzle-orm';
import { BUNDLED_RULES } from '#domain/legal/state-rules/bundled-rules';
import { EARLIER_BUNDLED_FILES } from '#domain/legal/state-rules/earlier-rules';
import { stateRulesSchema, type StateRules } from '#domain/legal/state-rules/rules-schema';
import { recordAudit } from '../audit/audit-log';
import type { AppDatabase } from '../db/connection';
import { stateRuleVersions } from '../db/schema';

/** Every state's rules in force: the newest of the release's file and the published versions, by state. */
export async function currentRuleSet(db: AppDatabase): Promise<StateRules[]> {
  const published = await db
    .selectDistinctOn([stateRuleVersions.state], { rules: stateRuleVersions.rules })
    .from(stateRuleVersions)
    .orderBy(stateRuleVersions.state, desc(stateRuleVersions.version));
  const newest = new Map(BUNDLED_RULES.map((rules) => [rules.state, rules]));
  for (const { rules } of published) {
    const known = newest.get(rules.state);
    if (!known || rules.version > known.version) newest.set(rules.state, rules);
  }
  return [...newest.values()].sort((a, b) => a.state.localeCompare(b.state));
}

const EARLIER_BUNDLED = EARLIER_BUNDLED_FILES.map((file) => stateRulesSchema.parse(file));

/**
 * Every version no longer in force, published here or carried by this release or an earlier one: the rules a saved
 * contract is printed again under (decision 083). Each state and version once, oldest first.
 */
export async function earlierRuleSet(db: AppDatabase, current: readonly StateRules[]): Promise<StateRules[]> {
  const published = await db.select({ rules: stateRuleVersions.rules }).from(stateRuleVersions);
  const key = (rules: StateRules) => `${rules.state}-${rules.version}`;
  const inForce = new Set(current.map(key));
  const earlier = new Map<string, StateRules>();
  for (const rules of [...EARLIER_BUNDLED, ...BUNDLED_RULES, ...published.map((row) => row.rules)])
    if (!inForce.has(key(rules))) earlier.set(key(rules), rules);
  return [...earlier.values()].sort((a, b) => a.state.localeCompare(b.state) || a.version - b.version);
}

export type PublishOutcome =
  | { status: 'published'; rules: StateRules }
  | { status: 'invalid'; problems: string[] }
  | { status: 'not-newer'; current: number };

/** Publishes a state's rules file; refused unless it reads and its version is above the one in force. */
export async function publishStateRules(
  db: AppDatabase,
  input: unknown,
  by: { userId: string | null; label: string },
  now: Date,
  note = '',
): Promise<PublishOutcome> {
  const parsed = stateRulesSchema.safeParse(input);
  if (!parsed.success) {
    return {
      status: 'invalid',
      problems: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'the file'}: ${issue.message}`),
    };
  }
  const rules = parsed.data;
  return db.transaction(async (tx) => {
    // One publisher at a time per state: the version check and the insert see the same rows.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`state-rules:${rules.state}`}))`);
    const before = (await currentRuleSet(tx)).find((entry) => entry.state === rules.state) ?? null;
    if (before && rules.version <= before.version) return { status: 'not-newer' as const, current: before.version };
    await tx.insert(stateRuleVersions).values({
      state: rules.state,
      version: rules.version,
      rules,
      publishedAt: now,
      publishedBy: by.userId,
      note,
    });
    await recordAudit(tx, {
      actorUserId: by.userId,
      actorLabel: by.label,
      action: 'state-rules.publish',
      subject: `state-rules:${rules.state}`,
      before,
      after: rules,
      at: now,
    });
    return { status: 'published' as const, rules };
  });
}
