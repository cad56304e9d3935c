// What the customer pays: Total, the discount and coupon when there are any,
// 'Contract Total after discounts', the deposit and what is left (Net Due),
// each figure from the domain (docs/product-rules.md#money). On screen every line the
// agent can change is shown, even at zero, so it can be tapped.
import type { ReactNode } from 'react';
import type { Coupon, Values } from '#domain/contract/model';
import { netDueCents, totalAfterDiscountsCents } from '#domain/contract/values';
import { formatDollars } from '#domain/format/money-format';
import { toDollars } from '#domain/money';
import { formatPercent } from './document-numbers';
import { LineLabel, lineClass } from './edit-line';

/** 'Fall savings (10%)', 'Fall savings', '10%' or ''. */
function couponDetail(coupon: Coupon): string {
  const title = coupon.Title.trim();
  const percent = coupon.Percent > 0 ? formatPercent(coupon.Percent) : '';
  if (title && percent) return `${title} (${percent})`;
  return title || percent;
}

/** A deduction as printed: '-$500.00'; nothing deducted is '$0.00'. */
function deduction(active: boolean, amount: number): string {
  return formatDollars(active ? -amount : 0);
}

export function DocumentValues({ values, editable }: { values: Values; editable: boolean }) {
  const { Discount: discount, Coupon: coupon } = values;
  const detail = couponDetail(coupon);
  return (
    <table className="doc-table doc-totals doc-keep-together">
      <caption>Price</caption>
      <tbody>
        <ValueRow className="doc-total" label="Total" amount={formatDollars(values.Total)} />
        {(discount.Active || editable) && (
          <ValueRow
            className={lineClass('', editable, !discount.Active)}
            label={<LineLabel line="discount">Discount</LineLabel>}
            amount={deduction(discount.Active, discount.Amount)}
          />
        )}
        {(coupon.Active || editable) && (
          <ValueRow
            className={lineClass('', editable, !coupon.Active)}
            label={
              <>
                <LineLabel line="coupon">Coupon</LineLabel>
                {detail && <span className="doc-line-detail"> {detail}</span>}
              </>
            }
            amount={deduction(coupon.Active, coupon.Amount)}
          />
        )}
        <ValueRow
          className="doc-subtotal"
          label="Contract Total after discounts"
          amount={formatDollars(toDollars(totalAfterDiscountsCents(values)))}
        />
        <ValueRow
          className={lineClass('', editable, false)}
          label={<LineLabel line="deposit">Deposit</LineLabel>}
          amount={formatDollars(values.Deposit)}
        />
        <ValueRow className="doc-total" label="Net Due" amount={formatDollars(toDollars(netDueCents(values)))} />
      </tbody>
    </table>
  );
}

function ValueRow({ label, amount, className }: { label: ReactNode; amount: string; className: string }) {
  return (
    <tr className={className || undefined}>
      <th scope="row">{label}</th>
      <td className="doc-number">{amount}</td>
    </tr>
  );
}
