// Options compared like with like (decision 077): each at its price, the deposit apart, the difference between prices.
import { describe, expect, it } from 'vitest';
import { goodAndBetter } from '../testing/options';
import { compareOptions } from './option-comparison';

describe('compareOptions', () => {
  it("takes each option at its price and the difference between prices: the dearer one is never 'less'", () => {
    const [good, better] = compareOptions(goodAndBetter());
    expect(good).toMatchObject({ name: 'Good', priceCents: 782_100, depositCents: 0, againstFirstCents: null });
    // $9,861.00 - $300.00 = $9,561.00; what is left after the deposit ($7,061.00) would read $760.00 less than Good.
    expect(better).toMatchObject({
      name: 'Better',
      current: true,
      priceCents: 956_100,
      depositCents: 250_000,
      againstFirstCents: 174_000,
    });
  });

  it('gives the monthly payment of the plan chosen, on what is financed, and none without a plan', () => {
    const [good, better] = compareOptions(goodAndBetter());
    expect(good!.monthly).toBeNull();
    // DEL2689, 60 months at 8.99% on $7,061.00: $146.54 a month, printed in whole dollars as the plans are.
    expect(better!.monthly).toEqual({ amountCents: 14_700, months: 60, code: 'DEL2689' });
  });
});
