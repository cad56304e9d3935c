import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contractArbitrary } from '../testing/arbitraries';
import { handWorkedContract } from '../testing/hand-worked-contract';
import { toCents } from '../money';
import {
  minimumDepositCents,
  netDueCents,
  setCouponAmount,
  setCouponPercent,
  setCouponTitle,
  setDeposit,
  setDiscount,
  totalAfterDiscountsCents,
} from './values';
import { recalculate } from './totals';
import { setProjectSelected } from './edits';

// The hand-worked contract totals $7,821 (see src/domain/testing/hand-worked-contract.ts).
const base = handWorkedContract();

describe('coupon', () => {
  it('takes a percent of the total, rounded to whole dollars, and keeps the percent', () => {
    const values = setCouponPercent(base.Values, 10);
    // 10% of 7,821 = 782.10 -> 782
    expect(values.Coupon).toEqual({ Active: true, Title: '', Percent: 10, Amount: 782 });
    expect(values.NetDue).toBe(7039);
  });

  it('rounds a half dollar up', () => {
    // 2.5% of 7,821 = 195.525 -> 196; 0.5% of 7,821 = 39.105 -> 39
    expect(setCouponPercent(base.Values, 2.5).Coupon.Amount).toBe(196);
    expect(setCouponPercent(base.Values, 0.5).Coupon.Amount).toBe(39);
  });

  it('turns into a fixed amount with percent 0 when an amount is typed', () => {
    const values = setCouponAmount(setCouponPercent(base.Values, 10), 300);
    expect(values.Coupon).toEqual({ Active: true, Title: '', Percent: 0, Amount: 300 });
  });

  it('is inactive at 0 and keeps its title', () => {
    const values = setCouponTitle(setCouponAmount(base.Values, 0), 'Fall savings');
    expect(values.Coupon).toEqual({ Active: false, Title: 'Fall savings', Percent: 0, Amount: 0 });
  });

  it('follows the total when it is a percent, not when it is an amount', () => {
    const withPercent = recalculate({ ...base, Values: setCouponPercent(base.Values, 10) });
    const crawlspace = withPercent.Goals[1]!;
    const bigger = setProjectSelected(withPercent, crawlspace.Gid, crawlspace.Projects[1]!.Pid, true);
    // Total 10,016 -> 10% = 1,001.60 -> 1,002
    expect(bigger.Values.Coupon.Amount).toBe(1002);
    const withAmount = recalculate({ ...base, Values: setCouponAmount(base.Values, 782) });
    const biggerAmount = setProjectSelected(withAmount, crawlspace.Gid, crawlspace.Projects[1]!.Pid, true);
    expect(biggerAmount.Values.Coupon.Amount).toBe(782);
  });
});

describe('discount and deposit', () => {
  it('is active when above 0', () => {
    expect(setDiscount(base.Values, 250).Discount).toEqual({ Active: true, Amount: 250 });
    expect(setDiscount(base.Values, 0).Discount).toEqual({ Active: false, Amount: 0 });
  });

  it('gives NetDue = Total - deposit - discount - coupon, to the cent', () => {
    const values = setDeposit(setCouponPercent(setDiscount(base.Values, 250), 10), 1500.5);
    // 7,821 - 250 - 782 = 6,789 after discounts; - 1,500.50 deposit = 5,288.50
    expect(totalAfterDiscountsCents(values)).toBe(678_900);
    expect(values.NetDue).toBe(5288.5);
    expect(netDueCents(values)).toBe(528_850);
  });

  it('hints a minimum deposit of 20% of the total after discounts, in whole dollars', () => {
    const values = setCouponPercent(setDiscount(base.Values, 250), 10);
    // 20% of 6,789 = 1,357.80 -> 1,358
    expect(minimumDepositCents(values)).toBe(135_800);
    // 20% of 7,821 = 1,564.20 -> 1,564
    expect(minimumDepositCents(base.Values)).toBe(156_400);
  });

  it('hints 0, never a negative deposit, when discounts exceed the total', () => {
    expect(minimumDepositCents(setDiscount(base.Values, 9000))).toBe(0);
  });
});

describe('NetDue, for any contract', () => {
  it('equals Total - deposit - discount - coupon', () => {
    fc.assert(
      fc.property(contractArbitrary, ({ Values: values }) => {
        const expected =
          toCents(values.Total) -
          toCents(values.Deposit) -
          (values.Discount.Active ? toCents(values.Discount.Amount) : 0) -
          (values.Coupon.Active ? toCents(values.Coupon.Amount) : 0);
        expect(toCents(values.NetDue)).toBe(expected);
      }),
      { numRuns: 200 },
    );
  });
});
