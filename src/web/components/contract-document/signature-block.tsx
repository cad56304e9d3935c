// Signatures of the customer and the agent, with the buyer's right to cancel
// stated right above them in bold, as the FTC cooling-off rule (16 CFR 429.1)
// asks: beside the buyer's signature, pointing to the attached notice.
import { BlankDate } from './blank-date';
import { longDate, type ContractDates } from './document-dates';

export function SignatureBlock({ dates }: { dates: ContractDates | null }) {
  return (
    <section className="doc-signatures doc-keep-together" aria-label="Signatures">
      <p className="doc-cancel-right">
        You, the buyer, may cancel this transaction at any time prior to midnight of the third business day after the
        date of this transaction, that is, before midnight at the end of{' '}
        {dates ? longDate(dates.cancelBy) : <BlankDate />}. See the attached Notice of Cancellation form for an
        explanation of this right.
      </p>
      <div className="doc-sign-row">
        <SignatureLine label="Customer signature" wide />
        <SignatureLine label="Date" />
      </div>
      <div className="doc-sign-row">
        <SignatureLine label="Agent signature" wide />
        <SignatureLine label="Date" />
      </div>
    </section>
  );
}

/** A line drawn to sign or write on, named underneath. */
export function SignatureLine({ label, wide = false }: { label: string; wide?: boolean }) {
  return (
    <div className={wide ? 'doc-sign doc-sign-wide' : 'doc-sign'}>
      <div className="doc-sign-line" />
      <div className="doc-sign-label">{label}</div>
    </div>
  );
}
