// 'Locally Saved Contracts' (docs/product-rules.md#screens): every contract on this device, the active one starred.
// Amount is the Total and Created the transaction date, as the original showed; a badge marks changes not synced,
// with why when the last sync was refused or met a conflict. Sync all syncs every pending contract by hand.
import { Alert, Badge, Button, Spinner, Table } from 'react-bootstrap';
import { CloudArrowUp, PencilSquare, Printer, Star, StarFill, Trash } from 'react-bootstrap-icons';
import type { Contract } from '#domain/contract/model';
import { isSaved } from '#domain/contract/transaction-date';
import { formatDate, formatDateTime } from '#domain/format/date-format';
import { formatDollars } from '#domain/format/money-format';
import { AlertStack } from '../../components/alerts/alert-stack';
import { useSyncStore } from '../../sync/sync-store';
import { useBuilderStore } from '../../contract-in-progress/builder-store';
import { contractLabel, customerOf } from './contract-labels';
import { IconButton } from '../../components/icon-button';
import { LOCAL_SYNC_ALERT_KEY } from './sync-messages';
import { SyncProblemNote } from './sync-problem-note';
import { CancelledNote } from './cancelled-note';
import { SignedNote } from './signed-note';
import type { SignedOnDevice } from '../../contract-in-progress/device-contracts';
import type { LocalContractsState } from './use-local-contracts';

export const LOCAL_LIST_ALERT_KEY = 'localContracts';
export const LOCAL_HEADING_ID = 'local-contracts-heading';
export const PENDING_BADGE = 'Pending sync';
export const NOT_SAVED_YET = 'Not saved yet';

export interface LocalContractActions {
  onEdit: (contract: Contract) => void;
  onSync: (contract: Contract) => void;
  onPrint: (contract: Contract) => void;
  onDelete: (contract: Contract) => void;
}

export interface LocalContractsProps extends LocalContractActions {
  state: LocalContractsState;
  onSyncAll: () => void;
  /** The heading, for moving the focus there once a row is gone. */
  headingRef: (element: HTMLHeadingElement | null) => void;
}

function Unreadable({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Alert variant="warning">
      {count === 1 ? '1 saved contract' : `${count} saved contracts`} could not be opened.{' '}
      {count === 1 ? 'It is' : 'They are'} kept on this device; updating the app may open {count === 1 ? 'it' : 'them'}.
    </Alert>
  );
}

function ContractRow({
  contract,
  active,
  syncing,
  signed,
  actions,
}: {
  contract: Contract;
  active: boolean;
  syncing: boolean;
  signed: readonly SignedOnDevice[];
  actions: LocalContractActions;
}) {
  const label = contractLabel(contract);
  const customer = customerOf(contract);
  const synced = formatDateTime(contract.SyncDate);
  // Started here and never saved: no transaction date yet (docs/decisions/018-transaction-date.md).
  const record = useBuilderStore((state) => state.saveRecords[contract.ContractId]);
  const unsaved = record !== undefined && !isSaved(record);
  return (
    <tr aria-current={active ? 'true' : undefined}>
      <td className={`contracts-active-cell contracts-wide${active ? ' is-active' : ''}`}>
        {active ? (
          <span className="contracts-active">
            <StarFill aria-hidden="true" />
            <span className="contracts-active-label">Active</span>
          </span>
        ) : (
          <Star aria-hidden="true" className="contracts-inactive" />
        )}
      </td>
      <td className="contracts-wide contracts-title" data-label="Customer">
        {customer || <span className="text-body-secondary">No customer name</span>}
        <SignedNote contract={contract} signed={signed} />
        <CancelledNote contractId={contract.ContractId} />
      </td>
      <td className="contracts-wide" data-label="Description">
        {contract.Description.trim() || <span className="text-body-secondary">—</span>}
      </td>
      <td className="contracts-number" data-label="Amount">
        {formatDollars(contract.Values.Total)}
      </td>
      <td data-label="Created">
        {unsaved ? (
          <span className="text-body-secondary">{NOT_SAVED_YET}</span>
        ) : (
          <time dateTime={contract.Date}>{formatDate(contract.Date)}</time>
        )}
      </td>
      <td data-label="Last Sync'd">
        {synced ? <time dateTime={contract.SyncDate ?? undefined}>{synced}</time> : 'Never'}
        {contract.Changed && (
          <>
            <br />
            <Badge bg="warning" text="dark" className="contracts-pending" title="Changed since its last sync">
              {PENDING_BADGE}
            </Badge>
            <SyncProblemNote contractId={contract.ContractId} />
          </>
        )}
      </td>
      <td className="contracts-wide contracts-actions-cell">
        <div className="contracts-actions">
          <IconButton tip="Edit" label={`Edit ${label}`} onClick={() => actions.onEdit(contract)}>
            <PencilSquare aria-hidden="true" />
          </IconButton>
          <IconButton
            tip="Sync w/Cloud"
            label={`Sync ${label} with the cloud`}
            busy={syncing}
            busyLabel={`Syncing ${label} with the cloud`}
            tapJoinsBusy
            onClick={() => actions.onSync(contract)}
          >
            <CloudArrowUp aria-hidden="true" />
          </IconButton>
          <IconButton tip="Print" label={`Print ${label}`} onClick={() => actions.onPrint(contract)}>
            <Printer aria-hidden="true" />
          </IconButton>
          <IconButton
            tip="Trash"
            label={`Delete ${label}`}
            variant="outline-danger"
            onClick={() => actions.onDelete(contract)}
          >
            <Trash aria-hidden="true" />
          </IconButton>
        </div>
      </td>
    </tr>
  );
}

