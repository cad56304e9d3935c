// What the attic has and what it should reach (docs/decisions/062-attic-target.md): the existing insulation's R from
// its type and measured depth, at the low end of DOE's range per inch so it is never overstated, and the target the
// agent chose, the code minimum of the state's edition or ENERGY STAR's recommendation; the layer to add is the gap.
import type { JobSite } from '../contract/model';
import type { IeccEdition } from './climate-zone-table';
import type { ExistingMaterial } from './existing-insulation';
import { zoneIn } from './job-site';
import { existingR } from './existing-insulation';
import { codeMinimumAtticR, energyStarAtticR } from './target-r';

export type TargetBasis = 'code' | 'energy-star';

export interface AtticTarget {
  basis: TargetBasis;
  /** The R the attic is brought to. */
  r: number;
  /** ENERGY STAR's range the target is the top of; null for the code minimum. */
  range: { low: number; high: number } | null;
  /** What is there: null when the agent found none (or did not say). */
  existing: { material: ExistingMaterial; inches: number; r: number } | null;
  /** The R the added layer must give, never below 0. */
  added: number;
}

/** The attic's target once the agent chose one; null before. An attic with under 3 in. counts as uninsulated. */
export function atticTarget(site: JobSite, edition: IeccEdition): AtticTarget | null {
  if (!site.Target) return null;
  const zone = zoneIn(site, edition);
  const found = site.Existing && site.Existing.Inches > 0 ? site.Existing : null;
  const existing = found
    ? { material: found.Material, inches: found.Inches, r: existingR(found.Material, found.Inches) }
    : null;
  const range =
    site.Target === 'energy-star'
      ? energyStarAtticR(zone, existing && existing.inches >= 3 ? 'insulated' : 'uninsulated')
      : null;
  const r = range ? range.high : codeMinimumAtticR(zone, edition);
  return { basis: site.Target, r, range, existing, added: Math.max(0, r - (existing?.r ?? 0)) };
}
