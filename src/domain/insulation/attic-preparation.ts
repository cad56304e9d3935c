// What the code asks for around blown attic insulation (docs/decisions/063-attic-preparation.md): depth markers, a
// baffle per vented rafter bay, covers for recessed lights not rated for contact, the access insulated. Counted from
// what the agent sees, and offered as projects from the price book; never added without the agent.
import type { Contract, Project, WorkScope } from '../contract/model';

export type AtticAccess = 'none' | 'hatch' | 'stairs';

/** What the agent counts in the attic. */
export interface AtticCounts {
  /** Rafter bays with a vent at the eaves: each needs a baffle to keep the air path open. */
  ventedBays: number;
  /** Recessed lights not rated IC: insulation must stay 3 in. away, so each needs a cover. */
  nonIcLights: number;
  access: AtticAccess;
}

/** The price-book lines that do each job; a price book without one offers nothing for it. */
export const PREPARATION_SCOPES = { baffles: 'A4-01', lightCovers: 'A2-04', hatch: 'A2-05', stairs: 'A2-06' } as const;

export interface PreparationSuggestion {
  scope: WorkScope;
  quantity: number;
  why: string;
}

/** Depth markers: one per 300 sq ft of attic floor, rounded up (counted in hundredths: no float rounds it down). */
export function depthMarkers(floorSquareFeet: number): number {
  return Math.ceil(Math.round(Math.max(0, floorSquareFeet) * 100) / 30_000);
}

/** A selected project blowing loose fill into the attic: what the preparation goes with. */
export function blowsAtticInsulation(project: Pick<Project, 'Name' | 'Selected' | 'Calculations'>): boolean {
  return project.Selected && /\bblown\b/i.test(project.Name) && /\battic\b/i.test(project.Name);
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The preparation projects the counts call for, leaving out what the contract already has. */
export function preparationSuggestions(
  contract: Pick<Contract, 'Goals'>,
  counts: AtticCounts,
  catalogue: readonly WorkScope[],
): PreparationSuggestion[] {
  const onContract = new Set(contract.Goals.flatMap((goal) => goal.Projects.map((project) => project.Wsid)));
  const wanted: [string, number, string][] = [
    [
      PREPARATION_SCOPES.baffles,
      counts.ventedBays,
      `${plural(counts.ventedBays, 'vented rafter bay', 'vented rafter bays')}: a baffle in each keeps the vents open`,
    ],
    [
      PREPARATION_SCOPES.lightCovers,
      counts.nonIcLights,
      `${plural(counts.nonIcLights, 'recessed light', 'recessed lights')} not rated IC: insulation stays 3 in. away`,
    ],
    [
      PREPARATION_SCOPES.hatch,
      counts.access === 'hatch' ? 1 : 0,
      'the attic hatch, insulated and weatherstripped to the attic’s level',
    ],
    [
      PREPARATION_SCOPES.stairs,
      counts.access === 'stairs' ? 1 : 0,
      'the pull-down stairs, covered and insulated to the attic’s level',
    ],
  ];
  return wanted.flatMap(([wsid, quantity, why]) => {
    const scope = catalogue.find((candidate) => candidate.wsid === wsid);
    return scope && quantity > 0 && !onContract.has(wsid) ? [{ scope, quantity, why }] : [];
  });
}
