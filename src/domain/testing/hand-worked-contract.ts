import { addGoal, renameGoal } from '../contract/edits';
import type { Contract } from '../contract/model';
import { newContract, sequentialIds, withProject } from './builders';

/**
 * Two goals, five projects, figured by hand:
 * Lower heating bills
 *   A1-02 1,200 sq ft x $1.70 x 1            = 2,040
 *   A2-01 1,200 sq ft x $0.85 x 1.25 = 1,275; 8 each x $15 x 1 = 120  -> 1,395
 *   A5-03 333 sq ft x $1.15 x 1.1 = 421.245                           ->   421
 *   GoalTotal = SubTotal = 3,856
 * Stop the musty crawlspace smell
 *   C1-01 850 sq ft x $4.50 = 3,825; 4 each x $35 = 140               -> 3,965
 *   C1-06 1 x $2,195 + 0 x $325, not selected                          -> 2,195
 *   GoalTotal = 6,160, SubTotal = 3,965
 * Values.Total = 3,856 + 3,965 = 7,821
 */
export function handWorkedContract(): Contract {
  const ids = sequentialIds();
  let contract = newContract(ids);
  contract = renameGoal(contract, contract.Goals[0]!.Gid, 'Lower heating bills');
  contract = addGoal(contract, ids());
  contract = renameGoal(contract, contract.Goals[1]!.Gid, 'Stop the musty crawlspace smell');
  contract = withProject(contract, 0, { wsid: 'A1-02', lines: [[1200, 1]] }, ids);
  contract = withProject(
    contract,
    0,
    {
      wsid: 'A2-01',
      lines: [
        [1200, 1.25],
        [8, 1],
      ],
    },
    ids,
  );
  contract = withProject(contract, 0, { wsid: 'A5-03', lines: [[333, 1.1]] }, ids);
  contract = withProject(
    contract,
    1,
    {
      wsid: 'C1-01',
      lines: [
        [850, 1],
        [4, 1],
      ],
    },
    ids,
  );
  contract = withProject(
    contract,
    1,
    {
      wsid: 'C1-06',
      lines: [
        [1, 1],
        [0, 1],
      ],
      selected: false,
    },
    ids,
  );
  return contract;
}
