// Every derived number of a contract, from its calculations up to NetDue.
// recalculate() returns the same object for every part whose numbers did not
// change, so a screen can skip re-rendering what did not move.
import { roundHalfUp, sumCents, toCents, toDollars, type Cents } from '../money';
import type { Calculation, Contract, Goal, Project } from './model';
import { recalculateValues } from './values';

/** round(Quantity x Rate x DifficultyFactor) in whole dollars, as cents. */
export function calculationTotalCents(calculation: Pick<Calculation, 'Quantity' | 'Rate' | 'DifficultyFactor'>): Cents {
  return roundHalfUp([calculation.Quantity, calculation.Rate, calculation.DifficultyFactor]) * 100;
}

export function projectSubTotalCents(project: Pick<Project, 'Calculations'>): Cents {
  return sumCents(project.Calculations.map(calculationTotalCents));
}

/** GoalTotal: every project of the goal, selected or not. */
export function goalTotalCents(goal: Pick<Goal, 'Projects'>): Cents {
  return sumCents(goal.Projects.map(projectSubTotalCents));
}

/** A goal's SubTotal: its selected projects only. */
export function goalSubTotalCents(goal: Pick<Goal, 'Projects'>): Cents {
  return sumCents(goal.Projects.filter((project) => project.Selected).map(projectSubTotalCents));
}

/** Values.Total: the selected projects of every goal. */
export function contractTotalCents(goals: readonly Pick<Goal, 'Projects'>[]): Cents {
  return sumCents(goals.map(goalSubTotalCents));
}

function recalculateCalculation(calculation: Calculation): Calculation {
  const total = toDollars(calculationTotalCents(calculation));
  return calculation.Total === total ? calculation : { ...calculation, Total: total };
}

/**
 * A project with its line totals and SubTotal brought up to date; the same
 * object when nothing moved. For a project not yet in a contract, such as the
 * editor's draft before Add to Goal.
 */
export function recalculateProject(project: Project): Project {
  const known = upToDate.get(project);
  if (known) return known;
  const result = recalculateProjectNow(project);
  upToDate.set(project, result);
  upToDate.set(result, result);
  return result;
}

// Contracts are never changed in place, so a project object's totals, once
// worked out, stay right. Remembering them by identity lets an edit to one
// line of a 2,500-line contract skip the exact decimal arithmetic of the
// 2,499 others (npm run bench: keystroke to totals on screen). Weak keys: a
// project nobody holds any more is forgotten with it.
const upToDate = new WeakMap<Project, Project>();

function recalculateProjectNow(project: Project): Project {
  const calculations = mapKeepingIdentity(project.Calculations, recalculateCalculation);
  const subTotal = toDollars(sumCents(calculations.map((calculation) => toCents(calculation.Total))));
  if (calculations === project.Calculations && subTotal === project.SubTotal) return project;
  return { ...project, Calculations: calculations, SubTotal: subTotal };
}

function recalculateGoal(goal: Goal): Goal {
  const projects = mapKeepingIdentity(goal.Projects, recalculateProject);
  const goalTotal = toDollars(sumCents(projects.map((project) => toCents(project.SubTotal))));
  const subTotal = toDollars(sumCents(projects.filter((p) => p.Selected).map((project) => toCents(project.SubTotal))));
  if (projects === goal.Projects && goalTotal === goal.GoalTotal && subTotal === goal.SubTotal) return goal;
  return { ...goal, Projects: projects, GoalTotal: goalTotal, SubTotal: subTotal };
}

/** Brings every derived number of the contract up to date. */
export function recalculate(contract: Contract): Contract {
  const goals = mapKeepingIdentity(contract.Goals, recalculateGoal);
  const totalCents = sumCents(goals.map((goal) => toCents(goal.SubTotal)));
  const values = recalculateValues(contract.Values, totalCents);
  if (goals === contract.Goals && values === contract.Values) return contract;
  return { ...contract, Goals: goals, Values: values };
}

/** Maps a list, returning the same array when no element changed identity. */
function mapKeepingIdentity<T>(items: T[], map: (item: T) => T): T[] {
  let changed = false;
  const mapped = items.map((item) => {
    const next = map(item);
    if (next !== item) changed = true;
    return next;
  });
  return changed ? mapped : items;
}
