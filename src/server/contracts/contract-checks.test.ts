import { describe, expect, it } from 'vitest';
import type { Contract } from '../../domain/contract/model';
import { recalculate } from '../../domain/contract/totals';
import { defaultFinancingOptions } from '../../domain/financing/plans';
import { handWorkedContract } from '../../domain/test-fixtures/hand-worked-contract';
import { describeProblems, financingProblems, storageProblems, totalsDisagreements } from './contract-checks';
import { contentHash } from './content-hash';

const table = defaultFinancingOptions()
  .map((option) => ({ id: option.Id, code: option.Code, term: option.Term, apr: option.Apr, visible: option.Visible }));

function withLine(contract: Contract, patch: Partial<Contract['Goals'][number]['Projects'][number]['Calculations'][number]>): Contract {
  const [goal, ...goals] = contract.Goals;
  const [project, ...projects] = goal!.Projects;
  const [line, ...lines] = project!.Calculations;
  return { ...contract, Goals: [{ ...goal!, Projects: [{ ...project!, Calculations: [{ ...line!, ...patch }, ...lines] }, ...projects] }, ...goals] };
}

describe('totalsDisagreements', () => {
  it('finds nothing in a contract the domain totalled', () => {
    expect(totalsDisagreements(handWorkedContract())).toEqual([]);
  });

  it('names each derived number that is off, with what it should be', () => {
    const contract = handWorkedContract();
    const off = withLine(contract, { Total: 2000 });
    const messages = totalsDisagreements(off).map((problem) => problem.message);
    expect(messages).toEqual(['Goals[0].Projects[0].Calculations[0].Total is 2000 but Quantity x Rate x DifficultyFactor rounds to 2040']);
    const values = { ...contract.Values, Coupon: { ...contract.Values.Coupon, Active: true } };
    expect(totalsDisagreements({ ...contract, Values: values })).toEqual([
      { path: 'Values.Coupon.Active', message: 'Values.Coupon.Active is true but with that amount it should be false' },
    ]);
    const payments = contract.Values.Financing.map((option, index) => (index === 4 ? { ...option, AmountMonth: 1 } : option));
    expect(totalsDisagreements({ ...contract, Values: { ...contract.Values, Financing: payments } })[0]!.path)
      .toBe('Values.Financing[4].AmountMonth');
  });

  it('lists three problems in a message and counts the rest', () => {
    const problems = ['a', 'b', 'c', 'd', 'e'].map((message) => ({ path: message, message }));
    expect(describeProblems(problems)).toBe('a; b; c; and 2 more');
    expect(describeProblems(problems.slice(0, 2))).toBe('a; b');
  });
});

describe('storageProblems', () => {
  it('accepts what the columns hold exactly', () => {
    expect(storageProblems(handWorkedContract())).toEqual([]);
  });

  it('refuses fractions of a cent, fractional feet, too fine quantities and text that cannot be stored', () => {
    const contract = handWorkedContract();
    const bad = recalculate(withLine({
      ...contract,
      Notes: 'a\u0000b',
      Customer: { ...contract.Customer, City: 'x\ud800' },
      Area: { Total: 0.5, AreaRoom: [{ ...contract.Area.AreaRoom[0]!, Width: 1.5 }] },
      Values: { ...contract.Values, Deposit: 1.001 },
    }, { Rate: 1.705, Quantity: 1.00001, DifficultyFactor: 10000 }));
    expect(storageProblems(bad).map((problem) => problem.path)).toEqual([
      'Notes', 'Customer.City', 'Area.Total', 'Area.AreaRoom[0].Width',
      'Goals[0].Projects[0].Calculations[0].Rate', 'Goals[0].Projects[0].Calculations[0].Quantity',
      'Goals[0].Projects[0].Calculations[0].DifficultyFactor', 'Values.Deposit',
    ]);
  });
});

describe('financingProblems', () => {
  it('accepts the cloud plans and refuses other terms or an unknown choice', () => {
    const values = handWorkedContract().Values;
    expect(financingProblems(values, table)).toEqual([]);
    const changed = values.Financing.map((option) => (option.Id === 4 ? { ...option, Apr: 5.5 } : option));
    expect(financingProblems({ ...values, Financing: changed, FinancingId: 9 }, table).map((problem) => problem.message)).toEqual([
      "Values.Financing[3].Apr is 5.5 but the cloud's plan DEL2659 has 6.99",
      "Values.FinancingId 9 is not one of the cloud's plans",
    ]);
    expect(financingProblems({ ...values, Financing: values.Financing.slice(1) }, table)[0]!.path).toBe('Values.Financing');
  });
});

describe('contentHash', () => {
  it('ignores what a sync stamps, and nothing else', () => {
    const contract = handWorkedContract();
    const stamped: Contract = {
      ...contract, Id: '17', SyncDate: '2026-12-01T10:00:00.000Z', ServerVersion: 4, Changed: true,
      Goals: contract.Goals.map((goal) => ({ ...goal, Id: goal.Gid })),
    };
    expect(contentHash(stamped)).toBe(contentHash(contract));
    expect(contentHash({ ...contract, Notes: 'x' })).not.toBe(contentHash(contract));
    expect(contentHash({ ...contract, SchemaVersion: 2 })).not.toBe(contentHash(contract));
  });
});
