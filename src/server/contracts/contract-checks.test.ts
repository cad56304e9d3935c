import { describe, expect, it } from 'vitest';
import type { Contract } from '#domain/contract/model';
import { recalculate } from '#domain/contract/totals';
import { defaultFinancingOptions } from '#domain/financing/plans';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import {
  describeProblems,
  financingChoiceProblems,
  judgeFinancingChoices,
  financingTermsProblems,
  storageProblems,
  totalsDisagreements,
} from './contract-checks';
import { contentHash } from './content-hash';

const table = defaultFinancingOptions().map((option) => ({
  id: option.Id,
  code: option.Code,
  term: option.Term,
  apr: option.Apr,
  visible: option.Visible,
}));

function withLine(
  contract: Contract,
  patch: Partial<Contract['Goals'][number]['Projects'][number]['Calculations'][number]>,
): Contract {
  const [goal, ...goals] = contract.Goals;
  const [project, ...projects] = goal!.Projects;
  const [line, ...lines] = project!.Calculations;
  return {
    ...contract,
    Goals: [
      { ...goal!, Projects: [{ ...project!, Calculations: [{ ...line!, ...patch }, ...lines] }, ...projects] },
      ...goals,
    ],
  };
}

describe('totalsDisagreements', () => {
  it('finds nothing in a contract the domain totalled', () => {
    expect(totalsDisagreements(handWorkedContract())).toEqual([]);
  });

  it('names each derived number that is off, with what it should be', () => {
    const contract = handWorkedContract();
    const off = withLine(contract, { Total: 2000 });
    const messages = totalsDisagreements(off).map((problem) => problem.message);
    expect(messages).toEqual([
      'Goals[0].Projects[0].Calculations[0].Total is 2000 but Quantity x Rate x DifficultyFactor rounds to 2040',
    ]);
    const values = { ...contract.Values, Coupon: { ...contract.Values.Coupon, Active: true } };
    expect(totalsDisagreements({ ...contract, Values: values })).toEqual([
      { path: 'Values.Coupon.Active', message: 'Values.Coupon.Active is true but with that amount it should be false' },
    ]);
    const payments = contract.Values.Financing.map((option, index) =>
      index === 4 ? { ...option, AmountMonth: 1 } : option,
    );
    expect(totalsDisagreements({ ...contract, Values: { ...contract.Values, Financing: payments } })[0]!.path).toBe(
      'Values.Financing[4].AmountMonth',
    );
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

  it('accepts a room measured to the inch and totalled to the hundredth', () => {
    const contract = handWorkedContract();
    const room = { ...contract.Area.AreaRoom[0]!, Width: 12.5833, Length: 10.25, Total: 128.98 };
    expect(storageProblems({ ...contract, Area: { Total: 128.98, AreaRoom: [room] } })).toEqual([]);
  });

  it('refuses fractions of a cent, lengths past the inch, areas past the hundredth, too fine quantities and text that cannot be stored', () => {
    const contract = handWorkedContract();
    const bad = recalculate(
      withLine(
        {
          ...contract,
          Notes: 'a\u0000b',
          Customer: { ...contract.Customer, City: 'x\ud800' },
          Area: {
            Total: 0.505,
            AreaRoom: [{ ...contract.Area.AreaRoom[0]!, Width: 1.50001, Length: 10_000, Total: 0.5 }],
          },
          Values: { ...contract.Values, Deposit: 1.001 },
        },
        { Rate: 1.705, Quantity: 1.00001, DifficultyFactor: 10000 },
      ),
    );
    expect(storageProblems(bad).map((problem) => problem.path)).toEqual([
      'Notes',
      'Customer.City',
      'Area.Total',
      'Area.AreaRoom[0].Width',
      'Area.AreaRoom[0].Length',
      'Goals[0].Projects[0].Calculations[0].Rate',
      'Goals[0].Projects[0].Calculations[0].Quantity',
      'Goals[0].Projects[0].Calculations[0].DifficultyFactor',
      'Values.Deposit',
    ]);
  });
});

describe('financingTermsProblems', () => {
  it("accepts a contract's own plans, whatever their terms", () => {
    const values = handWorkedContract().Values;
    expect(financingTermsProblems(values)).toEqual([]);
    const rerated = values.Financing.map((option) => (option.Id === 5 ? { ...option, Apr: 4.25 } : option));
    expect(financingTermsProblems({ ...values, Financing: rerated })).toEqual([]);
  });

  it("refuses a plan listed twice and a choice that is not one of the contract's plans", () => {
    const values = handWorkedContract().Values;
    const twice = [...values.Financing, { ...values.Financing[2]!, Code: 'COPY' }];
    expect(
      financingTermsProblems({ ...values, Financing: twice, FinancingId: 9 }).map((problem) => problem.message),
    ).toEqual([
      'Values.Financing[6].Id is 3, like Values.Financing[2]: each plan is listed once',
      "Values.FinancingId 9 is not one of this contract's plans",
    ]);
  });
});

describe('financingChoiceProblems', () => {
  const values = handWorkedContract().Values;
  /** The values with these plans chosen, and the terms of one plan changed. */
  const chosen = (
    ids: number[],
    terms: Partial<Record<'Code' | 'Term' | 'Apr' | 'Visible', unknown>> = {},
    planId = 5,
  ) =>
    ({
      ...values,
      Financing: values.Financing.map((option) => ({
        ...option,
        Active: ids.includes(option.Id),
        ...(option.Id === planId ? terms : {}),
      })),
      FinancingId: ids.at(-1) ?? null,
    }) as typeof values;
  const rerated = table.map((row) => (row.id === 5 ? { ...row, apr: 9.49 } : row));
  const previousWith = (ids: number[], financing = values.Financing) => ({
    version: 3,
    terms: financing.map((option) => ({
      id: option.Id,
      code: option.Code,
      term: option.Term,
      apr: option.Apr,
      visible: option.Visible,
    })),
    activeIds: ids,
  });

  it("accepts new choices with today's terms, and plans not chosen whatever their terms", () => {
    expect(financingChoiceProblems(chosen([3, 5]), null, table)).toEqual([]);
    expect(financingChoiceProblems(chosen([3], { Apr: 1.25 }), null, table)).toEqual([]);
  });

  it("refuses a new choice whose terms are not today's, or of a plan the cloud does not offer or have", () => {
    expect(financingChoiceProblems(chosen([5]), null, rerated).map((problem) => problem.message)).toEqual([
      "Values.Financing[4] (DEL2689) is newly chosen, but the plan's terms changed: the cloud's DEL2689 is now 60 months at 9.49% APR, " +
        'this contract has 60 months at 8.99% APR',
    ]);
    const retired = table.map((row) => (row.id === 3 ? { ...row, visible: false } : row));
    expect(financingChoiceProblems(chosen([3]), null, retired).map((problem) => problem.message)).toEqual([
      'Values.Financing[2] (DEL2606) is newly chosen, but the cloud no longer offers that plan',
    ]);
    const unknown = {
      ...values,
      Financing: [...values.Financing, { ...values.Financing[4]!, Id: 9, Code: 'DEL9999', Active: true }],
      FinancingId: 9,
    };
    expect(financingChoiceProblems(unknown, null, table).map((problem) => problem.message)).toEqual([
      'Values.Financing[6] (DEL9999) is newly chosen, but the cloud has no plan 9',
      "Values.FinancingId 9 is not one of the cloud's plans",
    ]);
  });

  it('accepts on a first push a legacy plan the device upgraded, hidden as in the cloud', () => {
    // DEL2659, hidden, active on a contract of the original product (src/domain/upgrade).
    expect(financingChoiceProblems(chosen([4]), null, table)).toEqual([]);
  });

  it('keeps a plan chosen in the previous version with its terms, after the office re-rated it', () => {
    expect(financingChoiceProblems(chosen([5]), previousWith([5]), rerated)).toEqual([]);
    // The agent may also move it to today's terms.
    expect(financingChoiceProblems(chosen([5], { Apr: 9.49 }), previousWith([5]), rerated)).toEqual([]);
  });

  it("refuses a kept plan whose terms are neither those it was chosen with nor today's", () => {
    expect(
      financingChoiceProblems(chosen([5], { Apr: 7.5 }), previousWith([5]), rerated).map((problem) => problem.message),
    ).toEqual([
      'Values.Financing[4] (DEL2689) was chosen with other terms in version 3 (60 months at 8.99% APR): ' +
        "a chosen plan keeps the terms it was sold with, or takes today's (60 months at 9.49% APR)",
    ]);
  });

  it('never refuses a contract signed on the tablet for its terms, but sets each one aside for the office', () => {
    const signed = judgeFinancingChoices(chosen([5]), null, rerated, true);
    expect(signed.problems).toEqual([]);
    expect(signed.signedOnOtherTerms).toEqual([
      {
        path: 'Values.Financing[4]',
        terms: { id: 5, code: 'DEL2689', term: 60, apr: 8.99, visible: true },
        message:
          "Values.Financing[4] (DEL2689) is newly chosen, but the plan's terms changed: the cloud's DEL2689 is now " +
          '60 months at 9.49% APR, this contract has 60 months at 8.99% APR',
      },
    ]);
    const retired = table.map((row) => (row.id === 3 ? { ...row, visible: false } : row));
    expect(judgeFinancingChoices(chosen([3]), null, retired, true)).toMatchObject({
      problems: [],
      signedOnOtherTerms: [{ path: 'Values.Financing[2]', terms: { code: 'DEL2606' } }],
    });
    const kept = judgeFinancingChoices(chosen([5], { Apr: 7.5 }), previousWith([5]), rerated, true);
    expect([kept.problems, kept.signedOnOtherTerms.map((flag) => flag.terms.apr)]).toEqual([[], [7.5]]);
    // Terms the cloud accepts anyway raise nothing.
    expect(judgeFinancingChoices(chosen([5]), previousWith([5]), rerated, true).signedOnOtherTerms).toEqual([]);
  });

  it('still refuses a signed contract naming a plan the cloud never had: there is no row to keep it against', () => {
    const unknown = {
      ...values,
      Financing: [...values.Financing, { ...values.Financing[4]!, Id: 9, Code: 'DEL9999', Active: true }],
      FinancingId: 9,
    };
    expect(judgeFinancingChoices(unknown, null, table, true).problems.map((problem) => problem.message)).toEqual([
      'Values.Financing[6] (DEL9999) is newly chosen, but the cloud has no plan 9',
      "Values.FinancingId 9 is not one of the cloud's plans",
    ]);
  });

  it('treats a plan that was offered but not chosen in the previous version as a new choice', () => {
    expect(financingChoiceProblems(chosen([5]), previousWith([3]), rerated)[0]!.message).toContain(
      "(DEL2689) is newly chosen, but the plan's terms changed",
    );
  });
});

describe('contentHash', () => {
  it('ignores what a sync stamps, and nothing else', () => {
    const contract = handWorkedContract();
    const stamped: Contract = {
      ...contract,
      Id: '17',
      SyncDate: '2026-12-01T10:00:00.000Z',
      ServerVersion: 4,
      Changed: true,
      Goals: contract.Goals.map((goal) => ({ ...goal, Id: goal.Gid })),
    };
    expect(contentHash(stamped)).toBe(contentHash(contract));
    expect(contentHash({ ...contract, Notes: 'x' })).not.toBe(contentHash(contract));
    expect(contentHash({ ...contract, SchemaVersion: 2 })).not.toBe(contentHash(contract));
  });
});
