// The office's financing plans (financing_options): listed, added, re-rated and retired from the console's API and
// the admin command line alike, each change written with its audit row in one transaction. A contract keeps the terms
// it was sold with whatever happens here (decisions 016 and 041); tablets take the new terms at their next sync (042).
import { asc, eq, sql } from 'drizzle-orm';
import type { FinancingPlan, FinancingPlanTerms } from '#api/financing-plans';
import { recordAudit } from '../audit/audit-log';
import type { AppDatabase } from '../db/connection';
import { financingOptions } from '../db/schema';

/** Who changes a plan: a signed-in user through the API, or the command line (no user). */
export interface PlanActor {
  userId: string | null;
  label: 'api' | 'admin command line';
}

const asPlan = (row: typeof financingOptions.$inferSelect): FinancingPlan => ({
  id: row.id,
  code: row.code,
  term: row.term,
  apr: Number(row.apr),
  visible: row.visible,
});

export async function listPlans(db: AppDatabase): Promise<FinancingPlan[]> {
  return (await db.select().from(financingOptions).orderBy(asc(financingOptions.id))).map(asPlan);
}

export async function findPlan(db: AppDatabase, code: string): Promise<FinancingPlan | null> {
  const [row] = await db
    .select()
    .from(financingOptions)
    .where(sql`upper(${financingOptions.code}) = ${code.trim().toUpperCase()}`);
  return row ? asPlan(row) : null;
}

export type PlanChange =
  | { status: 'no-plan' }
  | { status: 'unchanged'; plan: FinancingPlan }
  | { status: 'changed'; plan: FinancingPlan; before: FinancingPlan };

/** Sets a plan's months, rate and whether it is offered (checked by financingPlanTermsSchema). */
export async function changePlan(
  db: AppDatabase,
  code: string,
  terms: FinancingPlanTerms,
  by: PlanActor,
  now: Date,
): Promise<PlanChange> {
  return db.transaction(async (tx) => {
    const before = await findPlan(tx, code);
    if (!before) return { status: 'no-plan' };
    const plan = { ...before, ...terms };
    if (plan.term === before.term && plan.apr === before.apr && plan.visible === before.visible) {
      return { status: 'unchanged', plan: before };
    }
    await tx.update(financingOptions).set(terms).where(eq(financingOptions.id, before.id));
    await recordAudit(tx, {
      actorUserId: by.userId,
      actorLabel: by.label,
      action: 'financing.change',
      subject: `financing:${before.code}`,
      before,
      after: plan,
      at: now,
    });
    return { status: 'changed', plan, before };
  });
}

export type PlanAddition = { status: 'code-taken'; plan: FinancingPlan } | { status: 'added'; plan: FinancingPlan };

/** Adds a plan under the next id; a code already used (in any case) is refused. */
export async function addPlan(
  db: AppDatabase,
  plan: Omit<FinancingPlan, 'id'>,
  by: PlanActor,
  now: Date,
): Promise<PlanAddition> {
  return db.transaction(async (tx) => {
    // One addition at a time: the next id is read and taken under the lock.
    await tx.execute(sql`lock table ${financingOptions} in share row exclusive mode`);
    const taken = await findPlan(tx, plan.code);
    if (taken) return { status: 'code-taken', plan: taken };
    const [{ next } = { next: 1 }] = await tx
      .select({ next: sql<number>`coalesce(max(${financingOptions.id}), 0)::int + 1` })
      .from(financingOptions);
    const added = { ...plan, id: next };
    await tx.insert(financingOptions).values(added);
    await recordAudit(tx, {
      actorUserId: by.userId,
      actorLabel: by.label,
      action: 'financing.add',
      subject: `financing:${added.code}`,
      before: null,
      after: added,
      at: now,
    });
    return { status: 'added', plan: added };
  });
}
