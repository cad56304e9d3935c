// The figures a value dialog changes, under its boxes: on a tablet the dialog covers the contract, so the agent sees
// here what the customer will owe. NetDue is not clamped (docs/decisions/004-values-and-saving.md): below zero it
// is shown as it is, with a warning, and never blocks.
import { useId } from 'react';
import type { Values } from '#domain/contract/model';
import { totalAfterDiscountsCents } from '#domain/contract/values';
import { toDollars } from '#domain/money';
import { formatDollars } from '#domain/format/money-format';

export function ValuesSummary({ values }: { values: Values }) {
  const id = useId();
  const discounted = values.Discount.Active || values.Coupon.Active;
  return (
    <div className="values-summary">
      <Figure id={`${id}-total`} label="Contract Total" value={formatDollars(values.Total)} />
      {discounted && (
        <Figure
          id={`${id}-after`}
          label="Contract Total after discounts"
          value={formatDollars(toDollars(totalAfterDiscountsCents(values)))}
        />
      )}
      <Figure id={`${id}-net`} label="Net Due" value={formatDollars(values.NetDue)} />
      {values.NetDue < 0 && (
        <p className="values-summary-warning mb-0">
          Deposit, discount and coupon come to more than the contract total.
        </p>
      )}
    </div>
  );
}

function Figure({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className="values-summary-row">
      <label htmlFor={id}>{label}</label>
      <output id={id} aria-live="off">
        {value}
      </output>
    </div>
  );
}
