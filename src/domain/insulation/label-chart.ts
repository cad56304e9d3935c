// A loose-fill product's label chart as the price book carries it (docs/decisions/064-label-charts.md): the product's
// name and its rows, checked against the label's own arithmetic so that a typo is caught where it is entered.
import type { ChartRow } from './bag-chart';

export interface LabelChart {
  /** As on the bag: 'CertainTeed InsulSafe SP'. */
  product: string;
  rows: ChartRow[];
}

const decimals = (value: number, digits: number) => Number.isInteger(Math.round(value * 10 ** digits * 1e6) / 1e6);

/** What is wrong with a chart, each said with its row ('R-49: ...'); none for a chart as a label prints it. */
export function labelChartProblems(chart: LabelChart): string[] {
  const problems: string[] = [];
  if (chart.product.trim() === '') problems.push('The chart names its product.');
  if (chart.rows.length === 0) problems.push('The chart has at least one row.');
  const seen = new Set<number>();
  for (const row of chart.rows) {
    const at = `R-${row.rValue}`;
    if (!(Number.isInteger(row.rValue) && row.rValue > 0))
      problems.push(`${at}: an R-value is a whole number above 0.`);
    if (seen.has(row.rValue)) problems.push(`${at}: the chart has this R-value twice.`);
    seen.add(row.rValue);
    const figures: [number, number, string][] = [
      [row.bagsPer1000, 1, 'bags per 1,000 sq ft'],
      [row.maxSqFtPerBag, 1, 'sq ft per bag'],
      [row.minLbPerSqFt, 3, 'lb per sq ft'],
      [row.installedInches, 2, 'installed inches'],
      [row.settledInches, 2, 'settled inches'],
    ];
    for (const [value, digits, name] of figures) {
      if (!(value > 0) || !decimals(value, digits)) problems.push(`${at}: ${name} is above 0, to ${digits} decimals.`);
    }
    if (row.settledInches > row.installedInches) problems.push(`${at}: it cannot settle to more than it is installed.`);
    // The label's own arithmetic: bags per 1,000 sq ft times the coverage of one bag is 1,000 sq ft, within rounding.
    const covered = row.bagsPer1000 * row.maxSqFtPerBag;
    if (Math.abs(covered - 1000) > 10) {
      problems.push(`${at}: ${row.bagsPer1000} bags x ${row.maxSqFtPerBag} sq ft is not 1,000 sq ft: check both.`);
    }
  }
  const sorted = [...chart.rows].sort((a, b) => a.rValue - b.rValue);
  sorted.slice(1).forEach((row, index) => {
    const below = sorted[index]!;
    if (row.bagsPer1000 < below.bagsPer1000 || row.installedInches < below.installedInches) {
      problems.push(`R-${row.rValue}: it takes no fewer bags and no less depth than R-${below.rValue}.`);
    }
  });
  return problems;
}
