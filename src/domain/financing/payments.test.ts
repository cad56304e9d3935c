import { describe, expect, it } from 'vitest';
import { exactMonthlyPaymentCents, paymentsFor } from './payments';
import { handWorkedContract } from '../testing/hand-worked-contract';
import { setCouponPercent, setDeposit, setDiscount } from '../contract/values';

describe('monthly payment', () => {
  it('amortises a 60-month plan with APR/1200 per month', () => {
    // $10,000 at 6.99%: r = 0.005825, 10000 r / (1 - (1 + r)^-60) = 197.96
    expect(exactMonthlyPaymentCents(1_000_000, 60, 6.99)).toBeCloseTo(19_796.48, 1);
    expect(paymentsFor(1_000_000, { Term: 60, Apr: 6.99 })).toEqual({ monthlyCents: 19_800, weeklyCents: 4_600 });
  });

  it('divides the amount by the term for every other plan', () => {
    // $10,000 / 12 = 833.33 -> 833; weekly 12 x 833 / 52 = 192.23 -> 192
    expect(paymentsFor(1_000_000, { Term: 12, Apr: 0 })).toEqual({ monthlyCents: 83_300, weeklyCents: 19_200 });
    // $10,000 / 6 = 1,666.67 -> 1,667; weekly 12 x 1,667 / 52 = 384.69 -> 385
    expect(paymentsFor(1_000_000, { Term: 6, Apr: 0 })).toEqual({ monthlyCents: 166_700, weeklyCents: 38_500 });
  });

  it('divides a 60-month plan at 0% by 60', () => {
    expect(paymentsFor(600_000, { Term: 60, Apr: 0 })).toEqual({ monthlyCents: 10_000, weeklyCents: 2_300 });
  });

  it('works weekly out from the rounded monthly figure printed on the contract', () => {
    // $1,000 / 6 = 166.67 -> 167 a month. From 167: 12 x 167 / 52 = 38.54 -> 39.
    // From the unrounded 166.67 it would be 38.46 -> 38; we print 39 so the
    // customer can redo the sum from the paper (docs/decisions/003-financing.md).
    expect(paymentsFor(100_000, { Term: 6, Apr: 0 })).toEqual({ monthlyCents: 16_700, weeklyCents: 3_900 });
  });

  it('is 0 when nothing is left to finance', () => {
    expect(paymentsFor(0, { Term: 60, Apr: 8.99 })).toEqual({ monthlyCents: 0, weeklyCents: 0 });
    expect(paymentsFor(-5000, { Term: 6, Apr: 0 })).toEqual({ monthlyCents: 0, weeklyCents: 0 });
  });
});

describe('payments on a contract', () => {
  it('finance NetDue, after deposit, discount and coupon', () => {
    const contract = handWorkedContract();
    const values = setDeposit(setCouponPercent(setDiscount(contract.Values, 250), 10), 1500.5);
    expect(values.NetDue).toBe(5288.5);
    const byCode = Object.fromEntries(
      values.Financing.map((option) => [option.Code, [option.AmountMonth, option.AmountWeek]]),
    );
    // 60 months at 8.99% on 5,288.50 = 109.75 -> 110; weekly 12 x 110 / 52 = 25.38 -> 25
    expect(byCode.DEL2689).toEqual([110, 25]);
    // 6 months at 0%: 5,288.50 / 6 = 881.42 -> 881; weekly 12 x 881 / 52 = 203.31 -> 203
    expect(byCode.DEL2606).toEqual([881, 203]);
    // 12 months at 0%: 5,288.50 / 12 = 440.71 -> 441; weekly 12 x 441 / 52 = 101.77 -> 102
    expect(byCode.DEL2699).toEqual([441, 102]);
  });
});
