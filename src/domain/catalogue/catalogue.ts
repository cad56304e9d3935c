// The work-scope picker's catalogue (docs/product-rules.md#catalogue-and-guides): the cloud's flat
// list of scopes grouped by category, hidden scopes left out, categories in
// name order, each scope's calculations in rank order.
import type { CatalogueCategory, WorkScope } from '../contract/model';

export const HIDDEN_CATEGORY = '__HIDDEN';

function byName(a: CatalogueCategory, b: CatalogueCategory): number {
  return a.Name.localeCompare(b.Name, 'en', { sensitivity: 'base' }) || a.Id - b.Id;
}

/** Groups scopes by category id, keeping the scopes' own order within each. */
export function catalogueFromWorkScopes(scopes: readonly WorkScope[]): CatalogueCategory[] {
  const categories = new Map<number, CatalogueCategory>();
  for (const scope of scopes) {
    if (scope.category.name === HIDDEN_CATEGORY) continue;
    let category = categories.get(scope.category.id);
    if (!category) {
      category = { Id: scope.category.id, Name: scope.category.name, Projects: [] };
      categories.set(scope.category.id, category);
    }
    const calculations = [...scope.calculations].sort((a, b) => a.rank - b.rank);
    category.Projects.push({ ...scope, calculations });
  }
  return [...categories.values()].sort(byName);
}
