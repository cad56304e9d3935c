import { describe, expect, it } from 'vitest';
import { handWorkedContract } from '../testing/hand-worked-contract';
import { newContract, scope, sequentialIds } from '../testing/builders';
import {
  addGoal,
  addProjectFromWorkScope,
  moveProject,
  removeGoal,
  removeProject,
  renameGoal,
  replaceProject,
  setTreatmentNotes,
  updateCalculation,
} from './edits';

describe('goals', () => {
  it('adds and renames goals', () => {
    const contract = renameGoal(addGoal(newContract(), 'g-2'), 'g-2', 'Quieter bedrooms');
    expect(contract.Goals.map((goal) => [goal.Gid, goal.Name])).toEqual([
      ['id-3', ''],
      ['g-2', 'Quieter bedrooms'],
    ]);
  });

  it('removes a goal with its projects and takes them out of the total', () => {
    const contract = handWorkedContract();
    const removed = removeGoal(contract, contract.Goals[1]!.Gid, 'unused');
    expect(removed.Goals.map((goal) => goal.Name)).toEqual(['Lower heating bills']);
    expect(removed.Values.Total).toBe(3856);
  });

  it('leaves one empty goal when the last one is removed', () => {
    const contract = newContract();
    const removed = removeGoal(contract, contract.Goals[0]!.Gid, 'g-new');
    expect(removed.Goals).toEqual([{ Gid: 'g-new', Id: null, Name: '', Projects: [], GoalTotal: 0, SubTotal: 0 }]);
  });
});

describe('projects', () => {
  const contract = handWorkedContract();
  const heating = contract.Goals[0]!;

  it('adds a project from the catalogue, selected, at the end of the goal', () => {
    const added = addProjectFromWorkScope(contract, heating.Gid, scope('W1-01'), sequentialIds('new'));
    expect(added.Goals[0]!.Projects.map((project) => project.Wsid)).toEqual(['A1-02', 'A2-01', 'A5-03', 'W1-01']);
    expect(added.Goals[0]!.Projects[3]!.Selected).toBe(true);
  });

  it('recalculates when a quantity changes', () => {
    const project = heating.Projects[0]!;
    // 1,500 sq ft x $1.70 = 2,550 instead of 2,040: +510
    const changed = updateCalculation(contract, heating.Gid, project.Pid, project.Calculations[0]!.Guid, {
      Quantity: 1500,
    });
    expect(changed.Goals[0]!.Projects[0]!.SubTotal).toBe(2550);
    expect(changed.Values.Total).toBe(8331);
  });

  it('replaces a project edited in the editor and keeps its place', () => {
    const project = heating.Projects[1]!;
    const edited = replaceProject(contract, heating.Gid, { ...project, TreatmentNotes: 'Seal top plates first' });
    expect(edited.Goals[0]!.Projects[1]!.TreatmentNotes).toBe('Seal top plates first');
    expect(setTreatmentNotes(contract, heating.Gid, project.Pid, 'x').Goals[0]!.Projects[1]!.TreatmentNotes).toBe('x');
  });

  it('removes a project and its amount from the totals', () => {
    const removed = removeProject(contract, heating.Gid, heating.Projects[0]!.Pid);
    expect(removed.Goals[0]).toMatchObject({ GoalTotal: 1816, SubTotal: 1816 });
    expect(removed.Values.Total).toBe(5781);
  });

  it('moves a project within its goal', () => {
    const moved = moveProject(contract, heating.Gid, 0, 2);
    expect(moved.Goals[0]!.Projects.map((project) => project.Wsid)).toEqual(['A2-01', 'A5-03', 'A1-02']);
    expect(moveProject(contract, heating.Gid, 0, 3)).toBe(contract);
    expect(moveProject(contract, 'no-such-goal', 0, 1)).toBe(contract);
  });

  it('never changes the contract it was given', () => {
    const before = JSON.stringify(contract);
    removeProject(contract, heating.Gid, heating.Projects[0]!.Pid);
    moveProject(contract, heating.Gid, 0, 2);
    expect(JSON.stringify(contract)).toBe(before);
  });
});
