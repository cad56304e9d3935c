// The audit log in the office console: every change made in the console or with the admin command line, newest
// first, with who, what, to what, when, and the values before and after; filtered by action and subject.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import type { AuditEntryRead } from '#api/office-reports';
import { formatDateTime } from '#domain/format/date-format';
import { officeAuditLog, type AuditFilter, type AuditPage } from '#web/sync/office-reports';
import { ListState } from './office-query';
import { PageButtons } from './page-buttons';
import { ScrollTable } from './scroll-table';
import './office-lists.css';

/** A change this long or shorter is shown in its row; a longer one behind "Show". */
const SHORT_CHANGE = 60;

const compact = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

function Subject({ subject }: { subject: string }) {
  const contractId = /^contract:(.+)$/.exec(subject)?.[1];
  if (!contractId) return <>{subject}</>;
  return <Link to={`/admin/contracts/${contractId}`}>{subject}</Link>;
}

function Change({ entry }: { entry: AuditEntryRead }) {
  const before = compact(entry.before);
  const after = compact(entry.after);
  const change = (
    <>
      <code>{before}</code> → <code>{after}</code>
    </>
  );
  if (before.length + after.length <= SHORT_CHANGE) return change;
  return (
    <details>
      <summary>Show</summary>
      {change}
    </details>
  );
}

export function AuditScreen() {
  const [filter, setFilter] = useState<AuditFilter>({});
  const [action, setAction] = useState('');
  const [subject, setSubject] = useState('');
  const [page, setPage] = useState(1);
  const audit = useQuery({
    queryKey: ['office', 'audit', filter, page],
    queryFn: async (): Promise<AuditPage> => {
      const result = await officeAuditLog(filter, page);
      if (!result.ok) throw new Error(result.message);
      return result.data;
    },
    placeholderData: keepPreviousData,
  });

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFilter({ action, subject: subject.trim() });
    setPage(1);
  }

  const data = audit.data;
  return (
    <section aria-labelledby="office-audit-title">
      <h2 id="office-audit-title" className="h4">
        Audit log
      </h2>
      <p className="text-body-secondary">
        Every change made in the console or with the admin command line: who, what, when, before and after. Nothing here
        is ever changed or removed.
      </p>
      <Form onSubmit={apply} className="mb-3" aria-label="Filter the audit log">
        <Row className="g-2 align-items-end">
          <Col xs={12} md={4}>
            <Form.Label htmlFor="audit-action">Action</Form.Label>
            <Form.Select id="audit-action" value={action} onChange={(event) => setAction(event.target.value)}>
              <option value="">All</option>
              {(data?.actions ?? []).map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Form.Select>
          </Col>
          <Col xs={12} md={5}>
            <Form.Label htmlFor="audit-subject">Subject contains</Form.Label>
            <Form.Control
              id="audit-subject"
              type="search"
              value={subject}
              maxLength={100}
              aria-describedby="audit-subject-help"
              onChange={(event) => setSubject(event.target.value)}
            />
          </Col>
          <Col xs="auto">
            <Button type="submit">Filter</Button>
          </Col>
        </Row>
        <Form.Text id="audit-subject-help">Subject: a ContractId, a plan code, a user id… or a part of one.</Form.Text>
      </Form>
      <ListState query={audit} what="the audit log" />
      {data && (
        <>
          <p aria-live="polite">
            {data.total === 0 ? 'No entry matches.' : `${data.total} entr${data.total === 1 ? 'y' : 'ies'}.`}
          </p>
          {data.entries.length > 0 && (
            <ScrollTable label="Audit log" className="office-audit">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">Action</th>
                  <th scope="col">Subject</th>
                  <th scope="col">Change</th>
                </tr>
              </thead>
              <tbody>
                {data.entries.map((entry) => (
                  <tr key={entry.id}>
                    <th scope="row">{formatDateTime(entry.at)}</th>
                    <td data-label="Who">
                      {entry.actor.name}
                      {entry.via !== 'api' && <div className="small text-body-secondary">(command line)</div>}
                    </td>
                    <td data-label="Action">{entry.action}</td>
                    <td data-label="Subject" className="office-break">
                      <Subject subject={entry.subject} />
                    </td>
                    <td data-label="Change" className="office-break">
                      <Change entry={entry} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          )}
          <PageButtons
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={setPage}
            what="the audit log"
          />
        </>
      )}
    </section>
  );
}
