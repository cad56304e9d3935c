// The exact document the customer signs, made as a PDF on the tablet from the
// same printed contract as the page and shown in the app's PDF viewer, offline
// too. The signatures are added to this very document when signing ends.
import { deviceSaleLaw } from '#web/sync/state-rules';
import { isUnsavedHere } from '#web/contract-in-progress/builder-store';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert } from 'react-bootstrap';
import type { Contract } from '#domain/contract/model';
import { printContract } from '#domain/printed-contract/printed-contract';
import { documentPreparer } from '#web/components/contract-document/document-preparer';
import { PdfLoading } from '#web/components/pdf-viewer/pdf-viewer-states';
import { currentSeller, loadCompany } from '#web/sync/company';
import { readLastAgent } from '#web/contract-in-progress/device-contracts';
import { useSessionStore } from '#web/sync/session-store';
import { loadPdfFonts } from './signed-pdf/pdf-fonts';

const PdfPages = lazy(() =>
  import('#web/components/pdf-viewer/pdf-document-view').then((m) => ({ default: m.PdfPages })),
);

// One file object per PDF: react-pdf reloads the document whenever it gets a new one.
type Reading = { status: 'making' } | { status: 'ready'; file: { data: Uint8Array } } | { status: 'failed' };

async function unsignedPdf(contract: Contract, timeZone: string): Promise<Uint8Array> {
  const [lastAgent] = await Promise.all([readLastAgent(), loadCompany()]);
  const { agent, phone } = documentPreparer(contract, lastAgent, useSessionStore.getState(), isUnsavedHere(contract));
  const printed = printContract({
    contract,
    preparedBy: agent,
    agentPhone: phone,
    seller: currentSeller(contract),
    timeZone,
    law: deviceSaleLaw(contract),
  });
  const [{ renderContractPdf }, fonts] = await Promise.all([
    import('./signed-pdf/render-contract-pdf'),
    loadPdfFonts(),
  ]);
  return renderContractPdf({ printed, record: null, fonts });
}

export function ContractReader({
  contract,
  timeZone,
  onShown,
}: {
  contract: Contract;
  timeZone: string;
  onShown: () => void;
}) {
  const [reading, setReading] = useState<Reading>({ status: 'making' });
  useEffect(() => {
    let current = true;
    unsignedPdf(contract, timeZone).then(
      (data) => {
        if (!current) return;
        setReading({ status: 'ready', file: { data } });
        onShown();
      },
      (error: unknown) => {
        console.error('The contract PDF could not be made.', error);
        if (current) setReading({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
    // Made once for the contract as it stands when the step opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [contract.ContractId]);

  if (reading.status === 'making') return <PdfLoading what="the contract" />;
  if (reading.status === 'failed')
    return (
      <Alert variant="danger">
        The contract could not be shown on this tablet. Choose paper instead, or reload the app and try again.
      </Alert>
    );
  return (
    <div className="contract-reader">
      <Suspense fallback={<PdfLoading what="the contract" />}>
        <PdfPages file={reading.file} label="The contract to be signed" />
      </Suspense>
    </div>
  );
}
