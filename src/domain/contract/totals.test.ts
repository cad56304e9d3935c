import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calculationTotalCents, recalculate, recalculateProject } from './totals';
import { moveProject, setProjectSelected } from './edits';
import { contractArbitrary } from '../testing/arbitraries';
import { handWorkedContract } from '../testing/hand-worked-contract';

describe('calculation Total = round(Quantity x Rate x DifficultyFactor)', () => {
  it('rounds to whole dollars', () => {
    expect(calculationTotalCents({ Quantity: 333, Rate: 1.15, DifficultyFactor: 1.1 })).toBe(42_100);
    expect(calculationTotalCents({ Quantity: 1200, Rate: 1.7, DifficultyFactor: 1 })).toBe(204_000);
  });

  it('rounds an exact half up even where floating point lands below it', () => {
    // 58 x 1.40 x 1.25 = 101.5 exactly; in floats 101.49999999999999.
    expect(58 * 1.4 * 1.25).toBeLessThan(101.5);
    expect(calculationTotalCents({ Quantity: 58, Rate: 1.4, DifficultyFactor: 1.25 })).toBe(10_200);
  });

  it('is 0 for quantity 0 and scales with the difficulty factor', () => {
    expect(calculationTotalCents({ Quantity: 0, Rate: 2195, DifficultyFactor: 1 })).toBe(0);
    expect(calculationTotalCents({ Quantity: 1, Rate: 2195, DifficultyFactor: 1.5 })).toBe(329_300);
  });
});

describe('contract totals', () => {
  const contract = handWorkedContract();
  const [heating, crawlspace] = contract.Goals;

  it('gives each project the sum of its calculation totals', () => {
    expect(heating!.Projects.map((project) => project.SubTotal)).toEqual([2040, 1395, 421]);
    expect(crawlspace!.Projects.map((project) => project.SubTotal)).toEqual([3965, 2195]);
    expect(heating!.Projects[1]!.Calculations.map((calculation) => calculation.Total)).toEqual([1275, 120]);
  });

  it('gives each goal a GoalTotal of all its projects and a SubTotal of the selected ones', () => {
    expect(heating).toMatchObject({ GoalTotal: 3856, SubTotal: 3856 });
    expect(crawlspace).toMatchObject({ GoalTotal: 6160, SubTotal: 3965 });
  });

  it('totals the selected projects of every goal', () => {
    expect(contract.Values.Total).toBe(7821);
    expect(contract.Values.NetDue).toBe(7821);
  });

  it('follows a change of selection', () => {
    const reselected = setProjectSelected(contract, crawlspace!.Gid, crawlspace!.Projects[1]!.Pid, true);
    expect(reselected.Goals[1]).toMatchObject({ GoalTotal: 6160, SubTotal: 6160 });
    expect(reselected.Values.Total).toBe(10_016);
  });

  it('returns the very same contract when nothing changed', () => {
    expect(recalculate(contract)).toBe(contract);
  });

  it('repairs stale totals', () => {
    const stale = { ...contract, Values: { ...contract.Values, Total: 1, NetDue: 1 } };
    expect(recalculate(stale).Values).toMatchObject({ Total: 7821, NetDue: 7821 });
  });
});

describe('invariants', () => {
  it('never lets a goal SubTotal exceed its GoalTotal', () => {
    fc.assert(
      fc.property(contractArbitrary, (contract) => {
        for (const goal of contract.Goals) expect(goal.GoalTotal).toBeGreaterThanOrEqual(goal.SubTotal);
      }),
      { numRuns: 200 },
    );
  });

  it('never changes a total when projects are reordered', () => {
    fc.assert(
      fc.property(contractArbitrary, fc.nat(), fc.nat(), fc.nat(), (contract, goalPick, from, to) => {
        const goal = contract.Goals[goalPick % contract.Goals.length]!;
        const size = Math.max(goal.Projects.length, 1);
        const moved = moveProject(contract, goal.Gid, from % size, to % size);
        expect(recalculate(moved).Values).toEqual(contract.Values);
        expect(moved.Goals.map((g) => [g.GoalTotal, g.SubTotal])).toEqual(
          contract.Goals.map((g) => [g.GoalTotal, g.SubTotal]),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('keeps the hand-worked totals whatever the order', () => {
    const contract = handWorkedContract();
    for (const [from, to] of [
      [0, 2],
      [2, 0],
      [1, 2],
    ] as const) {
      const moved = recalculate(moveProject(contract, contract.Goals[0]!.Gid, from, to));
      expect(moved.Goals.map((goal) => [goal.GoalTotal, goal.SubTotal])).toEqual([
        [3856, 3856],
        [6160, 3965],
      ]);
      expect(moved.Values.Total).toBe(7821);
    }
  });
});

describe('recalculateProject remembers what it worked out', () => {
  const project = () => handWorkedContract().Goals[0]!.Projects[1]!;

  it('gives back the same object for a project it has already brought up to date', () => {
    const upToDate = recalculateProject(project());
    expect(recalculateProject(upToDate)).toBe(upToDate);
  });

  it('works out a changed copy afresh: 1,000 sq ft x $0.85 x 1.25 = 1,062.50 -> 1,063; + 120', () => {
    const before = recalculateProject(project());
    const [sealing, penetrations] = before.Calculations;
    const changed = recalculateProject({ ...before, Calculations: [{ ...sealing!, Quantity: 1000 }, penetrations!] });
    expect(changed.Calculations[0]?.Total).toBe(1063);
    expect(changed.SubTotal).toBe(1183);
    expect(before.SubTotal).toBe(1395);
  });
});
