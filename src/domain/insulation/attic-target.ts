// What the attic has and what it should reach (docs/decisions/062-attic-target.md): the existing insulation's R from
// its type and measured depth, at the low end of DOE's range per inch so it is never overstated, and the target the
// agent chose, the code minimum of the state's edition or ENERGY STAR's recommendation; the layer to add is the gap.
import type { Goal, JobSite } from '../contract/model';
import type { IeccEdition } from './climate-zone-table';
import type { ExistingMaterial } from './existing-insulation';
import { zoneIn } from './job-site';
import { existingR } from './existing-insulation';
import { codeMinimumAtticR, energyStarAtticR } from './target-r';

export type TargetBasis = 'code' | 'energy-star';

export interface AtticTarget {
  basis: TargetBasis;
  /** ENERGY STAR's row for this attic: one with 3 in. or more already, or one with less; null for the code. */
  attic: 'uninsulated' | 'insulated' | null;
  /** The R the basis gives for this attic. */
  recommended: number;
  /** The R the attic is brought to: the R the insulation sold is named for, else the recommended one. */
  r: number;
  /** What is there: null when the agent found none (or did not say). */
  existing: { material: ExistingMaterial; inches: number; r: number } | null;
  /** The R the added layer must give, never below 0. */
  added: number;
}

/**
 * The attic's target once the agent chose one; null before. An attic with under 3 in. counts as uninsulated. When the
 * contract sells attic insulation to another R than the basis gives (an option chosen later), the target follows
 * what is sold and the basis is kept to say beside it (docs/decisions/082-energy-star-chart.md).
 */
export function atticTarget(site: JobSite, edition: IeccEdition, soldR: number | null = null): AtticTarget | null {
  if (!site.Target) return null;
  const zone = zoneIn(site, edition);
  const found = site.Existing && site.Existing.Inches > 0 ? site.Existing : null;
  const existing = found
    ? { material: found.Material, inches: found.Inches, r: existingR(found.Material, found.Inches) }
    : null;
  const attic = site.Target === 'energy-star' ? (existing && existing.inches >= 3 ? 'insulated' : 'uninsulated') : null;
  const recommended = attic ? energyStarAtticR(zone, attic) : codeMinimumAtticR(zone, edition);
  const r = soldR ?? recommended;
  return { basis: site.Target, attic, recommended, r, existing, added: Math.max(0, r - (existing?.r ?? 0)) };
}

const SOLD_TO = /\bto R-(\d{2})\b/i;

/**
 * The R the contract's selected attic insulation is named for ('Blown Cellulose Attic Insulation to R-60'), the
 * highest when several are; null when no selected attic project names one.
 */
export function atticRSold(goals: readonly Goal[]): number | null {
  let sold: number | null = null;
  for (const goal of goals)
    for (const project of goal.Projects) {
      const named = project.Selected && /attic/i.test(project.Name) ? SOLD_TO.exec(project.Name) : null;
      if (named) sold = Math.max(sold ?? 0, Number(named[1]));
    }
  return sold;
}
