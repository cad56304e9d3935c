// Signatures of the customer and the agent, with the buyer's right to cancel
// stated right above them in bold, as the FTC cooling-off rule (16 CFR 429.1)
// asks: beside the buyer's signature, pointing to the attached notice.
import type { PrintedContract } from '#domain/printed-contract/printed-contract';
import { Runs } from './text-runs';

export function SignatureBlock({ printed }: { printed: PrintedContract }) {
  const labels = printed.signatureLabels;
  return (
    <section className="doc-signatures doc-keep-together" aria-label={printed.labels.signatures}>
      <p className="doc-cancel-right">
        <Runs paragraph={printed.cancellation} />
      </p>
      <div className="doc-sign-row">
        <SignatureLine label={labels.customer} wide />
        <SignatureLine label={labels.date} />
      </div>
      <div className="doc-sign-row">
        <SignatureLine label={labels.agent} wide />
        <SignatureLine label={labels.date} />
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
