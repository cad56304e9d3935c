// 'Cloud Contracts' (docs/product-rules.md#screens): the cloud's contracts, searched by Last Name and Description,
// each with Download. Signed out, the filters are off and the agent is asked to sign in. A failed search shows
// quietly under the filters (the original only logged it), so the agent knows the list is not the cloud's.
import { useId, useState, type ReactNode } from 'react';
import { Form, Spinner, Table } from 'react-bootstrap';
import { ArrowClockwise, CloudArrowDown } from 'react-bootstrap-icons';
import { Link } from 'react-router';
import { SEARCH_PAGE_SIZE, type ContractSummary } from '#api/contract-calls';
import type { Contract } from '#domain/contract/model';
import { formatDate, formatDateTime } from '#domain/format/date-format';
import { formatDollars } from '#domain/format/money-format';
import { AlertStack } from '../../components/alerts/alert-stack';
import { clearAlerts, showAlert } from '../../components/alerts/alerts-store';
import { useOnlineStatus } from '../../hooks/use-online-status';
import { CLOUD_SIGN_IN_MESSAGE, downloadCloudContract } from '../../sync/cloud-search-and-download';
import { useSessionStore } from '../../sync/session-store';
import { contractLabel } from './contract-labels';
import { ContractsPager } from './contracts-pager';
import { IconButton } from '../../components/icon-button';
import type { QueuedConflict } from './use-contract-sync';
import { shownResponse, useCloudSearch, type CloudFilters } from './use-cloud-search';

export const CLOUD_ALERT_KEY = 'cloudContracts';
export const CLOUD_HEADING_ID = 'cloud-contracts-heading';

export interface CloudContractsProps {
  /** Opens a downloaded contract in the builder. */
  onOpen: (contract: Contract) => Promise<unknown>;
  /** The device has unsynced changes to the contract downloaded: the agent chooses. */
  onConflict: (conflict: QueuedConflict) => void;
}

function CloudRow({
  contract,
  busy,
  onDownload,
}: {
  contract: ContractSummary;
  busy: boolean;
  onDownload: () => void;
}) {
  const label = contractLabel(contract);
  const synced = formatDateTime(contract.SyncDate);
  return (
    <tr>
      <td className="contracts-title" data-label="Last Name">
        {contract.Customer.Last}
      </td>
      <td data-label="First">{contract.Customer.First}</td>
      <td className="contracts-wide" data-label="Description">
        {contract.Description.trim() || <span className="text-body-secondary">—</span>}
      </td>
      <td className="contracts-number" data-label="Amount">
        {formatDollars(contract.Values.Total)}
      </td>
      <td data-label="Created">
        <time dateTime={contract.Date}>{formatDate(contract.Date)}</time>
      </td>
      <td data-label="Last Sync'd">
        {synced ? <time dateTime={contract.SyncDate ?? undefined}>{synced}</time> : 'Never'}
      </td>
      <td className="contracts-wide contracts-actions-cell">
        <div className="contracts-actions">
          <IconButton
            tip="Download"
            label={`Download ${label}`}
            busy={busy}
            busyLabel={`Downloading ${label}`}
            onClick={onDownload}
          >
            <CloudArrowDown aria-hidden="true" />
          </IconButton>
        </div>
      </td>
    </tr>
  );
}

function FilterField({
  name,
  label,
  value,
  disabled,
  describedBy,
  onChange,
}: {
  name: keyof CloudFilters;
  label: string;
  value: string;
  disabled: boolean;
  describedBy?: string;
  onChange: (name: keyof CloudFilters, value: string) => void;
}) {
  const id = useId();
  return (
    <Form.Group className="cloud-filter" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="search"
        value={value}
        disabled={disabled}
        autoComplete="off"
        aria-describedby={describedBy}
        onChange={(event) => onChange(name, event.target.value)}
      />
    </Form.Group>
  );
}

