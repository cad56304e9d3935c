// A price below the office's floor in the agent's words (docs/decisions/055-price-floors.md): by how many dollars, and
// which floor, as the Contract step says it while the price is typed and the Sign step says it before signing.
import { formatDollars } from '../format/money-format';
import { toDollars } from '../money';
import type { FloorShortfall } from './price-floors';

const dollars = (cents: number) => formatDollars(toDollars(cents));

export function shortfallText(shortfall: FloorShortfall): string {
  if (shortfall.kind === 'discount')
    return (
      `The discount of ${dollars(shortfall.givenCents)} is ${dollars(shortfall.shortCents)} more than the ` +
      `${shortfall.percent}% (${dollars(shortfall.allowedCents)}) you may give on this price.`
    );
  return (
    `${shortfall.name} sells for ${dollars(shortfall.priceCents)} after the discount, ` +
    `${dollars(shortfall.shortCents)} under its ${dollars(shortfall.minimumCents)} minimum.`
  );
}

/** 'This price is $467.90 below the office's floor': the sum of what the floors miss. */
export function belowFloorText(shortCents: number): string {
  return `This price is ${dollars(shortCents)} below the office’s floor: a manager’s approval code is needed before the customer signs.`;
}
