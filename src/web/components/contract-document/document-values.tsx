// What the customer pays (docs/product-rules.md#money): Total, any discount and coupon, 'Contract Total after
// discounts', the deposit and Net Due, each figure from the printed contract. On screen every line the agent can
// change is shown, even at zero, so it can be tapped.
import type { PriceRow, PriceRowKind } from '#domain/printed-contract/printed-contract';
import { useDocumentLabels } from './document-labels';
import { LineLabel, lineClass } from './edit-line';
import type { EditableLine } from './editable-lines';

const EDITABLE: Partial<Record<PriceRowKind, EditableLine>> = {
  discount: 'discount',
  coupon: 'coupon',
  deposit: 'deposit',
};
const EMPHASIS: Partial<Record<PriceRowKind, string>> = {
  total: 'doc-total',
  'after-discounts': 'doc-subtotal',
  'net-due': 'doc-total',
};

export function DocumentValues({ rows, editable }: { rows: readonly PriceRow[]; editable: boolean }) {
  const labels = useDocumentLabels();
  return (
    <table className="doc-table doc-totals doc-keep-together">
      <caption>{labels.price}</caption>
      <tbody>
        {rows
          .filter((row) => row.given || editable)
          .map((row) => (
            <ValueRow key={row.kind} row={row} editable={editable} />
          ))}
      </tbody>
    </table>
  );
}

function ValueRow({ row, editable }: { row: PriceRow; editable: boolean }) {
  const line = EDITABLE[row.kind];
  const className = line ? lineClass('', editable, !row.given) : (EMPHASIS[row.kind] ?? '');
  return (
    <tr className={className || undefined}>
      <th scope="row">
        {line ? <LineLabel line={line}>{row.label}</LineLabel> : row.label}
        {row.detail && <span className="doc-line-detail"> {row.detail}</span>}
      </th>
      <td className="doc-number">{row.amount}</td>
    </tr>
  );
}
