// Project search (docs/product-rules.md#screens): a case-insensitive substring
// match on the name. Filtering returns new lists; the inputs stay as they are.
import type { CatalogueCategory, Goal } from '../contract/model';

export const NO_SEARCH_RESULTS = 'No results for this search term';

/** True when name contains term, ignoring case; a blank term matches all. */
export function matchesSearch(name: string, term: string): boolean {
  const needle = term.trim().toLowerCase();
  return needle === '' || name.toLowerCase().includes(needle);
}

/** Categories with only their matching scopes; categories left empty are dropped. */
export function searchCatalogue(categories: readonly CatalogueCategory[], term: string): CatalogueCategory[] {
  return categories
    .map((category) => ({
      ...category,
      Projects: category.Projects.filter((scope) => matchesSearch(scope.name, term)),
    }))
    .filter((category) => category.Projects.length > 0);
}

/** Every goal, each holding only its matching projects. */
export function searchGoalProjects(goals: readonly Goal[], term: string): Goal[] {
  return goals.map((goal) => ({
    ...goal,
    Projects: goal.Projects.filter((project) => matchesSearch(project.Name, term)),
  }));
}

/** False when the search left no project in any goal: show NO_SEARCH_RESULTS. */
export function hasAnyResult(goals: readonly Goal[]): boolean {
  return goals.some((goal) => goal.Projects.length > 0);
}
