// One contract in the office console: what it is and its state, the versions the cloud accepted, its signed copies
// (download, the hash checked again, resend), the flags raised on it, its cancellation, and who it belongs to.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Badge } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import type { OfficeContractDetail } from '#api/office-contracts';
import { formatDate, formatDateTime } from '#domain/format/date-format';
import { formatDollars } from '#domain/format/money-format';
import { officeContract } from '#web/sync/office-contracts';
import { CancellationPanel } from './cancellation-panel';
import { STATE_BADGES, STATE_NAMES } from './contract-words';
import { DoneNotice, ListState } from './office-query';
import { ReassignForm } from './reassign-form';
import { ScrollTable } from './scroll-table';
import { InstallerReceiptsKept } from './installer-receipts-kept';
import { SignedCopies } from './signed-copies';

export function ContractScreen() {
  const { contractId = '' } = useParams();
  const client = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const key = ['office', 'contract', contractId];
  const detail = useQuery({
    queryKey: key,
    queryFn: async (): Promise<OfficeContractDetail> => {
      const result = await officeContract(contractId);
      if (!result.ok) throw new Error(result.message);
      return result.data;
    },
  });
  const changed = async (message: string) => {
    setDone(message);
    await client.invalidateQueries({ queryKey: ['office'] });
  };

  const data = detail.data;
  return (
    <section aria-labelledby="office-contract-title">
      <p>
        <Link to="/admin/contracts">All contracts</Link>
      </p>
      <h2 id="office-contract-title" className="h4">
        Contract {contractId}
      </h2>
      <DoneNotice message={done} onClose={() => setDone(null)} />
      <ListState query={detail} what="the contract" />
      {data && (
        <>
          <dl className="office-facts">
            <dt>State</dt>
            <dd>
              <Badge {...STATE_BADGES[data.contract.state]}>{STATE_NAMES[data.contract.state]}</Badge>
            </dd>
            <dt>Customer</dt>
            <dd>
              {data.contract.customer || '(no name)'}
              {data.contract.customerState && `, ${data.contract.customerState}`}
            </dd>
            <dt>Description</dt>
            <dd>{data.contract.description || '(none)'}</dd>
            <dt>Agent</dt>
            <dd>{data.contract.agent?.name ?? 'None'}</dd>
            <dt>Net due</dt>
            <dd>{formatDollars(data.contract.netDue)}</dd>
            <dt>Priced from</dt>
            <dd>
              {data.priceBooks.length === 0
                ? 'Not recorded (an app before price books)'
                : data.priceBooks.map((version) => `price book ${version}`).join(', ')}
            </dd>
            {data.options.length > 0 && (
              <>
                <dt>Options shown</dt>
                <dd>
                  {data.options
                    .map(
                      (option) =>
                        `${option.name} ${formatDollars(option.netDue)} (${option.current ? (data.signed.length > 0 ? 'chosen' : 'current') : 'not chosen'})`,
                    )
                    .join('; ')}
                </dd>
              </>
            )}
            <dt>Date</dt>
            <dd>{formatDate(data.contract.date)}</dd>
            <dt>Last synced</dt>
            <dd>{formatDateTime(data.contract.syncedAt)}</dd>
          </dl>
          {data.flags.length > 0 && (
            <Alert variant="warning">
              <h3 className="h6">For the office to look at</h3>
              <ul className="mb-0">
                {data.flags.map((flag) => (
                  <li key={`${flag.kind}-${flag.raisedAt}`}>
                    {flag.message} <span className="text-body-secondary">({formatDateTime(flag.raisedAt)})</span>
                  </li>
                ))}
              </ul>
            </Alert>
          )}
          <SignedCopies contractId={contractId} signed={data.signed} onChanged={changed} />
          <InstallerReceiptsKept contractId={contractId} receipts={data.installerReceipts} />
          <CancellationPanel
            contractId={contractId}
            cancellation={data.cancellation}
            signed={data.signed.length > 0}
            onChanged={changed}
          />
          <ReassignForm contractId={contractId} agentId={data.contract.agent?.id ?? null} onChanged={changed} />
          <h3 className="h5 mt-4">Versions</h3>
          {data.versions.length === 0 ? (
            <p>No version is recorded: the contract was synced before versions were kept.</p>
          ) : (
            <ScrollTable label="Versions" className="office-versions">
              <thead>
                <tr>
                  <th scope="col">Version</th>
                  <th scope="col">Synced</th>
                  <th scope="col">By</th>
                  <th scope="col">Device</th>
                </tr>
              </thead>
              <tbody>
                {data.versions.map((version) => (
                  <tr key={version.version}>
                    <th scope="row">{version.version}</th>
                    <td data-label="Synced">{formatDateTime(version.pushedAt)}</td>
                    <td data-label="By">{version.pushedBy.name || version.pushedBy.email}</td>
                    <td data-label="Device" className="small text-break">
                      {version.device ?? 'Unknown'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          )}
        </>
      )}
    </section>
  );
}
