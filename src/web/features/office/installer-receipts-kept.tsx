// A contract's installers' receipts in the office (docs/decisions/067-receipts-in-the-cloud.md): who signed each and
// when, its areas, whether its PDF still hashes to what arrived, its emails; the PDF downloaded.
import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import type { OfficeContractDetail } from '#api/office-contracts';
import { formatDateTime } from '#domain/format/date-format';
import { receiptPdfFile } from '#web/sync/office-contracts';
import { saveFile } from '#web/sync/office-files';
import { EmailList } from './email-list';
import { ProblemAlert } from './problem-alert';

type Receipt = OfficeContractDetail['installerReceipts'][number];

export function InstallerReceiptsKept({ contractId, receipts }: { contractId: string; receipts: Receipt[] }) {
  return (
    <>
      <h3 className="h5 mt-4">Installers’ receipts</h3>
      {receipts.length === 0 && <p>No installer’s receipt has reached the office.</p>}
      {receipts.map((receipt) => (
        <ReceiptCard key={receipt.pdfHash} contractId={contractId} receipt={receipt} />
      ))}
    </>
  );
}

function ReceiptCard({ contractId, receipt }: { contractId: string; receipt: Receipt }) {
  const [problem, setProblem] = useState<string | null>(null);
  const name = `Installer’s receipt of ${receipt.installedOn}`;

  async function download() {
    setProblem(null);
    const file = await receiptPdfFile(contractId, receipt.pdfHash);
    if (!file.ok) return setProblem(file.message);
    saveFile(file.data, `installer-receipt-${contractId}-${receipt.installedOn}.pdf`);
  }

  return (
    <article className="border rounded p-3 mb-3" aria-label={name}>
      <h4 className="h6">{name}</h4>
      <p className="mb-1">
        Signed by {receipt.installer} {formatDateTime(receipt.signedAt)}, reached the cloud{' '}
        {formatDateTime(receipt.receivedAt)}. Areas: {receipt.areas.join(', ')}.
      </p>
      {receipt.pdfIntact ? (
        <p className="mb-1 text-success">The PDF was checked again: it is the one that arrived.</p>
      ) : (
        <Alert variant="danger">
          The kept PDF no longer matches the hash recorded when it arrived. Tell your IT person.
        </Alert>
      )}
      <EmailList emails={receipt.emails} />
      <ProblemAlert problem={problem} />
      <Button variant="outline-primary" onClick={() => void download()} disabled={!receipt.pdfIntact}>
        Download the receipt of {receipt.installedOn}
      </Button>
    </article>
  );
}
