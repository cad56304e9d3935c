// Coupon (docs/product-rules.md#money): a title, and a percent or an amount. A percent sets the amount from the Total
// and keeps following it; an amount fixes the coupon and sets the percent to 0, so a typed 0% over it changes
// nothing. The coupon counts only when its amount is above 0.
import { Form } from 'react-bootstrap';
import { contractLimits } from '#api/contract-limits';
import { setCouponAmount, setCouponPercent, setCouponTitle } from '#domain/contract/values';
import { formatDollars } from '#domain/format/money-format';
import { AmountField } from './amount-field';
import { useContractValues } from './use-contract-values';
import { ValueDialog } from './value-dialog';
import { ValuesSummary } from './values-summary';

export function CouponDialog() {
  return (
    <ValueDialog modal="coupon">
      <CouponFields />
    </ValueDialog>
  );
}

function CouponFields() {
  const { values, change } = useContractValues();
  if (!values) return null;
  return (
    <>
      <Form.Group controlId="coupon-title" className="mb-3">
        <Form.Label>Title</Form.Label>
        <Form.Control
          type="text"
          autoFocus
          maxLength={contractLimits.nameLength}
          value={values.Coupon.Title}
          onChange={(event) => change((current) => setCouponTitle(current, event.target.value))}
        />
      </Form.Group>
      <div className="coupon-fields">
        <AmountField
          label="Percent"
          kind="percent"
          value={values.Coupon.Percent}
          onValue={(percent) => change((current) => setCouponPercent(current, percent))}
          hint={`Of the contract total, ${formatDollars(values.Total)}; the amount follows the total.`}
        />
        <AmountField
          label="Amount"
          kind="dollars"
          value={values.Coupon.Amount}
          onValue={(amount) => change((current) => setCouponAmount(current, amount))}
          hint="A fixed amount; a coupon of $0 is left off the contract."
        />
      </div>
      <ValuesSummary values={values} />
    </>
  );
}
