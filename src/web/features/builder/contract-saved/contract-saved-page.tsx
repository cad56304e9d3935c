// Contract Saved: the contract just saved on this device, its id, the date it now carries and the way to its list.
// A contract changed after an earlier save carries the new day's date, so the agent is told, with the new
// cancellation deadline, and the customer gets a copy with the right dates (docs/decisions/018-transaction-date.md).
import { Alert, Container } from 'react-bootstrap';
import { CheckCircleFill } from 'react-bootstrap-icons';
import { paperOnlyReason } from '#domain/contract/sale-law';
import { Link, useLocation } from 'react-router';
import { z } from 'zod';
import { useDocumentTitle } from '#web/hooks/use-document-title';
import type { SaleLaw } from '#domain/contract/sale-law';
import { deviceSaleLaw } from '#web/sync/state-rules';
import { contractDates, longDate } from '#domain/printed-contract/contract-dates';
import { useBuilderStore } from '#web/contract-in-progress/builder-store';
import './contract-saved-page.css';

/** What SAVE & CONTINUE hands this page. */
export interface SavedState {
  date: string;
  redatedFrom: string | null;
}

const savedStateSchema = z.object({ date: z.string(), redatedFrom: z.string().nullable() });

function timeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function DateNotice({ date, redatedFrom, law }: SavedState & { law: SaleLaw }) {
  const zone = timeZone();
  const now = contractDates(date, zone, law);
  if (!now) return null;
  const before = redatedFrom ? contractDates(redatedFrom, zone, law) : null;
  const sameDay = before && longDate(before.transaction) === longDate(now.transaction);
  if (!before || sameDay) {
    return <p>Dated {longDate(now.transaction)}.</p>;
  }
  return (
    <Alert variant="warning" className="text-start mx-auto contract-saved-redated">
      <p className="fw-bold mb-1">This contract now carries today’s date.</p>
      <p className="mb-0">
        It was changed after it was saved on {longDate(before.transaction)}, so it is now dated{' '}
        {longDate(now.transaction)}, and the customer may cancel until midnight of {longDate(now.cancelBy)}. Print it
        again for the customer.
      </p>
    </Alert>
  );
}

export function ContractSavedPage() {
  useDocumentTitle('Contract Saved');
  const contract = useBuilderStore((state) => state.contract);
  const contractId = contract?.ContractId;
  const saved = savedStateSchema.safeParse(useLocation().state);
  // Said before the Sign link, not after it (decision 080): where the state's law keeps this sale on paper.
  const paper = contract ? paperOnlyReason(contract, deviceSaleLaw(contract)) : null;
  return (
    <Container className="py-5 text-center contract-saved">
      <CheckCircleFill aria-hidden="true" className="contract-saved-icon" />
      <h1 className="display-title mt-3">Contract Saved</h1>
      {contractId && <p className="lead">ID# {contractId}</p>}
      {saved.success && contract && <DateNotice {...saved.data} law={deviceSaleLaw(contract)} />}
      {paper && (
        <Alert variant="warning" role="status" className="text-start mx-auto contract-saved-redated">
          {paper}
        </Alert>
      )}
      <div className="d-flex flex-wrap justify-content-center gap-2 mt-3">
        {paper ? (
          <Link to="/builder/contract" state={{ paper: true }} className="btn btn-primary btn-lg">
            Print to sign on paper
          </Link>
        ) : (
          <Link to="/builder/sign" className="btn btn-primary btn-lg">
            Sign on this tablet
          </Link>
        )}
        <Link to="/contracts" className="btn btn-outline-primary btn-lg">
          Go to My Contracts
        </Link>
      </div>
    </Container>
  );
}