export function CloudContracts({ onOpen, onConflict }: CloudContractsProps) {
  const online = useOnlineStatus();
  const signedIn = useSessionStore((state) => state.status === 'signed-in');
  const enabled = online && signedIn;
  const search = useCloudSearch(enabled);
  const [downloading, setDownloading] = useState<string | null>(null);
  const reasonId = useId();
  const response = shownResponse(search.state);
  const loading = search.state.status === 'loading';

  async function download(contract: ContractSummary): Promise<void> {
    if (downloading) return;
    clearAlerts([CLOUD_ALERT_KEY]);
    setDownloading(contract.ContractId);
    try {
      const result = await downloadCloudContract(contract.ContractId);
      if (result.ok) {
        await onOpen(result.contract);
      } else if (result.reason === 'pending-changes') {
        onConflict({ ...result, origin: 'download' });
      } else {
        showAlert({ key: CLOUD_ALERT_KEY, variant: 'danger', title: 'Download failed', lines: [result.message] });
      }
    } finally {
      setDownloading(null);
    }
  }

  let message: ReactNode = null;
  if (!signedIn) {
    message = (
      <>
        Please <Link to="/login">sign in</Link> to load contracts from the cloud.
      </>
    );
  } else if (!online) {
    message = 'You are offline. The cloud contracts load once you are back online.';
  } else if (search.state.status === 'failed') {
    message = `The cloud contracts could not be loaded: ${search.state.message}`;
  } else if (search.state.status === 'idle') {
    message = CLOUD_SIGN_IN_MESSAGE;
  } else if (loading && !response) {
    message = (
      <span className="d-inline-flex align-items-center gap-2">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        Loading the cloud contracts…
      </span>
    );
  } else if (response && response.total === 0) {
    message =
      search.filters.last.trim() || search.filters.description.trim()
        ? 'No cloud contracts match these filters.'
        : 'There are no contracts in the cloud yet.';
  }
  const rows = enabled && search.state.status !== 'failed' && response && response.total > 0 ? response : null;

  return (
    <section className="contracts-section" aria-labelledby={CLOUD_HEADING_ID} aria-busy={loading || undefined}>
      <div className="contracts-section-head">
        <h2 id={CLOUD_HEADING_ID} className="h3">
          Cloud Contracts
        </h2>
        {loading && response && (
          <span className="d-inline-flex align-items-center gap-2 text-body-secondary small">
            <Spinner animation="border" size="sm" aria-hidden="true" />
            Updating…
          </span>
        )}
      </div>
      <AlertStack keys={[CLOUD_ALERT_KEY]} />
      <div className="cloud-filters">
        <FilterField
          name="last"
          label="Last Name"
          value={search.filters.last}
          disabled={!enabled}
          describedBy={enabled ? undefined : reasonId}
          onChange={search.setFilter}
        />
        <FilterField
          name="description"
          label="Description"
          value={search.filters.description}
          disabled={!enabled}
          describedBy={enabled ? undefined : reasonId}
          onChange={search.setFilter}
        />
        {/* Never busy: pressed while a search hangs, it aborts that one and asks again. */}
        <IconButton tip="Refresh" label="Refresh cloud contracts" disabled={!enabled} onClick={search.refresh}>
          <ArrowClockwise aria-hidden="true" />
        </IconButton>
      </div>
      {message !== null && (
        <div id={reasonId} className="cloud-message mb-3" role="status">
          {message}
        </div>
      )}
      {rows && (
        <>
          <Table hover className="contracts-table" aria-labelledby={CLOUD_HEADING_ID}>
            <thead>
              <tr>
                <th scope="col">Last Name</th>
                <th scope="col">First</th>
                <th scope="col">Description</th>
                <th scope="col" className="contracts-number">
                  Amount
                </th>
                <th scope="col">Created</th>
                <th scope="col">Last Sync'd</th>
                <th scope="col">Download</th>
              </tr>
            </thead>
            <tbody>
              {rows.items.map((contract) => (
                <CloudRow
                  key={contract.ContractId}
                  contract={contract}
                  busy={downloading === contract.ContractId}
                  onDownload={() => void download(contract)}
                />
              ))}
            </tbody>
          </Table>
          <ContractsPager
            page={rows.page}
            pageSize={SEARCH_PAGE_SIZE}
            total={rows.total}
            totalCapped={rows.totalCapped}
            onPage={search.goToPage}
            label="Pages of cloud contracts"
          />
        </>
      )}
    </section>
  );
}
