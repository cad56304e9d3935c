// Deposit, discount, coupon and what the customer owes (docs/product-rules.md#money).
import { paymentsFor } from '../financing/payments';
import { roundHalfUp, toCents, toDollars, type Cents } from '../money';
import type { Values } from './model';

export const MINIMUM_DEPOSIT_PERCENT = 20;

function activeAmountCents(active: { Active: boolean; Amount: number }): Cents {
  return active.Active ? toCents(active.Amount) : 0;
}

/** Total - discount - coupon: 'Contract Total after discounts'. */
export function totalAfterDiscountsCents(values: Values): Cents {
  return toCents(values.Total) - activeAmountCents(values.Discount) - activeAmountCents(values.Coupon);
}

/** NetDue = Total - deposit - discount - coupon. */
export function netDueCents(values: Values): Cents {
  return totalAfterDiscountsCents(values) - toCents(values.Deposit);
}

/** The hint under the deposit box: 20% of (Total - coupon - discount), whole dollars. Never blocks. */
export function minimumDepositCents(values: Values): Cents {
  const base = Math.max(0, totalAfterDiscountsCents(values));
  return roundHalfUp([base, MINIMUM_DEPOSIT_PERCENT, 0.01], 100);
}

/** The coupon amount for a percent of the total, in whole dollars. */
export function couponAmountForPercentCents(totalCents: Cents, percent: number): Cents {
  return roundHalfUp([totalCents, percent, 0.01], 100);
}

export function setDeposit(values: Values, deposit: number): Values {
  return withNetDue({ ...values, Deposit: deposit });
}

export function setDiscount(values: Values, amount: number): Values {
  return withNetDue({ ...values, Discount: { Active: amount > 0, Amount: amount } });
}

export function setCouponTitle(values: Values, title: string): Values {
  return { ...values, Coupon: { ...values.Coupon, Title: title } };
}

/** Entering a percent sets the amount to round(Total x percent / 100) and keeps the percent. */
export function setCouponPercent(values: Values, percent: number): Values {
  const amount = toDollars(couponAmountForPercentCents(toCents(values.Total), percent));
  return withNetDue({ ...values, Coupon: { ...values.Coupon, Percent: percent, Amount: amount, Active: amount > 0 } });
}

/** Entering an amount sets the percent to 0: the coupon is a fixed amount from then on. */
export function setCouponAmount(values: Values, amount: number): Values {
  return withNetDue({ ...values, Coupon: { ...values.Coupon, Percent: 0, Amount: amount, Active: amount > 0 } });
}

function withNetDue(values: Values): Values {
  return recalculateValues(values, toCents(values.Total));
}

/**
 * Brings Total, the coupon of a percent, the Active flags, NetDue and every
 * option's payments up to date for a new total. A percent coupon follows the
 * total (docs/decisions/004-values-and-saving.md). Returns `values` itself when nothing moved.
 */
export function recalculateValues(values: Values, totalCents: Cents): Values {
  const coupon =
    values.Coupon.Percent > 0
      ? { ...values.Coupon, Amount: toDollars(couponAmountForPercentCents(totalCents, values.Coupon.Percent)) }
      : values.Coupon;
  const couponActive = coupon.Amount > 0;
  const discountActive = values.Discount.Amount > 0;
  const next: Values = {
    ...values,
    Total: toDollars(totalCents),
    Coupon:
      coupon.Active === couponActive && coupon.Amount === values.Coupon.Amount
        ? values.Coupon
        : { ...coupon, Active: couponActive },
    Discount:
      values.Discount.Active === discountActive ? values.Discount : { ...values.Discount, Active: discountActive },
  };
  const netDue = netDueCents(next);
  next.NetDue = toDollars(netDue);
  let financingChanged = false;
  const financing = values.Financing.map((option) => {
    const { monthlyCents, weeklyCents } = paymentsFor(netDue, option);
    const month = toDollars(monthlyCents);
    const week = toDollars(weeklyCents);
    if (option.AmountMonth === month && option.AmountWeek === week) return option;
    financingChanged = true;
    return { ...option, AmountMonth: month, AmountWeek: week };
  });
  next.Financing = financingChanged ? financing : values.Financing;
  const unchanged =
    next.Total === values.Total &&
    next.NetDue === values.NetDue &&
    next.Coupon === values.Coupon &&
    next.Discount === values.Discount &&
    next.Financing === values.Financing;
  return unchanged ? values : next;
}
