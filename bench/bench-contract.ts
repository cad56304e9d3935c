// The contract the benchmarks push: 5 goals of 4 projects, each project one of
// ten bench work scopes of three calculations, so 60 calculations in all.
import { addGoal, renameGoal, updateCalculation, addProject } from '#domain/contract/edits';
import { blankContract, projectFromWorkScope } from '#domain/contract/factories';
import type { Contract, WorkScope } from '#domain/contract/model';

/** Ten scopes of three calculations each, so 20 projects make 60 calculations. */
export function benchScopes(): WorkScope[] {
  return Array.from({ length: 10 }, (_, index) => ({
    id: 9001 + index,
    wsid: `B9-${String(index + 1).padStart(2, '0')}`,
    name: `Bench scope ${index + 1}`,
    description: 'A work scope with three calculations, for the benchmark.',
    category: { id: 90, name: 'Bench' },
    calculations: [1, 2, 3].map((rank) => ({
      id: 90_000 + index * 10 + rank,
      name: `Line ${rank}`,
      qty_label: 'sq ft',
      rate: 1.15 + rank,
      description: '',
      rank,
    })),
    show_calculator: false,
    pdf: null,
  }));
}

export function benchContract(contractId: string, scopes: WorkScope[]): Contract {
  let next = 0;
  const newId = () => `${contractId}-${++next}`;
  let contract = blankContract({ contractId, now: '2026-11-21T15:00:00.000Z', newId });
  contract = {
    ...contract,
    Customer: { ...contract.Customer, First: 'Maria', Last: 'Kowalski', Name: 'Kowalski, Maria' },
  };
  for (let goalIndex = 0; goalIndex < 5; goalIndex++) {
    if (goalIndex > 0) contract = addGoal(contract, newId());
    const goal = contract.Goals[goalIndex]!;
    contract = renameGoal(contract, goal.Gid, `Goal ${goalIndex + 1}`);
    for (let projectIndex = 0; projectIndex < 4; projectIndex++) {
      const project = projectFromWorkScope(scopes[(goalIndex * 4 + projectIndex) % scopes.length]!, newId);
      contract = addProject(contract, goal.Gid, project);
      for (const calculation of project.Calculations) {
        contract = updateCalculation(contract, goal.Gid, project.Pid, calculation.Guid, {
          Quantity: 100 + projectIndex,
          DifficultyFactor: 1.1,
        });
      }
    }
  }
  return contract;
}
