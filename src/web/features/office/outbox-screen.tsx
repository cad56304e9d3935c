// The outbox in the office console: every email of a signed copy, newest first, with its state, attempts and last
// error; the office filters by state and tries a waiting or failed email again now.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Badge, Button, Form } from 'react-bootstrap';
import { Link } from 'react-router';
import { OUTBOX_STATES, type OutboxEmail, type OutboxState } from '#api/office-outbox';
import { formatDateTime } from '#domain/format/date-format';
import { officeOutbox, retryOfficeEmail, type OutboxPage } from '#web/sync/office-reports';
import { DoneNotice, ListState } from './office-query';
import { PageButtons } from './page-buttons';
import { ScrollTable } from './scroll-table';
import './office-lists.css';

const OUTBOX_KEY = ['office', 'outbox'] as const;

const STATE_NAMES: Record<OutboxState, string> = { waiting: 'Waiting', sent: 'Sent', failed: 'Failed' };
const STATE_BADGES: Record<OutboxState, string> = { waiting: 'secondary', sent: 'success', failed: 'danger' };
const REASON_NAMES: Record<OutboxEmail['reason'], string> = {
  signed: 'Signed copy',
  resend: 'Sent again',
  receipt: 'Installer’s receipt',
  'resend-notice': 'Customer told of a copy sent elsewhere',
};

function StateCell({ email }: { email: OutboxEmail }) {
  const when =
    email.state === 'sent'
      ? formatDateTime(email.sentAt)
      : email.state === 'waiting'
        ? `Next try ${formatDateTime(email.nextAttemptAt)}`
        : '';
  return (
    <td data-label="State">
      <Badge bg={STATE_BADGES[email.state]}>{STATE_NAMES[email.state]}</Badge>
      {when && <div className="small text-body-secondary">{when}</div>}
    </td>
  );
}

export function OutboxScreen() {
  const client = useQueryClient();
  const [state, setState] = useState<OutboxState | ''>('');
  const [page, setPage] = useState(1);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [trying, setTrying] = useState<number | null>(null);
  const outbox = useQuery({
    queryKey: [...OUTBOX_KEY, state, page],
    queryFn: async (): Promise<OutboxPage> => {
      const result = await officeOutbox(state || undefined, page);
      if (!result.ok) throw new Error(result.message);
      return result.data;
    },
    placeholderData: keepPreviousData,
  });

  async function tryAgain(email: OutboxEmail) {
    setDone(null);
    setProblem(null);
    setTrying(email.id);
    const result = await retryOfficeEmail(email.id);
    setTrying(null);
    if (!result.ok) return setProblem(`Could not try the email to ${email.to} again: ${result.message}`);
    setDone(`Due now: the email to ${email.to} is sent at the outbox's next look.`);
    await client.invalidateQueries({ queryKey: OUTBOX_KEY });
  }

  const data = outbox.data;
  const which = state ? `${STATE_NAMES[state].toLowerCase()} ` : '';
  return (
    <section aria-labelledby="office-outbox-title">
      <h2 id="office-outbox-title" className="h4">
        Outbox
      </h2>
      <p className="text-body-secondary">
        The emails of signed copies to customers and agents, newest first. A waiting email is tried again by itself,
        with a longer pause each time; after 10 attempts it fails and waits for the office.
      </p>
      <Form.Group className="mb-3 office-narrow" controlId="outbox-state">
        <Form.Label>Show</Form.Label>
        <Form.Select
          value={state}
          onChange={(event) => {
            setState(event.target.value as OutboxState | '');
            setPage(1);
          }}
        >
          <option value="">All</option>
          {OUTBOX_STATES.map((value) => (
            <option key={value} value={value}>
              {STATE_NAMES[value]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <DoneNotice message={done} onClose={() => setDone(null)} />
      {problem && (
        <Alert variant="danger" role="alert" onClose={() => setProblem(null)} dismissible>
          {problem}
        </Alert>
      )}
      <ListState query={outbox} what="the outbox" />
      {data && (
        <>
          <p aria-live="polite">
            {data.total === 0 ? `No ${which}email.` : `${data.total} ${which}email${data.total === 1 ? '' : 's'}.`}
          </p>
          {data.emails.length > 0 && (
            <ScrollTable label="Outbox" className="office-outbox">
              <thead>
                <tr>
                  <th scope="col">Contract</th>
                  <th scope="col">To</th>
                  <th scope="col">Why</th>
                  <th scope="col">State</th>
                  <th scope="col" className="text-end">
                    Attempts
                  </th>
                  <th scope="col">Last error</th>
                  <th scope="col">
                    <span className="visually-hidden">Try again</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.emails.map((email) => (
                  <tr key={email.id}>
                    <th scope="row">
                      <Link to={`/admin/contracts/${email.contractId}`}>{email.contractId}</Link>
                    </th>
                    <td data-label="To" className="office-break">
                      {email.to}
                      {email.cc && <div className="small text-body-secondary">cc {email.cc}</div>}
                    </td>
                    <td data-label="Why">{REASON_NAMES[email.reason]}</td>
                    <StateCell email={email} />
                    <td data-label="Attempts" className="text-end">
                      {email.attempts}
                    </td>
                    <td data-label="Last error" className="office-break">
                      {email.lastError ?? '—'}
                    </td>
                    <td className="text-end">
                      {email.state !== 'sent' && (
                        <Button
                          variant="outline-primary"
                          size="sm"
                          aria-label={`Try the email to ${email.to} again`}
                          disabled={trying !== null}
                          onClick={() => void tryAgain(email)}
                        >
                          Try again
                        </Button>
                      )}
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
            what="the outbox"
          />
        </>
      )}
    </section>
  );
}
