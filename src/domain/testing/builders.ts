// Test helpers: contracts built from the fixture catalogue with predictable ids.
import { blankContract, projectFromWorkScope, type NewId } from '../contract/factories';
import { addProject, updateCalculation } from '../contract/edits';
import type { Contract, WorkScope } from '../contract/model';
import scopes from '../catalogue/starter-catalogue.json' with { type: 'json' };

export const catalogue = scopes as WorkScope[];

export function scope(wsid: string): WorkScope {
  const found = catalogue.find((candidate) => candidate.wsid === wsid);
  if (!found) throw new Error(`no work scope ${wsid} in the fixture`);
  return found;
}

/** Ids id-1, id-2, ... in call order. */
export function sequentialIds(prefix = 'id'): NewId {
  let next = 0;
  return () => `${prefix}-${++next}`;
}

export const NOW = '2026-11-21T15:30:00.000Z';

export function newContract(newId: NewId = sequentialIds()): Contract {
  return blankContract({ contractId: 'K7Q2M9X4B1ZP', now: NOW, newId });
}

export interface LineSpec {
  wsid: string;
  /** One [quantity, difficulty] per calculation, in rank order. */
  lines: [number, number][];
  selected?: boolean;
}

/** Adds a project from the catalogue to goal `goalIndex` with the given quantities. */
export function withProject(contract: Contract, goalIndex: number, spec: LineSpec, newId: NewId): Contract {
  const goal = contract.Goals[goalIndex];
  if (!goal) throw new Error(`no goal ${goalIndex}`);
  const project = { ...projectFromWorkScope(scope(spec.wsid), newId), Selected: spec.selected ?? true };
  let next = addProject(contract, goal.Gid, project);
  project.Calculations.forEach((calculation, index) => {
    const [quantity, difficulty] = spec.lines[index] ?? [0, 1];
    next = updateCalculation(next, goal.Gid, project.Pid, calculation.Guid, {
      Quantity: quantity,
      DifficultyFactor: difficulty,
    });
  });
  return next;
}
