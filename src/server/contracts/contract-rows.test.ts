import { describe, expect, it } from 'vitest';
import type { Contract } from '#domain/contract/model';
import { recalculate } from '#domain/contract/totals';
import { catalogue, sequentialIds, withProject } from '#domain/testing/builders';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import {
  fromRows,
  summaryFromRows,
  toRows,
  type ContractRow,
  type StoredContractRows,
  type ToRowsOptions,
} from './contract-rows';
import { expectedAfterSync, withoutSyncStamps } from '../testing/contracts';

const everyScope: ToRowsOptions = {
  agentIdKnown: () => false,
  workScopeExists: (id) => catalogue.some((scope) => scope.id === id),
};
const SYNCED_AT = new Date('2026-12-01T10:00:00.000Z');

/** What the database would hand back for these rows. */
function stored(contract: Contract, options: ToRowsOptions = everyScope, version = 1): StoredContractRows {
  const rows = toRows(contract, options);
  const contractRow: ContractRow = {
    ...rows.contract,
    id: 41,
    version,
    contentHash: 'hash',
    modifiedAt: SYNCED_AT,
    syncedAt: SYNCED_AT,
    updatedAt: SYNCED_AT,
    createdByDevice: null,
    createdBy: null,
    description: rows.contract.description ?? '',
    notes: rows.contract.notes ?? '',
    agentId: rows.contract.agentId ?? null,
    creatorId: rows.contract.creatorId ?? null,
    couponTitle: rows.contract.couponTitle ?? '',
    financingId: rows.contract.financingId ?? null,
    activeFinancingIds: rows.contract.activeFinancingIds ?? [],
    financingTerms: rows.contract.financingTerms ?? [],
    agentSnapshot: rows.contract.agentSnapshot ?? null,
    creatorSnapshot: rows.contract.creatorSnapshot ?? null,
  };
  const customer = rows.customer;
  return {
    contract: contractRow,
    customer: {
      id: customer.id,
      first: customer.first ?? '',
      last: customer.last ?? '',
      name: customer.name ?? '',
      email: customer.email ?? '',
      phone: customer.phone ?? '',
      address1: customer.address1 ?? '',
      address2: customer.address2 ?? '',
      city: customer.city ?? '',
      state: customer.state ?? '',
      postalCode: customer.postalCode ?? '',
      notes: customer.notes ?? '',
    },
    agent: null,
    creator: null,
    rooms: rows.rooms.map((room) => ({ ...room, contractId: 41 })),
    goals: rows.goals.map((goal) => ({ ...goal, contractId: 41 })),
    projects: rows.projects,
    calculations: rows.calculations,
  };
}

describe('toRows', () => {
  const contract: Contract = {
    ...handWorkedContract(),
    Customer: { ...handWorkedContract().Customer, First: ' Anna ', Last: 'Kowalski' },
    Agent: { Id: 'a-1', First: 'Jane', Last: 'Demo', Email: 'agent@example.com', Display: 'Jane Demo' },
  };

  it('names the customer Last, First and keeps the agent as a snapshot when the cloud does not know it', () => {
    const rows = toRows(contract, everyScope);
    expect(rows.customer).toMatchObject({ id: 'id-1', name: 'Kowalski, Anna', first: ' Anna ' });
    expect(rows.contract).toMatchObject({
      legacyId: 'K7Q2M9X4B1ZP',
      agentId: null,
      creatorId: null,
      total: 7821,
      areaTotal: 0,
    });
    expect(JSON.parse(rows.contract.agentSnapshot!)).toEqual(contract.Agent);
    expect(rows.contract.creatorSnapshot).toBeNull();
    expect(toRows(contract, { ...everyScope, agentIdKnown: (id) => id === 'a-1' }).contract.agentId).toBe('a-1');
  });

  it('stores every room, every goal and project in order, and only lines above Quantity 0', () => {
    const rows = toRows(contract, everyScope);
    expect(rows.rooms).toEqual([{ id: 'id-2', position: 0, name: '', width: 0, length: 0, total: 0 }]);
    expect(rows.goals.map((goal) => [goal.id, goal.position, goal.name])).toEqual([
      ['id-3', 0, 'Lower heating bills'],
      ['id-4', 1, 'Stop the musty crawlspace smell'],
    ]);
    expect(rows.projects.map((project) => [project.goalId, project.position, project.wsid, project.subtotal])).toEqual([
      ['id-3', 0, 'A1-02', 2040],
      ['id-3', 1, 'A2-01', 1395],
      ['id-3', 2, 'A5-03', 421],
      ['id-4', 0, 'C1-01', 3965],
      ['id-4', 1, 'C1-06', 2195],
    ]);
    expect(rows.calculations).toHaveLength(7);
    const c106 = contract.Goals[1]!.Projects[1]!;
    expect(rows.calculations.filter((line) => line.projectId === c106.Pid)).toEqual([
      expect.objectContaining({
        id: c106.Calculations[0]!.Guid,
        position: 0,
        qty: 1,
        rate: 2195,
        difficulty: 1,
        total: 2195,
      }),
    ]);
  });

  it('links a project to its work scope only when the scope exists', () => {
    const [first, ...others] = contract.Goals.flatMap((goal) => goal.Projects);
    const rows = toRows(contract, { ...everyScope, workScopeExists: (id) => id !== first!.Id });
    expect(rows.projects.map((project) => project.workscopeId)).toEqual([null, ...others.map((project) => project.Id)]);
    expect(rows.projects[0]).toMatchObject({ wsid: 'A1-02', name: first!.Name, description: first!.Description });
  });
});

