// The Contract step (docs/product-rules.md#screens): the printable contract, the toolbox of
// deposit, discount, coupon, financing and notes, and Back, Print and SAVE &
// CONTINUE. Only the document is printed: everything else is marked no-print.
import { lazy, Suspense, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { ArrowLeft, CheckLg, Printer } from 'react-bootstrap-icons';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import type { Contract } from '#domain/contract/model';
import { missingSellerDetail } from '#domain/contract/sale-law';
import { useSeller } from '#web/sync/company';
import { useSaleLaw } from '#web/sync/state-rules';
import { AlertStack } from '#web/components/alerts/alert-stack';
import { showAlert } from '#web/components/alerts/alerts-store';
import { BuilderStepLayout } from '../builder-step-layout';
import { ContractToolbox } from './values/contract-toolbox';
import { PreparedContract } from './prepared-contract';
import { SaleWarnings } from './sale-warnings';
import { saveAndContinue } from '#web/contract-in-progress/save-and-continue';
import type { SavedState } from '../contract-saved/contract-saved-page';

export const SAVE_ALERT_KEY = 'contractSave';

// The five value dialogs are fetched as the step paints, not before it, and mounted as soon as they are: ready for
// the first tap, and offline from the service worker's cache like every chunk.
const ContractDialogs = lazy(() => import('./values/contract-dialogs').then((m) => ({ default: m.ContractDialogs })));

export function ContractStep() {
  return (
    <BuilderStepLayout step="contract" actions={<ContractActions />}>
      {(contract) => <ContractWorkspace contract={contract} />}
    </BuilderStepLayout>
  );
}

/** Set by 'Use paper instead' on the Sign step: the customer signs the printed contract with a pen. */
const paperStateSchema = z.object({ paper: z.literal(true) });

function ContractWorkspace({ contract }: { contract: Contract }) {
  const paper = paperStateSchema.safeParse(useLocation().state).success;
  const missing = missingSellerDetail(useSaleLaw(contract), useSeller(contract));
  return (
    <>
      {missing && (
        <Alert variant="warning" role="status" className="no-print">
          {missing}
        </Alert>
      )}
      <SaleWarnings contract={contract} />
      {paper && (
        <Alert variant="info" className="no-print">
          The customer chose paper: print the contract for them to sign with a pen, and keep a signed copy.
        </Alert>
      )}
      <div className="no-print mb-4">
        <ContractToolbox />
      </div>
      <div className="print-area">
        <PreparedContract contract={contract} editable />
      </div>
      <Suspense fallback={null}>
        <ContractDialogs />
      </Suspense>
    </>
  );
}

function ContractActions() {
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);

  async function handleSave() {
    setSaving(true);
    const result = await saveAndContinue();
    setSaving(false);
    if (result.ok)
      void navigate('/builder/success', {
        state: { date: result.date, redatedFrom: result.redatedFrom } satisfies SavedState,
      });
    else showAlert({ key: SAVE_ALERT_KEY, variant: 'danger', title: 'Not saved yet', lines: [result.message] });
  }

  return (
    <div className="no-print">
      <AlertStack keys={[SAVE_ALERT_KEY]} />
      <div className="step-navigation">
        <Link to="/builder/review" className="btn btn-outline-primary btn-lg">
          <ArrowLeft aria-hidden="true" />
          Back
        </Link>
        <div className="d-flex flex-wrap gap-3">
          <Button variant="outline-primary" size="lg" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="me-2" />
            Print
          </Button>
          <Button variant="primary" size="lg" disabled={saving} onClick={() => void handleSave()}>
            <CheckLg aria-hidden="true" className="me-2" />
            SAVE &amp; CONTINUE
          </Button>
        </div>
      </div>
    </div>
  );
}
