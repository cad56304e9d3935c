// The contract's terms (docs/product-rules.md#legal-text) in our own words: how long the
// proposal holds, the three 3-year warranties and the attic ventilation we
// recommend. The right to cancel is stated beside the signatures instead
// (signature-block.tsx), where the cooling-off rule wants it.
import { useId } from 'react';
import { PROPOSAL_VALID_DAYS } from '#domain/legal/cancellation-deadline';
import { BlankDate } from './blank-date';
import { longDate, type ContractDates } from './document-dates';

export const WARRANTY_YEARS = 3;

export function LegalTerms({ dates }: { dates: ContractDates | null }) {
  const headingId = useId();
  return (
    <section className="doc-terms" aria-labelledby={headingId}>
      <h3 id={headingId} className="doc-heading">
        Terms
      </h3>
      <p>
        <strong>This proposal is valid for {PROPOSAL_VALID_DAYS} days</strong> from the date of this contract, through{' '}
        {dates ? longDate(dates.validThrough) : <BlankDate />}. After that day its prices and terms may change.
      </p>
      <p className="mb-1">
        <strong>Warranties.</strong> Each of the following is warranted for {WARRANTY_YEARS} years from the day the work
        is completed:
      </p>
      <ul>
        <li>workmanship on all the work in this contract;</li>
        <li>attic mold treatment;</li>
        <li>the roof vent guarantee.</li>
      </ul>
      <p className="mb-0">
        <strong>Attic ventilation.</strong> We recommend 1 square foot of net free vent area for every 300 square feet
        of attic floor, split evenly between intake vents low on the roof (at the eaves or soffits) and exhaust vents
        high on it (at or near the ridge).
      </p>
    </section>
  );
}
