// The work-scope catalogue in the database: read it in the cloud shape, and
// replace it in one transaction (seed and the admin import).
import { asc, notInArray } from 'drizzle-orm';
import type { WorkScope, WorkScopeCalculation } from '#domain/contract/model';
import type { AppDatabase } from '../db/connection';
import { workscopeCalculations, workscopeCats, workscopes } from '../db/schema';

/** A calculation row of the catalogue in the cloud shape. */
export function workScopeCalculation(row: typeof workscopeCalculations.$inferSelect): WorkScopeCalculation {
  return {
    id: row.id,
    name: row.name,
    qty_label: row.qtyLabel,
    rate: row.rate,
    description: row.description,
    rank: row.rank,
  };
}

export async function loadCatalogue(db: AppDatabase): Promise<WorkScope[]> {
  const [categoryRows, scopeRows, calculationRows] = await Promise.all([
    db.select().from(workscopeCats),
    db.select().from(workscopes).orderBy(asc(workscopes.id)),
    db
      .select()
      .from(workscopeCalculations)
      .orderBy(asc(workscopeCalculations.workscopeId), asc(workscopeCalculations.rank)),
  ]);
  const categories = new Map(categoryRows.map((row) => [row.id, row]));
  const calculationsByScope = new Map<number, WorkScope['calculations']>();
  for (const row of calculationRows) {
    const list = calculationsByScope.get(row.workscopeId) ?? [];
    list.push(workScopeCalculation(row));
    calculationsByScope.set(row.workscopeId, list);
  }
  return scopeRows.map((row) => ({
    id: row.id,
    wsid: row.wsid,
    name: row.name,
    description: row.description,
    category: { id: row.categoryId, name: categories.get(row.categoryId)?.name ?? '' },
    calculations: calculationsByScope.get(row.id) ?? [],
    show_calculator: row.showCalculator,
    pdf: row.pdf,
    ...(row.warranty ? { warranty: row.warranty } : {}),
    ...(row.chart ? { chart: row.chart } : {}),
  }));
}

export async function catalogueSize(db: AppDatabase): Promise<number> {
  return db.$count(workscopes);
}

/**
 * Makes the catalogue exactly `scopes`, in one transaction: rows are updated
 * in place by id, and what is no longer listed is removed. Contracts keep
 * their own copy of each project's scope, so removing a scope changes no
 * contract.
 */
export async function replaceCatalogue(db: AppDatabase, scopes: readonly WorkScope[]): Promise<void> {
  const categories = [...new Map(scopes.map((scope) => [scope.category.id, scope.category])).values()];
  const scopeIds = scopes.map((scope) => scope.id);
  const calculations = scopes.flatMap((scope) => scope.calculations.map((calculation) => ({ scope, calculation })));
  await db.transaction(async (tx) => {
    for (const category of categories) {
      await tx
        .insert(workscopeCats)
        .values({ id: category.id, name: category.name })
        .onConflictDoUpdate({ target: workscopeCats.id, set: { name: category.name } });
    }
    for (const scope of scopes) {
      const row = {
        wsid: scope.wsid,
        name: scope.name,
        description: scope.description,
        categoryId: scope.category.id,
        showCalculator: scope.show_calculator,
        pdf: scope.pdf,
        warranty: scope.warranty ?? null,
        chart: scope.chart ?? null,
      };
      await tx
        .insert(workscopes)
        .values({ id: scope.id, ...row })
        .onConflictDoUpdate({ target: workscopes.id, set: row });
    }
    const calculationIds = calculations.map(({ calculation }) => calculation.id);
    if (calculationIds.length > 0)
      await tx.delete(workscopeCalculations).where(notInArray(workscopeCalculations.id, calculationIds));
    else await tx.delete(workscopeCalculations);
    for (const { scope, calculation } of calculations) {
      const row = {
        workscopeId: scope.id,
        name: calculation.name,
        qtyLabel: calculation.qty_label,
        rate: calculation.rate,
        description: calculation.description,
        rank: calculation.rank,
      };
      await tx
        .insert(workscopeCalculations)
        .values({ id: calculation.id, ...row })
        .onConflictDoUpdate({ target: workscopeCalculations.id, set: row });
    }
    if (scopeIds.length > 0) await tx.delete(workscopes).where(notInArray(workscopes.id, scopeIds));
    else await tx.delete(workscopes);
    const categoryIds = categories.map((category) => category.id);
    if (categoryIds.length > 0) await tx.delete(workscopeCats).where(notInArray(workscopeCats.id, categoryIds));
    else await tx.delete(workscopeCats);
  });
}
