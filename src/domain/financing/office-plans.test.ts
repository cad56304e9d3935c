import { describe, expect, it } from 'vitest';
import { blankValues } from '../contract/factories';
import { recalculate } from '../contract/totals';
import { handWorkedContract } from '../testing/hand-worked-contract';
import { withOfficePlans, type OfficePlan } from './office-plans';
import { toggleFinancingOption } from './options';
import { defaultFinancingOptions } from './plans';

const today: OfficePlan[] = defaultFinancingOptions().map(({ Id, Code, Term, Apr, Visible }) => ({
  Id,
  Code,
  Term,
  Apr,
  Visible,
}));
const rerated = today.map((plan) => (plan.Code === 'DEL2689' ? { ...plan, Apr: 9.49 } : plan));

describe('withOfficePlans', () => {
  it('changes nothing, not even the object, when the contract offers what the office does', () => {
    const values = blankValues();
    expect(withOfficePlans(values, today)).toBe(values);
  });

  it('offers a re-rated plan at its new terms, so choosing it takes them, with payments to the cent', () => {
    const contract = handWorkedContract();
    const values = withOfficePlans(contract.Values, rerated);
    expect(values.Financing.find((option) => option.Code === 'DEL2689')).toMatchObject({ Apr: 9.49, Active: false });
    const chosen = recalculate({ ...contract, Values: toggleFinancingOption(values, 5) }).Values;
    const plan = chosen.Financing.find((option) => option.Id === 5)!;
    expect(plan).toMatchObject({ Apr: 9.49, Active: true });
    // $7,821.00 over 60 months at 9.49% APR: 7821 x r / (1 - (1 + r)^-60), r = 0.0949 / 12, is $164.22, printed
    // in whole dollars as $164 a month and round(164 x 12 / 52) = $38 a week (at the old 8.99%, $162 and $37).
    expect(chosen.NetDue).toBe(7821);
    expect([plan.AmountMonth, plan.AmountWeek]).toEqual([164, 38]);
  });

  it('keeps the terms of a plan the contract chose: it was sold with them', () => {
    const contract = handWorkedContract();
    const sold = toggleFinancingOption(contract.Values, 5);
    const after = withOfficePlans(sold, rerated);
    expect(after.Financing.find((option) => option.Id === 5)).toMatchObject({ Apr: 8.99, Active: true });
    expect(after).toBe(sold);
  });

  it('offers a plan the office added, hides one it retired and drops one it no longer has, in id order', () => {
    const office: OfficePlan[] = [
      ...today
        .filter((plan) => plan.Code !== 'DEL2679')
        .map((plan) => (plan.Code === 'DEL2606' ? { ...plan, Visible: false } : plan)),
      { Id: 7, Code: 'DEL2636', Term: 36, Apr: 5.99, Visible: true },
    ];
    const values = withOfficePlans(blankValues(), office);
    expect(values.Financing.map((option) => `${option.Id} ${option.Code} ${option.Visible}`)).toEqual([
      '1 DEL2699 false',
      '2 DEL2612 false',
      '3 DEL2606 false',
      '4 DEL2659 false',
      '5 DEL2689 true',
      '7 DEL2636 true',
    ]);
    expect(values.Financing.at(-1)).toMatchObject({ Active: false, AmountMonth: 0, AmountWeek: 0 });
  });
});
