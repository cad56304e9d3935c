// Coupon (docs/product-rules.md#money): a title, a percent or an amount, and its last day when its offer ends
// (docs/decisions/059-honest-offers.md). A percent sets the amount from the Total and follows it; an amount fixes it
// and sets the percent to 0. The coupon counts only when its amount is above 0.
import { Form } from 'react-bootstrap';
import { contractLimits } from '#api/contract-limits';
import { localIsoDate } from '#domain/catalogue/price-book';
import { claimsTodayOnly, offerProblem, setCouponEndsOn } from '#domain/contract/honest-offer';
import { setCouponAmount, setCouponPercent, setCouponTitle } from '#domain/contract/values';
import { formatDollars } from '#domain/format/money-format';
import { AmountField } from './amount-field';
import { useContractValues } from './use-contract-values';
import { ValueDialog } from './value-dialog';
import { ValuesSummary } from './values-summary';
import { DialogFloorNote } from './dialog-floor-note';

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
  const today = localIsoDate(new Date());
  const problem = offerProblem(values.Coupon, today);
  function changeTitle(title: string): void {
    change((current) => {
      const titled = setCouponTitle(current, title);
      // "Today only" ends today: the day is filled in, for the agent to see, not left to be forgotten.
      if (claimsTodayOnly(title) && titled.Coupon.EndsOn === undefined)
        return { ...titled, Coupon: setCouponEndsOn(titled.Coupon, today) };
      return titled;
    });
  }
  return (
    <>
      <Form.Group controlId="coupon-title" className="mb-3">
        <Form.Label>Title</Form.Label>
        <Form.Control
          type="text"
          autoFocus
          maxLength={contractLimits.nameLength}
          value={values.Coupon.Title}
          onChange={(event) => changeTitle(event.target.value)}
        />
      </Form.Group>
      <Form.Group controlId="coupon-ends-on" className="mb-3">
        <Form.Label>Offer ends</Form.Label>
        <Form.Control
          type="date"
          min={today}
          value={values.Coupon.EndsOn ?? ''}
          isInvalid={problem !== null}
          aria-describedby="coupon-ends-on-help"
          onChange={(event) =>
            change((current) => ({
              ...current,
              Coupon: setCouponEndsOn(current.Coupon, event.target.value || null),
            }))
          }
        />
        {problem ? (
          <Form.Control.Feedback type="invalid" id="coupon-ends-on-help" role="alert">
            {problem}
          </Form.Control.Feedback>
        ) : (
          <Form.Text id="coupon-ends-on-help">
            Its last day, printed beside it. Leave it empty for an offer with no end; an offer said to end needs one.
          </Form.Text>
        )}
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
      <DialogFloorNote />
    </>
  );
}
