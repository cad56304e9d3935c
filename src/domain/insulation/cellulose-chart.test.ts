// A cellulose label: installed deeper than it settles. No full cellulose chart is in the price book (the one published
// row found, Fiberlite's R-19, prints 20.7 bags x 53.2 sq ft = 1,101 sq ft, and the chart check asks the office to
// check it); so the label's own arithmetic is checked over charts built the way a cellulose label is: one bag weight,
// pounds per sq ft rising with R, and a settled depth below the installed one. The receipt keeps both depths apart.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bagsFor } from './bag-chart';
import { receiptArea, receiptProblems } from './installer-receipt';
import { labelChartProblems, type LabelChart } from './label-chart';

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** A loose-fill cellulose chart, settling 10 to 25%, one bag of 22 to 35 lb, R-3.4 to 3.8 per settled inch. */
const celluloseChart: fc.Arbitrary<LabelChart> = fc
  .record({
    bagPounds: fc.integer({ min: 220, max: 350 }).map((tenths) => tenths / 10),
    rPerInch: fc.integer({ min: 34, max: 38 }).map((tenths) => tenths / 10),
    settling: fc.integer({ min: 10, max: 25 }).map((percent) => 1 + percent / 100),
    density: fc.integer({ min: 14, max: 16 }).map((tenths) => tenths / 10),
  })
  .map(({ bagPounds, rPerInch, settling, density }) => ({
    product: 'Loose-fill cellulose',
    rows: [13, 19, 22, 30, 38, 49, 60].map((rValue) => {
      const settledInches = round(rValue / rPerInch, 2);
      // Pounds per sq ft: the settled depth (ft) times the settled density (lb per cubic ft).
      const minLbPerSqFt = round((settledInches / 12) * density, 3);
      const maxSqFtPerBag = round(bagPounds / minLbPerSqFt, 1);
      return {
        rValue,
        bagsPer1000: round(1000 / maxSqFtPerBag, 1),
        maxSqFtPerBag,
        minLbPerSqFt,
        installedInches: round(settledInches * settling, 2),
        settledInches,
      };
    }),
  }));

const area = fc.integer({ min: 100, max: 500_000 }).map((hundredths) => hundredths / 100);

describe('a cellulose label chart', () => {
  it('the one published row found, Fiberlite R-19, does not multiply to 1,000 sq ft: the office is asked to check it', () => {
    const fiberliteR19 = {
      rValue: 19,
      bagsPer1000: 20.7,
      maxSqFtPerBag: 53.2,
      // The article gives no weight for the row; this one stands in and is not what the check is about.
      minLbPerSqFt: 0.5,
      installedInches: 6.1,
      settledInches: 5.4,
    };
    expect(labelChartProblems({ product: 'Fiberlite loose-fill', rows: [fiberliteR19] })).toEqual([
      'R-19: 20.7 bags x 53.2 sq ft is not 1,000 sq ft: check both.',
    ]);
  });

  it('as a label prints it passes the check, its depths apart', () => {
    fc.assert(
      fc.property(celluloseChart, (chart) => {
        expect(labelChartProblems(chart)).toEqual([]);
        for (const row of chart.rows) expect(row.installedInches).toBeGreaterThan(row.settledInches);
      }),
    );
  });

  it('never counts fewer bags for a higher R, and always covers the area at a row at or above the R needed', () => {
    fc.assert(
      fc.property(
        celluloseChart,
        area,
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 60 }),
        (chart, sqFt, r1, r2) => {
          const [low, high] = r1 <= r2 ? [r1, r2] : [r2, r1];
          const lower = bagsFor(chart.rows, low, sqFt)!;
          const higher = bagsFor(chart.rows, high, sqFt)!;
          expect(higher.bags).toBeGreaterThanOrEqual(lower.bags);
          expect(higher.row.rValue).toBeGreaterThanOrEqual(high);
          expect(higher.bags * higher.row.maxSqFtPerBag).toBeGreaterThanOrEqual(sqFt - 1e-9);
        },
      ),
    );
  });

  it('gives the receipt both depths of its row, installed above settled, and the label bears the receipt out', () => {
    fc.assert(
      fc.property(celluloseChart, area, fc.integer({ min: 1, max: 60 }), (chart, sqFt, needed) => {
        const attic = receiptArea('Attic', chart, sqFt, needed)!;
        expect(attic.InstalledInches).toBeGreaterThan(attic.SettledInches);
        const row = chart.rows.find((each) => each.rValue === attic.RValue)!;
        expect([attic.InstalledInches, attic.SettledInches]).toEqual([row.installedInches, row.settledInches]);
        const receipt = {
          ContractId: 'K7Q2M9X4B1ZP',
          InstalledOn: '2026-12-03',
          Areas: [attic],
          Installer: {
            Name: 'Marco Ruiz',
            Method: 'typed' as const,
            Strokes: [],
            SignedAt: '2026-12-03T21:15:00.000Z',
          },
        };
        expect(receiptProblems(receipt, [chart])).toEqual([]);
      }),
    );
  });
});
