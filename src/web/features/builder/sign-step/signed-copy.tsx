// After signing: the contract is signed and kept on this tablet, the customer
// gets a copy now (share sheet, download or print), and is told when the
// emailed copy goes out: from the office, once the tablet is back online.
import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { BoxArrowUp, Download, Printer } from 'react-bootstrap-icons';
import { Link } from 'react-router';
import { formatMoment } from '#domain/format/date-format';
import { recordLaw } from '#domain/signing/record-law';
import { longDate, contractDates } from '#domain/printed-contract/contract-dates';
import { ROLE_TITLES } from '#domain/signing/consent';
import type { SignedRecord } from '#domain/signing/signed-record';
import { downloadPdf, printPdf, shareOrDownload } from './share-copy';

const LIST = new Intl.ListFormat('en-US', { type: 'conjunction' });

/** "Maria Kowalski (buyer) and Demo, Jane (agent)": agents' names carry a comma of their own. */
function signerList(record: SignedRecord): string {
  return LIST.format(
    record.signatures.map((signature) => `${signature.name} (${ROLE_TITLES[signature.role].toLowerCase()})`),
  );
}

interface SignedCopyProps {
  record: SignedRecord;
  pdf: Uint8Array;
}

export function SignedCopy({ record, pdf }: SignedCopyProps) {
  const [outcome, setOutcome] = useState<string | null>(null);
  const { contract, device } = record;
  const dates = contractDates(contract.Date, device.timeZone, recordLaw(record));
  const title = `Contract ${contract.ContractId}, signed`;

  async function share() {
    const result = await shareOrDownload(pdf, contract.ContractId, title);
    if (result === 'downloaded')
      setOutcome('The PDF was downloaded to this tablet: open it from Downloads to hand it over.');
    if (result === 'shared') setOutcome('The copy was shared.');
  }

  return (
    <section className="signed-copy" aria-labelledby="signed-copy-heading">
      <Alert variant="success">
        <Alert.Heading as="h2" id="signed-copy-heading" className="h4">
          The contract is signed
        </Alert.Heading>
        <p className="mb-1">
          Signed {formatMoment(contract.Date, device.timeZone)} by {signerList(record)}.
        </p>
        {dates && (
          <p className="mb-1">The customer may cancel until midnight at the end of {longDate(dates.cancelBy)}.</p>
        )}
        <p className="mb-0 small">
          Kept on this tablet as signed; the office receives it at the next sync. How it was signed is recorded on the
          last page of the PDF.
        </p>
      </Alert>
      <h3 className="h5">Give the customer a copy</h3>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <Button size="lg" onClick={() => void share()}>
          <BoxArrowUp aria-hidden="true" className="me-2" />
          Give the customer a copy
        </Button>
        <Button size="lg" variant="outline-primary" onClick={() => downloadPdf(pdf, contract.ContractId)}>
          <Download aria-hidden="true" className="me-2" />
          Download the PDF
        </Button>
        <Button size="lg" variant="outline-primary" onClick={() => printPdf(pdf, contract.ContractId)}>
          <Printer aria-hidden="true" className="me-2" />
          Print
        </Button>
      </div>
      {outcome && (
        <p role="status" className="mb-3">
          {outcome}
        </p>
      )}
      {record.consent.email ? (
        <p>
          A copy is also emailed to <strong>{record.consent.email}</strong> and to the agent once this tablet is back
          online and the contract reaches the office.
        </p>
      ) : (
        <p>
          The customer gave no email address: hand them their copy now. The agent gets a copy by email once this tablet
          is back online and the contract reaches the office.
        </p>
      )}
      <Link to="/contracts" className="btn btn-outline-primary btn-lg">
        Go to My Contracts
      </Link>
    </section>
  );
}
