import { describe, expect, it } from 'vitest';
import { blankContract, isContractId, projectFromWorkScope } from './factories';
import { NOW, newContract, scope, sequentialIds } from '../testing/builders';

describe('a blank contract', () => {
  const contract = newContract();

  it('has the id it was given, Id "new", the transaction date and no sync yet', () => {
    expect(contract.ContractId).toBe('K7Q2M9X4B1ZP');
    expect(contract.Id).toBe('new');
    expect(contract.Date).toBe(NOW);
    expect(contract.SyncDate).toBeNull();
    expect(contract.ServerVersion).toBeNull();
    expect(contract.Changed).toBe(false);
    expect(contract.SchemaVersion).toBe(3);
  });

  it('starts with one empty goal, a default area and zero values', () => {
    expect(contract.Goals).toEqual([{ Gid: 'id-3', Id: null, Name: '', Projects: [], GoalTotal: 0, SubTotal: 0 }]);
    expect(contract.Area).toEqual({
      Total: 0,
      AreaRoom: [{ Id: 'id-2', RoomName: '', Width: 0, Length: 0, Total: 0 }],
    });
    expect(contract.Values).toMatchObject({
      Total: 0,
      NetDue: 0,
      Deposit: 0,
      FinancingId: null,
      Discount: { Active: false, Amount: 0 },
      Coupon: { Active: false, Title: '', Percent: 0, Amount: 0 },
    });
  });

  it('carries the six default financing plans of docs/product-rules.md#financing, all inactive', () => {
    const plans = contract.Values.Financing.map(({ Code, Term, Apr, Visible, Active }) => ({
      Code,
      Term,
      Apr,
      Visible,
      Active,
    }));
    expect(plans).toEqual([
      { Code: 'DEL2699', Term: 12, Apr: 0, Visible: false, Active: false },
      { Code: 'DEL2612', Term: 12, Apr: 0, Visible: false, Active: false },
      { Code: 'DEL2606', Term: 6, Apr: 0, Visible: true, Active: false },
      { Code: 'DEL2659', Term: 60, Apr: 6.99, Visible: false, Active: false },
      { Code: 'DEL2689', Term: 60, Apr: 8.99, Visible: true, Active: false },
      { Code: 'DEL2679', Term: 60, Apr: 7.99, Visible: false, Active: false },
    ]);
    expect(new Set(contract.Values.Financing.map((plan) => plan.Id)).size).toBe(6);
  });

  it('gives every contract its own financing objects', () => {
    const other = newContract();
    expect(other.Values.Financing[0]).not.toBe(contract.Values.Financing[0]);
  });

  it('refuses a contract id that is not 12 characters', () => {
    expect(() => blankContract({ contractId: 'short', now: NOW, newId: sequentialIds() })).toThrow(/12 letters/);
    expect(isContractId('K7Q2M9X4B1ZP')).toBe(true);
    expect(isContractId('K7Q2M9X4B1Z')).toBe(false);
    expect(isContractId('K7Q2M9X4B1Z!')).toBe(false);
  });
});

describe('a project added from a work scope', () => {
  it("is selected, with quantity 0, difficulty 1 and the scope's rates in rank order", () => {
    const project = projectFromWorkScope(scope('A1-07'), sequentialIds('p'));
    expect(project).toMatchObject({
      Id: 107,
      Wsid: 'A1-07',
      Name: 'Roof Deck Open-Cell Spray Foam (Conditioned Attic)',
      Selected: true,
      SubTotal: 0,
      ShowBoardFeetCalculator: true,
      PdfFileName: 'A1x07',
      TreatmentNotes: '',
    });
    expect(
      project.Calculations.map(({ Id, QuantityLabel, Quantity, Rate, DifficultyFactor, Total }) => ({
        Id,
        QuantityLabel,
        Quantity,
        Rate,
        DifficultyFactor,
        Total,
      })),
    ).toEqual([
      { Id: 1008, QuantityLabel: 'board ft', Quantity: 0, Rate: 0.85, DifficultyFactor: 1, Total: 0 },
      { Id: 1009, QuantityLabel: 'sq ft', Quantity: 0, Rate: 0.95, DifficultyFactor: 1, Total: 0 },
    ]);
  });

  it('gets fresh client ids for itself and each calculation', () => {
    const project = projectFromWorkScope(scope('A2-01'), sequentialIds('p'));
    const ids = [project.Pid, project.Guid, ...project.Calculations.map((calculation) => calculation.Guid)];
    expect(new Set(ids).size).toBe(4);
  });

  it('has no PDF name when the scope has no guide', () => {
    expect(projectFromWorkScope(scope('A2-07'), sequentialIds()).PdfFileName).toBe('');
  });

  it('sorts calculations by rank even when the catalogue lists them out of order', () => {
    const shuffled = { ...scope('A5-04'), calculations: [...scope('A5-04').calculations].reverse() };
    expect(projectFromWorkScope(shuffled, sequentialIds()).Calculations.map((calculation) => calculation.Id)).toEqual([
      1030, 1031,
    ]);
  });
});
