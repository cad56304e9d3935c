import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { roundHalfUp, roundToWholeDollars, toCents, toDollars } from './money';

describe('roundHalfUp', () => {
  it('rounds halves away from zero', () => {
    expect(roundHalfUp([2.5])).toBe(3);
    expect(roundHalfUp([-2.5])).toBe(-3);
    expect(roundHalfUp([2.4999])).toBe(2);
  });

  it('works on the exact product, not on a float a hair below .5', () => {
    // 1.15 * 100 is 114.99999999999999 in floating point.
    expect(1.15 * 100).toBeLessThan(115);
    expect(roundHalfUp([1.15, 100])).toBe(115);
    // 0.5 x 1.1 x 10 = 5.5 exactly; in floats 5.500000000000001 or so.
    expect(roundHalfUp([0.5, 1.1, 10])).toBe(6);
    // 4.35 x 100 = 434.99999999999994 in floats.
    expect(roundHalfUp([4.35, 100])).toBe(435);
  });

  it('rounds to a given unit', () => {
    expect(roundHalfUp([12_345], 100)).toBe(12_300);
    expect(roundHalfUp([12_350], 100)).toBe(12_400);
  });

  it('reads numbers written with an exponent', () => {
    expect(roundHalfUp([1e21, 1e-20])).toBe(10);
    expect(roundHalfUp([5e-7, 1e7])).toBe(5);
  });

  it('treats a non-finite factor as zero', () => {
    expect(roundHalfUp([Number.NaN, 3])).toBe(0);
  });
});

describe('cents', () => {
  it('turns stored dollars into whole cents and back', () => {
    expect(toCents(1.85)).toBe(185);
    expect(toCents(1250.5)).toBe(125_050);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toDollars(125_050)).toBe(1250.5);
  });

  it('rounds cents to whole dollars', () => {
    expect(roundToWholeDollars(12_349)).toBe(12_300);
    expect(roundToWholeDollars(12_350)).toBe(12_400);
  });

  it('round-trips every amount with at most two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        expect(toCents(toDollars(cents))).toBe(cents);
      }),
    );
  });
});
