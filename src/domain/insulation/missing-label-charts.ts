// Which work installs loose-fill insulation and so needs its label chart (docs/decisions/064-label-charts.md): the
// tablets count bags, print the quote's label figures and fill the installer's receipt from it. Removal installs none.
import type { WorkScope } from '../contract/model';

const LOOSE_FILL = /\bblown\b|\bloose[- ]fill\b/i;
const REMOVAL = /\bremov/i;

/** True for 'Blown Cellulose Attic Insulation to R-49' or 'Garage Walls Blown-In Insulation'; not for a removal. */
export function installsLooseFill(name: string): boolean {
  return LOOSE_FILL.test(name) && !REMOVAL.test(name);
}

/** The loose-fill work of a price book with no label chart yet, in the book's order. */
export function scopesWithoutChart(scopes: readonly WorkScope[]): WorkScope[] {
  return scopes.filter((scope) => installsLooseFill(scope.name) && !scope.chart);
}
