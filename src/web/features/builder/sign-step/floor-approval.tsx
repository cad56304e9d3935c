// A contract below the office's floor (docs/decisions/055-price-floors.md): how far below, the request code the agent
// reads to a manager on the phone, and the box for the approval code the manager reads back. Works with no signal.
import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { lockedUntil } from '#domain/approval/approval-attempts';
import { requestCode } from '#domain/approval/approval-code';
import {
  approvalRequestOf,
  enterApproval,
  type ApprovalKey,
  type PriceApproval,
} from '#domain/approval/price-approval';
import type { FloorCheck } from '#domain/approval/price-floors';
import { shortfallText } from '#domain/approval/floor-words';

import { localIsoDate } from '#domain/catalogue/price-book';
import type { Contract } from '#domain/contract/model';
import { formatDollars } from '#domain/format/money-format';
import { toDollars } from '#domain/money';
import { readAttempts, recordAttempt } from '#web/contract-in-progress/floor-gate';

const dollars = (cents: number) => formatDollars(toDollars(cents));

/** '12345678' as '1234 5678', easier to read out over the phone. */
const spaced = (code: string) => `${code.slice(0, 4)} ${code.slice(4)}`;

interface FloorApprovalProps {
  contract: Contract;
  check: FloorCheck;
  agentId: string | null;
  approvalKey: ApprovalKey | null;
  onApproved: (approval: PriceApproval) => void;
  now?: () => Date;
}

export function FloorApproval({
  contract,
  check,
  agentId,
  approvalKey,
  onApproved,
  now = () => new Date(),
}: FloorApprovalProps) {
  const headingId = useId();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const day = localIsoDate(now());
  const request = agentId ? requestCode(approvalRequestOf(contract, agentId, day)) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!agentId || !approvalKey) return;
    const moment = now();
    const locked = lockedUntil(readAttempts(agentId), moment);
    if (locked) {
      setProblem(
        `Too many wrong codes. Try again at ${locked.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })}.`,
      );
      return;
    }
    const entered = enterApproval(contract, agentId, approvalKey, code, { day, at: moment.toISOString() });
    const attempts = recordAttempt(agentId, entered.ok, moment);
    if (entered.ok) {
      onApproved(entered.approval);
      return;
    }
    const until = lockedUntil(attempts, moment);
    setProblem(
      until
        ? `That code does not approve this contract, and that was the fifth wrong code: try again at ${until.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })}.`
        : entered.reason === 'expired'
          ? 'That code has expired. Ask your manager for a new one.'
          : `That code does not approve this contract. Check the digits, and that your manager typed the request code and ${dollars(check.discountCents)}.`,
    );
  }

  return (
    <section className="card floor-approval" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h4">
          A manager&rsquo;s approval is needed
        </h2>
        <p>
          This price is {dollars(check.shortCents)} below the office&rsquo;s floor, so the contract cannot be signed
          until a manager approves it.
        </p>
        <ul>
          {check.shortfalls.map((shortfall) => (
            <li key={shortfall.kind === 'discount' ? 'discount' : `category-${shortfall.categoryId}`}>
              {shortfallText(shortfall)}
            </li>
          ))}
        </ul>
        {!agentId || !approvalKey ? (
          <Alert variant="warning" role="status" className="mb-0">
            This tablet has no approval key for you yet. Sign in again where there is a signal, then ask your manager
            for a code.
          </Alert>
        ) : (
          <>
            <p className="mb-1">Call your manager and read them:</p>
            <dl className="request-code">
              <dt>Request code</dt>
              <dd className="display-6 font-monospace">{request && spaced(request)}</dd>
              <dt>Discount to approve</dt>
              <dd className="fs-4">{dollars(check.discountCents)}</dd>
            </dl>
            <Form noValidate onSubmit={submit}>
              <Form.Group controlId="approval-code" className="mb-3">
                <Form.Label>Approval code from your manager</Form.Label>
                <Form.Control
                  className="approval-code-input"
                  value={code}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={12}
                  isInvalid={problem !== null}
                  onChange={(event) => {
                    setCode(event.target.value);
                    setProblem(null);
                  }}
                />
                <Form.Control.Feedback type="invalid">{problem}</Form.Control.Feedback>
              </Form.Group>
              <Button type="submit" size="lg" disabled={code.replace(/\s/g, '').length !== 8}>
                Check the approval code
              </Button>
            </Form>
          </>
        )}
      </div>
    </section>
  );
}
