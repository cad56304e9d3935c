// A label chart is checked against the label's own arithmetic where it is entered: the real chart passes, a typo
// in any column is named with its row.
import { describe, expect, it } from 'vitest';
import { scope } from '../testing/builders';
import { labelChartProblems, type LabelChart } from './label-chart';

const INSULSAFE_SP = scope('A1-04').chart!;

const withRow = (rValue: number, patch: Partial<LabelChart['rows'][number]>): LabelChart => ({
  ...INSULSAFE_SP,
  rows: INSULSAFE_SP.rows.map((row) => (row.rValue === rValue ? { ...row, ...patch } : row)),
});

describe('a label chart', () => {
  it('as printed on CertainTeed InsulSafe SP has no problem, and the blown fiberglass scopes carry it', () => {
    expect(INSULSAFE_SP.product).toBe('CertainTeed InsulSafe SP');
    expect(INSULSAFE_SP.rows.map((row) => row.rValue)).toEqual([11, 13, 19, 22, 26, 30, 38, 44, 49, 60]);
    expect(labelChartProblems(INSULSAFE_SP)).toEqual([]);
    expect(scope('A1-05').chart).toEqual(INSULSAFE_SP);
  });

  it('names a typo in the bags or the coverage: 52.2 bags x 39.7 sq ft is not 1,000 sq ft', () => {
    expect(labelChartProblems(withRow(49, { bagsPer1000: 52.2 }))).toEqual([
      'R-49: 52.2 bags x 39.7 sq ft is not 1,000 sq ft: check both.',
      'R-60: it takes no fewer bags and no less depth than R-49.',
    ]);
  });

  it('refuses a depth that settles above its installed depth, a figure past its decimals, and an R twice', () => {
    expect(labelChartProblems(withRow(30, { settledInches: 12 }))).toEqual([
      'R-30: it cannot settle to more than it is installed.',
    ]);
    expect(labelChartProblems(withRow(30, { minLbPerSqFt: 0.4625 }))).toEqual([
      'R-30: lb per sq ft is above 0, to 3 decimals.',
    ]);
    expect(labelChartProblems(withRow(30, { rValue: 38 }))).toContain('R-38: the chart has this R-value twice.');
    expect(labelChartProblems({ product: ' ', rows: [] })).toEqual([
      'The chart names its product.',
      'The chart has at least one row.',
    ]);
  });
});
