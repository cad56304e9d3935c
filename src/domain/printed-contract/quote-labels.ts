// What the quote says under each loose-fill line, from the label chart its project carries (decision 084): the
// bags for its area, the least weight per square foot, and the installed and settled depths of the label's row for
// the R the layer must give, so the customer can check the work as it is done.
import type { Contract } from '../contract/model';
import { bagsFor } from '../insulation/bag-chart';
import type { IeccEdition } from '../insulation/climate-zone-table';
import { rToAdd } from '../insulation/installer-receipt';
import type { Voice } from './words/contract-words';

const SQUARE_FEET = /sq\.? ?ft/i;

type Inputs = readonly [Contract['Goals'], Contract['Site'], string, IeccEdition, Voice];
let last: { inputs: Inputs; sentences: ReadonlyMap<string, string> } | null = null;

/**
 * The same, the same map for as long as what it is read from is the same: the work table is drawn again only when
 * a project, the job site or the law changes (document-projects.tsx), not at each keystroke elsewhere.
 */
export function quoteLabelsOf(contract: Contract, edition: IeccEdition, voice: Voice): ReadonlyMap<string, string> {
  const inputs: Inputs = [contract.Goals, contract.Site, contract.Customer.State, edition, voice];
  if (last && last.inputs.every((input, index) => input === inputs[index])) return last.sentences;
  last = { inputs, sentences: quoteLabels(contract, edition, voice) };
  return last.sentences;
}

/** Each selected loose-fill project's sentence, by its Pid; a project without a chart, an area or an R has none. */
export function quoteLabels(contract: Contract, edition: IeccEdition, voice: Voice): ReadonlyMap<string, string> {
  const sentences = new Map<string, string>();
  const { formats, words } = voice;
  for (const goal of contract.Goals)
    for (const project of goal.Projects) {
      const label = project.Label;
      if (!project.Selected || !label) continue;
      const squareFeet = project.Calculations.find((line) => SQUARE_FEET.test(line.QuantityLabel))?.Quantity ?? 0;
      const r = rToAdd(contract, project.Name, edition);
      const count = r !== null && r > 0 ? bagsFor(label.rows, r, squareFeet) : null;
      if (!count) continue;
      sentences.set(
        project.Pid,
        words.quoteLabel({
          product: label.product,
          r: count.row.rValue,
          bags: formats.quantity(count.bags),
          area: formats.quantity(squareFeet),
          pounds: formats.quantity(count.row.minLbPerSqFt),
          installed: formats.quantity(count.row.installedInches),
          settled: formats.quantity(count.row.settledInches),
        }),
      );
    }
  return sentences;
}
