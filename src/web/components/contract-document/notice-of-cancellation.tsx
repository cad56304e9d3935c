// The Notice of Cancellation the FTC cooling-off rule (16 CFR 429.1(b))
// requires with a door-to-door sale: filled in with the transaction date, the
// seller's name and address and the last day to cancel, given twice so the
// buyer can keep one and send the other. Written in our own words; every
// element of the rule's notice is here. Each copy prints on its own page.
import type { Company } from '../../config/company';
import { BlankDate } from './blank-date';
import { longDate, type ContractDates } from './document-dates';
import { SignatureLine } from './signature-block';

export const NOTICE_COPIES = 2;

interface NoticeProps {
  copy: number;
  company: Company;
  contractId: string;
  dates: ContractDates | null;
}

export function NoticeOfCancellation({ copy, company, contractId, dates }: NoticeProps) {
  const seller = [company.name, ...company.addressLines].join(', ');
  return (
    // Named with its copy number: two landmarks must not share a name.
    <section
      className="doc-notice doc-keep-together"
      aria-label={`Notice of Cancellation, copy ${copy} of ${NOTICE_COPIES}`}
    >
      <p className="doc-notice-copy">
        Copy {copy} of {NOTICE_COPIES}: keep one copy for your records; to cancel, sign and date the other and send it
        to us.
      </p>
      <h3 className="doc-notice-title">Notice of Cancellation</h3>
      <p>
        <strong>Date of transaction:</strong> {dates ? longDate(dates.transaction) : <BlankDate />}
        <span className="doc-notice-ref"> (contract {contractId})</span>
      </p>
      <p>
        You may cancel this transaction within three business days of the date above, without any penalty or obligation.
      </p>
      <p>
        If you cancel, within 10 business days after the seller receives your notice of cancellation, the seller will
        return any payment you made under the contract, any property you traded in and any negotiable instrument you
        signed, and will cancel any security interest arising out of this transaction.
      </p>
      <p>
        If you cancel, you must make available to the seller at your home, in substantially as good condition as when
        you received them, any goods delivered to you under this contract. Or, if you prefer, you may follow the
        seller&rsquo;s instructions for shipping the goods back, at the seller&rsquo;s expense and risk.
      </p>
      <p>
        If you make the goods available and the seller does not pick them up within 20 days of the date of your notice
        of cancellation, you may keep them or dispose of them with no further obligation. If you do not make the goods
        available to the seller, or you agree to return them and do not, you remain responsible for performing all your
        obligations under the contract.
      </p>
      <p>
        To cancel this transaction, mail or deliver a signed and dated copy of this notice, or any other written notice,
        to <strong>{seller}</strong>, no later than midnight at the end of{' '}
        <strong>{dates ? longDate(dates.cancelBy) : <BlankDate />}</strong>.
      </p>
      <p className="doc-notice-cancel">I HEREBY CANCEL THIS TRANSACTION.</p>
      <div className="doc-sign-row">
        <SignatureLine label="Date" />
        <SignatureLine label="Buyer's signature" wide />
      </div>
    </section>
  );
}
