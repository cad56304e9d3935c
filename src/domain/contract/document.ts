// What the printed contract shows (docs/product-rules.md#screens): goals with at least one
// selected project, each selected project with its calculations of
// Quantity above 0.
import type { Calculation, Contract, Goal, Project } from './model';

export interface ContractProjectLine {
  project: Project;
  calculations: Calculation[];
}

export interface ContractGoalSection {
  goal: Goal;
  /** Its place among all the contract's goals, printed or not: an unnamed goal is "Goal <position + 1>" everywhere. */
  position: number;
  projects: ContractProjectLine[];
}

export function calculationsOnContract(project: Project): Calculation[] {
  return project.Calculations.filter((calculation) => calculation.Quantity > 0);
}

export function goalsOnContract(contract: Pick<Contract, 'Goals'>): ContractGoalSection[] {
  return contract.Goals.flatMap((goal, position) => {
    const projects = goal.Projects.filter((project) => project.Selected).map((project) => ({
      project,
      calculations: calculationsOnContract(project),
    }));
    return projects.length > 0 ? [{ goal, position, projects }] : [];
  });
}
