// The financing chosen, each active plan with its payments on the Net Due
// (docs/decisions/003-financing.md), and the contract's notes. On paper a
// section with nothing to say is left out; on screen it stays, to be tapped.
import type { FinancingOption, Values } from '#domain/contract/model';
import { netDueCents } from '#domain/contract/values';
import { activeFinancingOptions } from '#domain/financing/options';
import { paymentsFor } from '#domain/financing/payments';
import { formatDollars, formatWholeDollars } from '#domain/format/money-format';
import { toDollars, type Cents } from '#domain/money';
import { formatPercent } from './document-numbers';
import { LineLabel, lineClass } from './edit-line';

/** '60 months at 8.99% APR: $105 per month ($24 per week)'. */
export function financingLine(option: FinancingOption, amountCents: Cents): string {
  const { monthlyCents, weeklyCents } = paymentsFor(amountCents, option);
  const months = `${option.Term} ${option.Term === 1 ? 'month' : 'months'}`;
  const monthly = formatWholeDollars(toDollars(monthlyCents));
  const weekly = formatWholeDollars(toDollars(weeklyCents));
  return `${months} at ${formatPercent(option.Apr)} APR: ${monthly} per month (${weekly} per week)`;
}

export function DocumentFinancing({ values, editable }: { values: Values; editable: boolean }) {
  const options = activeFinancingOptions(values);
  if (options.length === 0 && !editable) return null;
  const financed = netDueCents(values);
  return (
    <section className={lineClass('doc-financing', editable, options.length === 0)} aria-label="Financing">
      <h3 className="doc-heading">
        <LineLabel line="financing">Financing</LineLabel>
      </h3>
      {options.length === 0 ? (
        <p className="doc-muted mb-0">None chosen.</p>
      ) : (
        <>
          <ul className="doc-financing-options">
            {options.map((option) => (
              <li key={option.Id}>{financingLine(option, financed)}</li>
            ))}
          </ul>
          <p className="doc-small mb-0">
            Payments are worked out on the Net Due of {formatDollars(toDollars(financed))} and are subject to credit
            approval.
          </p>
        </>
      )}
    </section>
  );
}

export function DocumentNotes({ notes, editable }: { notes: string; editable: boolean }) {
  const empty = notes.trim() === '';
  if (empty && !editable) return null;
  return (
    <section className={lineClass('doc-notes', editable, empty)} aria-label="Notes">
      <h3 className="doc-heading">
        <LineLabel line="notes">Notes</LineLabel>
      </h3>
      <p className={empty ? 'doc-muted mb-0' : 'doc-notes-text mb-0'}>{empty ? 'None.' : notes}</p>
    </section>
  );
}
