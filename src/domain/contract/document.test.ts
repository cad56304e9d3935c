import { describe, expect, it } from 'vitest';
import { handWorkedContract } from '../testing/hand-worked-contract';
import { newContract } from '../testing/builders';
import { goalsOnContract } from './document';
import { setProjectSelected } from './edits';

describe('what the printed contract shows', () => {
  it('lists selected projects with their calculations of quantity above 0', () => {
    const sections = goalsOnContract(handWorkedContract());
    expect(sections.map((section) => [section.goal.Name, section.projects.map((line) => line.project.Wsid)])).toEqual([
      ['Lower heating bills', ['A1-02', 'A2-01', 'A5-03']],
      ['Stop the musty crawlspace smell', ['C1-01']],
    ]);
    expect(sections[1]!.projects[0]!.calculations.map((calculation) => calculation.Id)).toEqual([1044, 1045]);
  });

  it('leaves out a calculation with quantity 0', () => {
    const contract = handWorkedContract();
    const crawlspace = contract.Goals[1]!;
    const selected = setProjectSelected(contract, crawlspace.Gid, crawlspace.Projects[1]!.Pid, true);
    const dehumidifier = goalsOnContract(selected)[1]!.projects[1]!;
    expect(dehumidifier.project.Wsid).toBe('C1-06');
    expect(dehumidifier.calculations.map((calculation) => calculation.Id)).toEqual([1050]);
  });

  it('leaves out a goal with no selected project, and an empty goal', () => {
    const contract = handWorkedContract();
    const crawlspace = contract.Goals[1]!;
    const deselected = setProjectSelected(contract, crawlspace.Gid, crawlspace.Projects[0]!.Pid, false);
    expect(goalsOnContract(deselected).map((section) => section.goal.Name)).toEqual(['Lower heating bills']);
    expect(goalsOnContract(newContract())).toEqual([]);
  });
});
