// Checks a catalogue (a file of import-catalogue, or a price book the console publishes) before it becomes a price
// book: every scope in the cloud shape (src/api/workscopes.ts), and what the tables need besides (unique scope ids,
// codes and calculation ids, ranks from 1, one name per category). Every problem is listed with a path into the file, so a bad file is fixed in one go.
import { z } from 'zod';
import { workScopeSchema } from '#api/workscopes';
import type { WorkScope } from '#domain/contract/model';

export type CatalogueCheck = { ok: true; scopes: WorkScope[] } | { ok: false; problems: string[] };

const catalogueFileSchema = z.array(workScopeSchema);

/** `[3].calculations[0].rank` — the path of a zod issue as one reads it in the file. */
export function issuePath(path: readonly PropertyKey[]): string {
  return (
    path
      .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
      .join('')
      .replace(/^\./, '') || '(the file)'
  );
}

export function checkCatalogue(data: unknown): CatalogueCheck {
  if (!Array.isArray(data)) return { ok: false, problems: ['(the file): must be a JSON array of work scopes'] };
  if (data.length === 0)
    return { ok: false, problems: ['(the file): holds no work scopes; an empty catalogue is never imported'] };
  const parsed = catalogueFileSchema.safeParse(data);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.map((issue) => `${issuePath(issue.path)}: ${issue.message}`) };
  }

  const problems: string[] = [];
  const firstScopeWithId = new Map<number, number>();
  const firstScopeWithCode = new Map<string, number>();
  const firstCalculationWithId = new Map<number, string>();
  const categoryNames = new Map<number, { name: string; at: number }>();
  parsed.data.forEach((scope, index) => {
    const at = `[${index}]`;
    const sameId = firstScopeWithId.get(scope.id);
    if (sameId !== undefined) problems.push(`${at}.id: ${scope.id} is also the id of [${sameId}]`);
    else firstScopeWithId.set(scope.id, index);
    const sameCode = firstScopeWithCode.get(scope.wsid);
    if (sameCode !== undefined) problems.push(`${at}.wsid: '${scope.wsid}' is also the code of [${sameCode}]`);
    else firstScopeWithCode.set(scope.wsid, index);
    const category = categoryNames.get(scope.category.id);
    if (category === undefined) categoryNames.set(scope.category.id, { name: scope.category.name, at: index });
    else if (category.name !== scope.category.name) {
      problems.push(
        `${at}.category.name: category ${scope.category.id} is '${category.name}' in [${category.at}], not '${scope.category.name}'`,
      );
    }
    scope.calculations.forEach((calculation, position) => {
      const calculationAt = `${at}.calculations[${position}]`;
      const sameCalculation = firstCalculationWithId.get(calculation.id);
      if (sameCalculation !== undefined)
        problems.push(`${calculationAt}.id: ${calculation.id} is also the id of ${sameCalculation}`);
      else firstCalculationWithId.set(calculation.id, calculationAt);
      if (calculation.rank < 1) problems.push(`${calculationAt}.rank: must be 1 or more, got ${calculation.rank}`);
    });
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, scopes: parsed.data };
}
