// The installer's receipt the R-value Rule asks for after the work (docs/decisions/066-installer-receipt.md): per
// area of the house, the loose-fill's coverage area, both thicknesses, the R-value and the bags used, each from the
// product's label chart; never a total across areas, never R per inch times inches.
import type { Contract, WorkScope } from '../contract/model';
import { formatSquareFeet } from '../format/money-format';
import type { Stroke } from '../signing/signed-record';
import { atticRSold, atticTarget } from './attic-target';
import { bagsFor, chartRowFor, type ChartRow } from './bag-chart';
import type { IeccEdition } from './climate-zone-table';
import { currentSite } from './job-site';
import type { LabelChart } from './label-chart';

export interface ReceiptArea {
  /** The part of the house, as the installer names it: 'Main attic'. */
  Area: string;
  Product: string;
  /** Net coverage area, sq ft, to a hundredth. */
  SquareFeet: number;
  /** The label chart's row the work reaches: its R-value and thicknesses. */
  RValue: number;
  InstalledInches: number;
  SettledInches: number;
  /** Whole bags installed in this area. */
  Bags: number;
}

export interface InstallerReceipt {
  ContractId: string;
  /** The day the work was done, 'YYYY-MM-DD' in the job site's time zone. */
  InstalledOn: string;
  Areas: ReceiptArea[];
  Installer: {
    Name: string;
    Method: 'drawn' | 'typed';
    Strokes: Stroke[];
    /** Device clock, ISO. */
    SignedAt: string;
  };
}

/** The area at the chart's row for `rNeeded`, with the bags the label asks for unless the installer counted more. */
export function receiptArea(
  area: string,
  chart: LabelChart,
  squareFeet: number,
  rNeeded: number,
  bagsUsed?: number,
): ReceiptArea | null {
  const count = bagsFor(chart.rows, rNeeded, squareFeet);
  if (!count) return null;
  return {
    Area: area,
    Product: chart.product,
    SquareFeet: squareFeet,
    RValue: count.row.rValue,
    InstalledInches: count.row.installedInches,
    SettledInches: count.row.settledInches,
    Bags: bagsUsed ?? count.bags,
  };
}

const sameRow = (row: ChartRow | null, area: ReceiptArea) =>
  row !== null &&
  row.rValue === area.RValue &&
  row.installedInches === area.InstalledInches &&
  row.settledInches === area.SettledInches;

/** What keeps the receipt from being signed, each said with its area; none for a receipt the labels bear out. */
export function receiptProblems(receipt: InstallerReceipt, charts: readonly LabelChart[]): string[] {
  const problems: string[] = [];
  if (receipt.Installer.Name.trim() === '') problems.push('The installer signs with their name.');
  if (receipt.Areas.length === 0) problems.push('The receipt names at least one area.');
  const names = new Set<string>();
  for (const area of receipt.Areas) {
    const at = area.Area.trim() === '' ? 'An area' : area.Area.trim();
    if (area.Area.trim() === '') problems.push('Each area has a name, as "Main attic".');
    else if (names.has(at.toLowerCase())) problems.push(`${at}: two areas have this name; name each part apart.`);
    names.add(at.toLowerCase());
    const chart = charts.find((candidate) => candidate.product === area.Product);
    if (!chart) {
      problems.push(`${at}: ${area.Product} has no label chart in the price book.`);
      continue;
    }
    if (!(area.SquareFeet > 0)) {
      problems.push(`${at}: the coverage area is above 0 sq ft.`);
      continue;
    }
    if (!sameRow(chartRowFor(chart.rows, area.RValue), area)) {
      problems.push(`${at}: R-${area.RValue} with those thicknesses is not a row of the ${area.Product} label.`);
      continue;
    }
    const least = bagsFor(chart.rows, area.RValue, area.SquareFeet)!.bags;
    if (!(Number.isInteger(area.Bags) && area.Bags >= least)) {
      problems.push(
        `${at}: the label asks for at least ${least} bags for ${formatSquareFeet(area.SquareFeet)} at R-${area.RValue}; ` +
          `with ${area.Bags} the area does not reach it.`,
      );
    }
  }
  return problems;
}

/**
 * The R a project's added layer needs: with an attic target set, the gap to the R the project is sold to ('... to
 * R-60'), else to the R the contract's attic insulation is sold to, else to the target (decision 082); with none, the
 * R its name gives.
 */
export function rToAdd(contract: Contract | null, projectName: string, edition: IeccEdition): number | null {
  const site = contract ? currentSite(contract) : null;
  const soldTo = /\bto R-(\d{2})\b/i.exec(projectName);
  const target =
    site && contract ? atticTarget(site, edition, soldTo ? Number(soldTo[1]) : atticRSold(contract.Goals)) : null;
  if (target) return target.added;
  const named = /\bR-(\d{1,2})\b/.exec(projectName);
  return named ? Number(named[1]) : null;
}

/**
 * The areas the receipt starts from: one per selected project of the contract whose scope carries a label chart,
 * named as the project, over its sq ft line's quantity, at the R its layer needs, with the label's bags.
 */
export function suggestedReceiptAreas(
  contract: Contract,
  scopes: readonly WorkScope[],
  edition: IeccEdition,
): ReceiptArea[] {
  const areas: ReceiptArea[] = [];
  for (const goal of contract.Goals)
    for (const project of goal.Projects) {
      const chart = scopes.find((scope) => scope.wsid === project.Wsid)?.chart;
      const squareFeet = project.Calculations.find((line) => /sq\.? ?ft/i.test(line.QuantityLabel))?.Quantity ?? 0;
      const r = rToAdd(contract, project.Name, edition);
      if (!project.Selected || !chart || r === null || r <= 0) continue;
      const area = receiptArea(project.Name, chart, squareFeet, r);
      if (area) areas.push(area);
    }
  return areas;
}
