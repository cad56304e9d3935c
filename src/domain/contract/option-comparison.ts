// The options as the customer compares them (docs/decisions/077-options-compared.md): each at its price (the total
// less its discount and coupon), the deposit as what is paid today, the monthly payment under its plan, and the
// differences taken between prices, never between what is left after a deposit.
import { toCents, type Cents } from '../money';
import type { Contract } from './model';
import { optionViews, type OptionView } from './options';
import { totalAfterDiscountsCents } from './values';

export interface OptionFigures {
  id: string;
  name: string;
  current: boolean;
  /** What the customer pays for this option: its total less its discount and coupon. */
  priceCents: Cents;
  /** Paid today, out of the price; 0 when no deposit is asked. */
  depositCents: Cents;
  /** Its plan's payment on what is financed, when a plan is chosen. */
  monthly: { amountCents: Cents; months: number; code: string } | null;
  /** Its price less the first option's; null for the first. */
  againstFirstCents: Cents | null;
}

function monthlyOf(view: OptionView): OptionFigures['monthly'] {
  const plan = view.Values.Financing.find((option) => option.Id === view.Values.FinancingId && option.Active);
  return plan ? { amountCents: toCents(plan.AmountMonth), months: plan.Term, code: plan.Code } : null;
}

export function compareOptions(contract: Contract): OptionFigures[] {
  const views = optionViews(contract);
  const firstPrice = views[0] ? totalAfterDiscountsCents(views[0].Values) : 0;
  return views.map((view, index) => {
    const priceCents = totalAfterDiscountsCents(view.Values);
    return {
      id: view.Id,
      name: view.Name,
      current: view.Current,
      priceCents,
      depositCents: toCents(view.Values.Deposit),
      monthly: monthlyOf(view),
      againstFirstCents: index === 0 ? null : priceCents - firstPrice,
    };
  });
}
