// The edit the benchmarks make to a pushed contract: a new quantity on its first calculation, so every push is a
// real write of a changed contract.
import { updateCalculation } from '#domain/contract/edits';
import type { Contract } from '#domain/contract/model';

export function withQuantity(contract: Contract, quantity: number): Contract {
  const goal = contract.Goals[0]!;
  const project = goal.Projects[0]!;
  return updateCalculation(contract, goal.Gid, project.Pid, project.Calculations[0]!.Guid, { Quantity: quantity });
}
