// Bags from the product's label, never from a formula (16 CFR 460.12: every loose-fill label charts these columns).
// The row used is the first at or above the R-value needed, never one interpolated down; counts are worked in whole
// tenths and hundredths, so 1,500 sq ft at 25.2 bags per 1,000 is exactly 37.8, rounded up to 38.

/** One row of a loose-fill product's coverage chart, as printed on its bag. */
export interface ChartRow {
  rValue: number;
  /** Bags per 1,000 sq ft, to a tenth (25.2). */
  bagsPer1000: number;
  /** Maximum net coverage of one bag, sq ft, to a tenth (39.7). */
  maxSqFtPerBag: number;
  /** Minimum weight per sq ft, lb, to a thousandth (0.780). */
  minLbPerSqFt: number;
  /** Minimum thickness when installed, inches, to a hundredth. */
  installedInches: number;
  /** Minimum settled thickness, inches, to a hundredth: below the installed one for cellulose. */
  settledInches: number;
}

export interface BagCount {
  row: ChartRow;
  bags: number;
  /** The least weight to install over the area, lb, to a tenth, rounded up. */
  minPounds: number;
}

/** Whole units of 10^-digits: the label's decimals as integers. */
const scaled = (value: number, digits: number) => Math.round(value * 10 ** digits);

/** The chart's rows from the lowest R-value up. */
export function sortedChart(chart: readonly ChartRow[]): ChartRow[] {
  return [...chart].sort((a, b) => a.rValue - b.rValue);
}

/** The first row at or above the R-value needed; null when the chart does not reach it. */
export function chartRowFor(chart: readonly ChartRow[], rNeeded: number): ChartRow | null {
  return sortedChart(chart).find((row) => row.rValue >= rNeeded) ?? null;
}

/**
 * Bags for the net area (sq ft, to a hundredth) at the row for `rNeeded`:
 * the label's bags per 1,000 sq ft, and never fewer than its maximum
 * coverage per bag allows, each rounded up to a whole bag.
 */
export function bagsFor(chart: readonly ChartRow[], rNeeded: number, netSqFt: number): BagCount | null {
  const row = chartRowFor(chart, rNeeded);
  if (!row || !(netSqFt > 0)) return null;
  const area = scaled(netSqFt, 2); // hundredths of a sq ft
  // area/100 x (bags/10) / 1000 = area x bags / 1,000,000
  const byRate = Math.ceil((area * scaled(row.bagsPer1000, 1)) / 1_000_000);
  // (area/100) / (coverage/10) = area / (coverage x 10)
  const byCoverage = Math.ceil(area / (scaled(row.maxSqFtPerBag, 1) * 10));
  // area/100 x (lb/1000) = area x lb / 100,000 lb, in tenths: / 10,000
  const minPounds = Math.ceil((area * scaled(row.minLbPerSqFt, 3)) / 10_000) / 10;
  return { row, bags: Math.max(byRate, byCoverage), minPounds };
}
