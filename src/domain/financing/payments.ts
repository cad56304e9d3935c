// Monthly and weekly payments of a financing option (docs/decisions/003-financing.md) on NetDue, what is left after
// deposit, discount and coupon. Weekly is worked out from the rounded monthly figure printed on the contract, so a
// customer re-doing the sum gets the same number.
import { roundHalfUp, type Cents } from '../money';
import type { FinancingOption } from '../contract/model';

export const AMORTISED_TERM_MONTHS = 60;

/** The unrounded monthly payment in cents. */
export function exactMonthlyPaymentCents(amountCents: Cents, term: number, apr: number): number {
  if (amountCents <= 0 || term <= 0) return 0;
  const monthlyRate = apr / 1200;
  if (term === AMORTISED_TERM_MONTHS && monthlyRate > 0) {
    return (amountCents * monthlyRate) / (1 - (1 + monthlyRate) ** -term);
  }
  return amountCents / term;
}

export interface Payments {
  /** Whole dollars, in cents. */
  monthlyCents: Cents;
  /** Whole dollars, in cents: round(12 x monthly / 52). */
  weeklyCents: Cents;
}

export function paymentsFor(amountCents: Cents, option: Pick<FinancingOption, 'Term' | 'Apr'>): Payments {
  // The amortised figure is irrational in general; rounding its float value
  // to whole dollars is exact enough (the float is off by far less than a cent).
  const monthlyCents = roundHalfUp([exactMonthlyPaymentCents(amountCents, option.Term, option.Apr)], 100);
  const weeklyCents = roundHalfUp([monthlyCents, 12 / 52], 100);
  return { monthlyCents, weeklyCents };
}
