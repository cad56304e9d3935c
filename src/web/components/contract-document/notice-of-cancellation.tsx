// The Notice of Cancellation of the FTC cooling-off rule (16 CFR 429.1(b)), in the rule's words, filled in with the
// transaction date, the seller's name and address and the last day to cancel. Given twice, each copy on its own
// page, so the buyer can keep one and send the other.
import type { NoticeOfCancellation as Notice } from '#domain/printed-contract/legal-text';
import { NOTICE_COPIES } from '#domain/printed-contract/legal-text';
import { SignatureLine } from './signature-block';
import { Runs } from './text-runs';

export function NoticeOfCancellation({ notice, copy }: { notice: Notice; copy: number }) {
  return (
    // Named with its copy number: two landmarks must not share a name.
    <section className="doc-notice doc-keep-together" aria-label={`${notice.title}, copy ${copy} of ${NOTICE_COPIES}`}>
      <p className="doc-notice-copy">{notice.copyLine}</p>
      <h3 className="doc-notice-title">{notice.title}</h3>
      <p>
        <Runs paragraph={notice.transaction} />
        <span className="doc-notice-ref">{notice.reference}</span>
      </p>
      {notice.paragraphs.map((paragraph, index) => (
        <p key={index}>
          <Runs paragraph={paragraph} />
        </p>
      ))}
      <p className="doc-notice-cancel">{notice.cancelLine}</p>
      <div className="doc-sign-row">
        {notice.signatureLabels.map((label, index) => (
          <SignatureLine key={label} label={label} wide={index === 1} />
        ))}
      </div>
    </section>
  );
}