function SyncAllButton({ onClick }: { onClick: () => void }) {
  const busy = useSyncStore((state) => state.syncingAll);
  return (
    <Button
      variant="outline-primary"
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={() => {
        if (!busy) onClick();
      }}
    >
      {busy ? <Spinner animation="border" size="sm" aria-hidden="true" /> : <CloudArrowUp aria-hidden="true" />}
      {busy ? 'Syncing all…' : 'Sync all'}
    </Button>
  );
}

export function LocalContracts({ state, onSyncAll, headingRef, ...actions }: LocalContractsProps) {
  const syncing = useSyncStore((store) => store.syncing);
  return (
    <section className="contracts-section" aria-labelledby={LOCAL_HEADING_ID}>
      <div className="contracts-section-head">
        <h2 id={LOCAL_HEADING_ID} className="h3" tabIndex={-1} ref={headingRef}>
          Locally Saved Contracts
        </h2>
        <SyncAllButton onClick={onSyncAll} />
      </div>
      <AlertStack keys={[LOCAL_SYNC_ALERT_KEY, LOCAL_LIST_ALERT_KEY]} />
      {state.status === 'loading' && (
        <div role="status" className="d-flex align-items-center gap-2 mb-3">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          Loading the contracts on this device…
        </div>
      )}
      {state.status === 'failed' && (
        <Alert variant="danger">The contracts on this device could not be read. Reload the app to try again.</Alert>
      )}
      {state.status === 'ready' && (
        <>
          <Unreadable count={state.unreadable.length} />
          {state.contracts.length === 0 ? (
            <p className="contracts-empty">No contracts are saved on this device yet.</p>
          ) : (
            <Table hover className="contracts-table" aria-labelledby={LOCAL_HEADING_ID}>
              <thead>
                <tr>
                  <th scope="col">Active</th>
                  <th scope="col">Customer</th>
                  <th scope="col">Description</th>
                  <th scope="col" className="contracts-number">
                    Amount
                  </th>
                  <th scope="col">Created</th>
                  <th scope="col">Last Sync'd</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {state.contracts.map((contract) => (
                  <ContractRow
                    key={contract.ContractId}
                    contract={contract}
                    active={contract.ContractId === state.activeId}
                    syncing={syncing.has(contract.ContractId)}
                    signed={state.signed[contract.ContractId] ?? []}
                    actions={actions}
                  />
                ))}
              </tbody>
            </Table>
          )}
        </>
      )}
    </section>
  );
}
