// What the builder does to a contract: goals, projects, calculations. Each
// edit returns a new contract with its totals brought up to date, which is
// the rule that every change brings every total up to date (docs/product-rules.md#money).
import type { NewId } from './factories';
import { blankGoal, projectFromWorkScope } from './factories';
import type { Calculation, Contract, Goal, Project, WorkScope } from './model';
import { recalculate } from './totals';

function mapGoal(contract: Contract, gid: string, change: (goal: Goal) => Goal): Contract {
  return recalculate({ ...contract, Goals: contract.Goals.map((goal) => (goal.Gid === gid ? change(goal) : goal)) });
}

function mapProject(contract: Contract, gid: string, pid: string, change: (project: Project) => Project): Contract {
  return mapGoal(contract, gid, (goal) => ({
    ...goal,
    Projects: goal.Projects.map((project) => (project.Pid === pid ? change(project) : project)),
  }));
}

export function addGoal(contract: Contract, gid: string): Contract {
  return { ...contract, Goals: [...contract.Goals, blankGoal(gid)] };
}

export function renameGoal(contract: Contract, gid: string, name: string): Contract {
  return { ...contract, Goals: contract.Goals.map((goal) => (goal.Gid === gid ? { ...goal, Name: name } : goal)) };
}

/** Removes a goal; when none is left, one empty goal takes its place (new id from `newGid`). */
export function removeGoal(contract: Contract, gid: string, newGid: string): Contract {
  const goals = contract.Goals.filter((goal) => goal.Gid !== gid);
  return recalculate({ ...contract, Goals: goals.length > 0 ? goals : [blankGoal(newGid)] });
}

export function addProject(contract: Contract, gid: string, project: Project): Contract {
  return mapGoal(contract, gid, (goal) => ({ ...goal, Projects: [...goal.Projects, project] }));
}

export function addProjectFromWorkScope(
  contract: Contract,
  gid: string,
  scope: WorkScope,
  newId: NewId,
  priceBook?: number | null,
): Contract {
  return addProject(contract, gid, projectFromWorkScope(scope, newId, priceBook));
}

/** Replaces a project by Pid (the editor's 'Add to Goal' in edit mode, or any field change). */
export function replaceProject(contract: Contract, gid: string, project: Project): Contract {
  return mapProject(contract, gid, project.Pid, () => project);
}

export function removeProject(contract: Contract, gid: string, pid: string): Contract {
  return mapGoal(contract, gid, (goal) => ({
    ...goal,
    Projects: goal.Projects.filter((project) => project.Pid !== pid),
  }));
}

export function setProjectSelected(contract: Contract, gid: string, pid: string, selected: boolean): Contract {
  return mapProject(contract, gid, pid, (project) => ({ ...project, Selected: selected }));
}

export function setTreatmentNotes(contract: Contract, gid: string, pid: string, notes: string): Contract {
  return mapProject(contract, gid, pid, (project) => ({ ...project, TreatmentNotes: notes }));
}

export type CalculationPatch = Partial<Pick<Calculation, 'Quantity' | 'DifficultyFactor'>>;

export function updateCalculation(
  contract: Contract,
  gid: string,
  pid: string,
  guid: string,
  patch: CalculationPatch,
): Contract {
  return mapProject(contract, gid, pid, (project) => ({
    ...project,
    Calculations: project.Calculations.map((calculation) =>
      calculation.Guid === guid ? { ...calculation, ...patch } : calculation,
    ),
  }));
}

/** Moves a project within its goal (drag and drop); out-of-range moves change nothing. */
export function moveProject(contract: Contract, gid: string, from: number, to: number): Contract {
  const goal = contract.Goals.find((candidate) => candidate.Gid === gid);
  if (!goal || from === to || from < 0 || to < 0 || from >= goal.Projects.length || to >= goal.Projects.length)
    return contract;
  const projects = [...goal.Projects];
  const [moved] = projects.splice(from, 1);
  if (moved) projects.splice(to, 0, moved);
  return {
    ...contract,
    Goals: contract.Goals.map((candidate) => (candidate === goal ? { ...goal, Projects: projects } : candidate)),
  };
}
