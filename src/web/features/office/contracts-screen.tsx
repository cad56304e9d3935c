// Contracts in the office console: every contract with its state, agent, customer, net due and dates, newest first;
// searched by name, description or ContractId, filtered by state, agent and branch, exported as CSV. A ContractId
// opens it.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Badge, Button, Col, Form, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { CONTRACT_STATES, type ContractState, type OfficeContractsResponse } from '#api/office-contracts';
import { formatDate } from '#domain/format/date-format';
import { formatDollars } from '#domain/format/money-format';
import { officeContracts, officeContractsCsv, type ContractFilter } from '#web/sync/office-contracts';
import { saveFile } from '#web/sync/office-files';
import { officePeople } from '#web/sync/office-people';
import { STATE_BADGES, STATE_NAMES } from './contract-words';
import { ListState, useOfficeList } from './office-query';
import { PageButtons } from './page-buttons';
import { useBranchNames } from './branch-select';
import { ScrollTable } from './scroll-table';

export function ContractsScreen() {
  const [filter, setFilter] = useState<ContractFilter>({});
  const [page, setPage] = useState(1);
  const [exportProblem, setExportProblem] = useState<string | null>(null);
  const people = useOfficeList(['office', 'people'], officePeople);
  const contracts = useQuery({
    queryKey: ['office', 'contracts', filter, page],
    queryFn: async (): Promise<OfficeContractsResponse> => {
      const result = await officeContracts(filter, page);
      if (!result.ok) throw new Error(result.message);
      return result.data;
    },
    placeholderData: keepPreviousData,
  });

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    setFilter({
      q: text('q'),
      state: text('state') as ContractState | undefined,
      agent: text('agent'),
      branch: text('branch'),
    });
    setPage(1);
  }

  async function exportCsv() {
    setExportProblem(null);
    const file = await officeContractsCsv(filter);
    if (!file.ok) return setExportProblem(file.message);
    saveFile(file.data, `contracts-${new Date().toISOString().slice(0, 10)}.csv`);
  }

  const agents = (people.data ?? []).filter((person) => person.role === 'agent' || person.role === 'manager');
  const branches = useBranchNames();
  const data = contracts.data;
  return (
    <section aria-labelledby="office-contracts-title">
      <h2 id="office-contracts-title" className="h4">
        Contracts
      </h2>
      <p className="text-body-secondary">
        Every contract the cloud holds, newest first. A draft was never saved; only signed contracts are sales.
      </p>
      <Form onSubmit={search} className="mb-3" aria-label="Find contracts">
        <Row className="g-2 align-items-end">
          <Col xs={12} md={4}>
            <Form.Label htmlFor="contracts-q">Customer, description or ContractId</Form.Label>
            <Form.Control id="contracts-q" name="q" type="search" defaultValue={filter.q ?? ''} />
          </Col>
          <Col xs={6} md={3}>
            <Form.Label htmlFor="contracts-state">State</Form.Label>
            <Form.Select id="contracts-state" name="state" defaultValue={filter.state ?? ''}>
              <option value="">Any state</option>
              {CONTRACT_STATES.map((state) => (
                <option key={state} value={state}>
                  {STATE_NAMES[state]}
                </option>
              ))}
            </Form.Select>
          </Col>
          <Col xs={6} md={3}>
            <Form.Label htmlFor="contracts-agent">Agent</Form.Label>
            <Form.Select id="contracts-agent" name="agent" defaultValue={filter.agent ?? ''}>
              <option value="">Any agent</option>
              {agents.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.displayName || `${person.first} ${person.last}`}
                </option>
              ))}
            </Form.Select>
          </Col>
          {branches.length > 0 && (
            <Col xs={6} md={2}>
              <Form.Label htmlFor="contracts-branch">Branch</Form.Label>
              <Form.Select id="contracts-branch" name="branch" defaultValue={filter.branch ?? ''}>
                <option value="">Any branch</option>
                {branches.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </Form.Select>
            </Col>
          )}
          <Col xs="auto">
            <Button type="submit">Find</Button>
          </Col>
          <Col xs="auto">
            <Button variant="outline-primary" onClick={() => void exportCsv()}>
              Export CSV
            </Button>
          </Col>
        </Row>
      </Form>
      {exportProblem && (
        <p role="alert" className="text-danger">
          Could not export: {exportProblem}
        </p>
      )}
      <ListState query={contracts} what="the contracts" />
      {data && (
        <>
          <p aria-live="polite">
            {data.total === 0 ? 'No contract matches.' : `${data.total} contract${data.total === 1 ? '' : 's'}.`}
          </p>
          {data.contracts.length > 0 && (
            <ScrollTable label="Contracts" className="office-contracts">
              <thead>
                <tr>
                  <th scope="col">Contract</th>
                  <th scope="col">State</th>
                  <th scope="col">Customer</th>
                  <th scope="col">Agent</th>
                  <th scope="col" className="text-end">
                    Net due
                  </th>
                  <th scope="col">Date</th>
                  <th scope="col">Signed</th>
                </tr>
              </thead>
              <tbody>
                {data.contracts.map((contract) => (
                  <tr key={contract.contractId}>
                    <th scope="row">
                      <Link to={`/admin/contracts/${contract.contractId}`}>{contract.contractId}</Link>
                      {contract.description && <div className="small text-body-secondary">{contract.description}</div>}
                    </th>
                    <td data-label="State">
                      <Badge {...STATE_BADGES[contract.state]}>{STATE_NAMES[contract.state]}</Badge>
                    </td>
                    <td data-label="Customer">
                      {contract.customer || '(no name)'}
                      {contract.customerState && `, ${contract.customerState}`}
                    </td>
                    <td data-label="Agent">
                      <div>
                        {contract.agent?.name ?? 'None'}
                        {contract.branch && <div className="small text-body-secondary">{contract.branch}</div>}
                      </div>
                    </td>
                    <td data-label="Net due" className="text-end">
                      {formatDollars(contract.netDue)}
                    </td>
                    <td data-label="Date">{formatDate(contract.date)}</td>
                    <td data-label="Signed">{contract.signedAt ? formatDate(contract.signedAt) : 'Not signed'}</td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          )}
          <PageButtons page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} what="contracts" />
        </>
      )}
    </section>
  );
}
