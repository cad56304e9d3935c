// A manager's approval code, given from the console on a phone (docs/decisions/055-price-floors.md): the agent who
// called, the request code their tablet shows and the discount approved to the cent; the answer is read back to them.
import { useState, type FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import type { GivenApproval } from '#api/price-floors';
import { localIsoDate } from '#domain/catalogue/price-book';
import { parseAmountInput } from '#domain/contract/amount-input';
import { formatDollars } from '#domain/format/money-format';
import { toCents, toDollars } from '#domain/money';
import { giveOfficeApproval } from '#web/sync/office-approvals';
import { officePeople } from '#web/sync/office-people';
import { PEOPLE_KEY } from './people-screen';
import { ListState, useOfficeList } from './office-query';

const spaced = (code: string) => `${code.slice(0, 4)} ${code.slice(4)}`;

export function ApprovalForm() {
  const people = useOfficeList(PEOPLE_KEY, officePeople);
  const [agentId, setAgentId] = useState('');
  const [request, setRequest] = useState('');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [given, setGiven] = useState<GivenApproval | null>(null);
  const [sending, setSending] = useState(false);
  const agents = (people.data ?? []).filter((person) => !person.disabled);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const discount = parseAmountInput(amount);
    const digits = request.replace(/\s/g, '');
    if (!agentId) return setProblem('Choose the agent who called.');
    if (!/^\d{8}$/.test(digits)) return setProblem('The request code is the 8 digits the agent reads from the tablet.');
    if (!discount.ok || discount.value <= 0) return setProblem('Type the discount to approve, such as 1,250.00.');
    setSending(true);
    const result = await giveOfficeApproval({
      agentId,
      requestCode: digits,
      discountCents: toCents(discount.value),
      day: localIsoDate(new Date()),
    });
    setSending(false);
    if (!result.ok) return setProblem(result.message);
    setProblem(null);
    setGiven(result.data);
  }

  return (
    <section aria-labelledby="office-approve-title" className="approval-form">
      <h2 id="office-approve-title" className="h4">
        Approve a price below the floor
      </h2>
      <p className="text-body-secondary">
        An agent whose price is below the floor calls you with the request code on their tablet. The code you give
        approves that contract, as it stands, for exactly that discount, today and tomorrow.
      </p>
      <ListState query={people} what="the people" />
      {given && (
        <Alert variant="success" role="status">
          <p className="mb-1">Read this approval code to {given.agentName}:</p>
          <p className="display-6 font-monospace mb-1" aria-label={`Approval code ${given.code}`}>
            {spaced(given.code)}
          </p>
          <p className="mb-0">
            It approves a discount of {formatDollars(toDollars(given.discountCents))} and is good through{' '}
            {given.lastDay}. You may give {given.remaining} more this hour.
          </p>
        </Alert>
      )}
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <Form.Group controlId="approval-agent" className="mb-3">
          <Form.Label>Agent who called</Form.Label>
          <Form.Select value={agentId} onChange={(event) => setAgentId(event.target.value)}>
            <option value="">Choose the agent…</option>
            {agents.map((person) => (
              <option key={person.id} value={person.id}>
                {person.displayName || `${person.first} ${person.last}`} ({person.email})
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="approval-request" className="mb-3">
          <Form.Label>Request code</Form.Label>
          <Form.Control
            value={request}
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            onChange={(event) => setRequest(event.target.value)}
          />
        </Form.Group>
        <Form.Group controlId="approval-amount" className="mb-3">
          <Form.Label>Discount to approve ($)</Form.Label>
          <Form.Control
            value={amount}
            inputMode="decimal"
            autoComplete="off"
            onChange={(event) => setAmount(event.target.value)}
          />
          <Form.Text>The discount and coupon together, as the tablet shows it, to the cent.</Form.Text>
        </Form.Group>
        {problem && (
          <Alert variant="danger" role="alert">
            {problem}
          </Alert>
        )}
        <Button type="submit" size="lg" disabled={sending}>
          {sending ? 'Giving the code…' : 'Give the approval code'}
        </Button>
      </Form>
    </section>
  );
}
