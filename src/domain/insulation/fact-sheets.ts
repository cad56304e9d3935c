// The R-value fact sheets the customer must see before agreeing to buy (docs/decisions/065-fact-sheets.md): one per
// loose-fill product quoted in any option, made from its label chart, and each showing recorded once on the contract.
import type { Contract, WorkScope } from '../contract/model';
import { optionViews } from '../contract/options';
import type { LabelChart } from './label-chart';

export const MAX_FACT_SHEETS = 20;

/** The label charts of the products quoted, in the order of the options, goals and projects, each product once. */
export function factSheetsFor(contract: Contract, scopes: readonly WorkScope[]): LabelChart[] {
  const charts = new Map<string, LabelChart>();
  const byWsid = new Map(scopes.map((scope) => [scope.wsid, scope.chart]));
  for (const view of optionViews(contract))
    for (const goal of view.Goals)
      for (const project of goal.Projects) {
        const chart = byWsid.get(project.Wsid);
        if (chart && !charts.has(chart.product)) charts.set(chart.product, chart);
      }
  return [...charts.values()];
}

/** The products quoted whose fact sheet the customer has not been shown on this contract. */
export function factSheetsNotShown(contract: Contract, scopes: readonly WorkScope[]): string[] {
  const shown = new Set((contract.FactSheets ?? []).map((entry) => entry.Product));
  return factSheetsFor(contract, scopes)
    .map((chart) => chart.product)
    .filter((product) => !shown.has(product));
}

/** The contract with the product's fact sheet recorded as shown at `at`; the first showing is the one kept. */
export function recordFactSheetShown(contract: Contract, product: string, at: string): Contract {
  const shown = contract.FactSheets ?? [];
  if (shown.some((entry) => entry.Product === product) || shown.length >= MAX_FACT_SHEETS) return contract;
  return { ...contract, FactSheets: [...shown, { Product: product, ShownAt: at }] };
}