describe('fromRows', () => {
  it('gives back the document, a line at Quantity 0 rebuilt from its scope', () => {
    const contract = recalculate(handWorkedContract());
    const back = fromRows(stored(contract), catalogue);
    expect(back.Id).toBe('41');
    expect(back.SyncDate).toBe('2026-12-01T10:00:00.000Z');
    expect(back.ServerVersion).toBe(1);
    expect(back.Goals[0]!.Id).toBe(back.Goals[0]!.Gid);
    expect(withoutSyncStamps(back)).toEqual(expectedAfterSync(contract));
  });

  it('gives back the label chart a loose-fill project carried, and none to a project that had none (decision 084)', () => {
    const ids = sequentialIds('label');
    const contract = recalculate(withProject(handWorkedContract(), 0, { wsid: 'A1-05', lines: [[1500, 1]] }, ids));
    const label = contract.Goals[0]!.Projects.at(-1)!.Label!;
    expect(label.product).toBe('CertainTeed InsulSafe SP');
    const back = fromRows(stored(contract), catalogue);
    expect(back.Goals[0]!.Projects.at(-1)!.Label).toEqual(label);
    expect(back.Goals[0]!.Projects[0]).not.toHaveProperty('Label');
  });

  it('keeps stored lines the scope no longer has after its own, and uses stored lines alone without the scope', () => {
    const contract = handWorkedContract();
    const rows = stored(contract);
    const a201 = contract.Goals[0]!.Projects[1]!;
    const changedCatalogue = catalogue.map((scope) =>
      scope.id !== a201.Id
        ? scope
        : {
            ...scope,
            calculations: [
              { id: 9001, name: 'New line', qty_label: 'each', rate: 5, description: 'new', rank: 0 },
              scope.calculations[1]!,
            ],
          },
    );
    const lines = fromRows(rows, changedCatalogue).Goals[0]!.Projects[1]!.Calculations;
    expect(lines.map((line) => [line.Id, line.Quantity, line.Guid])).toEqual([
      [9001, 0, `${a201.Pid}-ws9001`],
      [a201.Calculations[1]!.Id, 8, a201.Calculations[1]!.Guid],
      [a201.Calculations[0]!.Id, 1200, a201.Calculations[0]!.Guid],
    ]);

    const withoutScope = { ...rows, projects: rows.projects.map((project) => ({ ...project, workscopeId: null })) };
    const c106 = fromRows(withoutScope, catalogue).Goals[1]!.Projects[1]!;
    expect(c106.Id).toBe(0);
    expect(c106.Calculations.map((line) => line.Quantity)).toEqual([1]);
  });

  it('marks the active plans and works out their payments', () => {
    const contract = handWorkedContract();
    const rows = stored(contract);
    const back = fromRows(
      { ...rows, contract: { ...rows.contract, activeFinancingIds: [5], financingId: 5 } },
      catalogue,
    );
    const plan = back.Values.Financing.find((option) => option.Id === 5)!;
    expect(plan.Active).toBe(true);
    expect(plan.AmountMonth).toBeGreaterThan(0);
    expect(back.Values.FinancingId).toBe(5);
  });

  it('reads a legacy agent from the agents table when there is no snapshot', () => {
    const rows = stored(handWorkedContract());
    const back = fromRows(
      {
        ...rows,
        contract: { ...rows.contract, agentId: 'u-1', agentSnapshot: null },
        agent: { userId: 'u-1', first: 'Jane', last: 'Demo', displayName: 'Jane Demo', email: 'agent@example.com' },
      },
      catalogue,
    );
    expect(back.Agent).toEqual({
      Id: 'u-1',
      First: 'Jane',
      Last: 'Demo',
      Email: 'agent@example.com',
      Display: 'Jane Demo',
    });
  });
});

describe('summaryFromRows', () => {
  it('keeps the stored totals of a search result that carries no goals', () => {
    const contract = handWorkedContract();
    const summary = summaryFromRows(stored(contract));
    expect(summary.Goals).toEqual([]);
    expect(summary.Values).toEqual(contract.Values);
  });
});
