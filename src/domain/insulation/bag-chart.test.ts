// Bag counts against a real label (CertainTeed InsulSafe SP, from an insulation certificate in a county permit
// record, as the starter price book carries it), in exact arithmetic, and the label's own arithmetic as properties.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scope } from '../testing/builders';
import { bagsFor, chartRowFor, sortedChart, type ChartRow } from './bag-chart';

// The starter price book's blown fiberglass (A1-04) carries the label's chart; here from the highest R down.
const INSULSAFE_SP: ChartRow[] = sortedChart(scope('A1-04').chart!.rows).reverse();

describe('bags from the label chart', () => {
  it('takes the first row at or above the R-value needed, never one below', () => {
    expect(chartRowFor(INSULSAFE_SP, 49)?.rValue).toBe(49);
    expect(chartRowFor(INSULSAFE_SP, 45)?.rValue).toBe(49);
    expect(chartRowFor(INSULSAFE_SP, 38.5)?.rValue).toBe(44);
    expect(chartRowFor(INSULSAFE_SP, 61)).toBeNull();
  });

  it('counts 1,500 sq ft at R-49 as exactly 37.8 bags, so 38, with 1,170 lb and 18.5 in. both installed and settled', () => {
    expect(bagsFor(INSULSAFE_SP, 49, 1500)).toEqual({ row: INSULSAFE_SP[1], bags: 38, minPounds: 1170 });
  });

  it('rounds a part bag up, and counts fractions of a square foot', () => {
    // 1,000 sq ft at R-38: 19.1 bags -> 20. 174 sq ft (12 ft x 14.5 ft) at R-30: 2.5926 -> 3 bags, 80.4 lb.
    expect(bagsFor(INSULSAFE_SP, 38, 1000)?.bags).toBe(20);
    expect(bagsFor(INSULSAFE_SP, 30, 12 * 14.5)).toMatchObject({ bags: 3, minPounds: 80.4 });
    expect(bagsFor(INSULSAFE_SP, 30, 0)).toBeNull();
  });
});

describe('the label’s own arithmetic', () => {
  const chart = sortedChart(INSULSAFE_SP);

  it('bags per 1,000 sq ft times coverage per bag is 1,000 sq ft, within the rounding of the two printed figures', () => {
    for (const each of chart) {
      // Each is printed to a tenth, so each may be off by 0.05: about 1% for R-11's 5.3 bags, 0.3% from R-30 up.
      const rounding = 1000 * (0.05 / each.bagsPer1000 + 0.05 / each.maxSqFtPerBag);
      expect(Math.abs(each.bagsPer1000 * each.maxSqFtPerBag - 1000)).toBeLessThanOrEqual(rounding);
      if (each.rValue >= 30) expect(Math.abs(each.bagsPer1000 * each.maxSqFtPerBag - 1000)).toBeLessThan(3);
    }
  });

  it('weighs every bag the same: pounds per sq ft times sq ft per bag, within 1% of the mean', () => {
    const weights = chart.map((each) => each.minLbPerSqFt * each.maxSqFtPerBag);
    const mean = weights.reduce((sum, weight) => sum + weight, 0) / weights.length;
    expect(mean).toBeGreaterThan(30);
    expect(mean).toBeLessThan(32);
    for (const weight of weights) expect(Math.abs(weight - mean) / mean).toBeLessThan(0.01);
  });

  it('never counts fewer bags for a higher R-value, nor for a larger area', () => {
    const area = fc.integer({ min: 1, max: 500_000 }).map((hundredths) => hundredths / 100);
    fc.assert(
      fc.property(area, fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 60 }), (sqFt, r1, r2) => {
        const [low, high] = r1 <= r2 ? [r1, r2] : [r2, r1];
        expect(bagsFor(chart, high, sqFt)!.bags).toBeGreaterThanOrEqual(bagsFor(chart, low, sqFt)!.bags);
        expect(bagsFor(chart, high, sqFt + 1)!.bags).toBeGreaterThanOrEqual(bagsFor(chart, high, sqFt)!.bags);
      }),
    );
  });

  it('always covers the area: the bags times the coverage per bag reach it, and the row reaches the R needed', () => {
    const area = fc.integer({ min: 1, max: 500_000 }).map((hundredths) => hundredths / 100);
    fc.assert(
      fc.property(area, fc.integer({ min: 1, max: 60 }), (sqFt, needed) => {
        const count = bagsFor(chart, needed, sqFt)!;
        expect(count.row.rValue).toBeGreaterThanOrEqual(needed);
        expect(count.bags * count.row.maxSqFtPerBag).toBeGreaterThanOrEqual(sqFt - 1e-9);
        expect(count.bags).toBeGreaterThanOrEqual((sqFt * count.row.bagsPer1000) / 1000 - 1e-9);
      }),
    );
  });
});
