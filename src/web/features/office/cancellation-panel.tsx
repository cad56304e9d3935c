// A contract's cancellation in the office: recorded once with the date of the notice and how it came, then shown with
// whether it came by the last day the signed contract stated. Nothing is deleted.
import { useState, type FormEvent } from 'react';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import { NOTICE_WAYS, type Cancellation } from '#api/office-contracts';
import { formatDateTime, longDay } from '#domain/format/date-format';
import { cancelContract } from '#web/sync/office-contracts';
import { NOTICE_NAMES } from './contract-words';
import { ProblemAlert } from './problem-alert';

function judgement(cancellation: Cancellation): string {
  if (cancellation.deadline === null) return 'The contract was not signed on a tablet: no deadline was stated.';
  const deadline = longDay(cancellation.deadline);
  return cancellation.withinDeadline
    ? `Within the deadline: the contract stated ${deadline} as the last day to cancel.`
    : `After the deadline: the contract stated ${deadline} as the last day to cancel.`;
}

export function CancellationPanel({
  contractId,
  cancellation,
  signed,
  onChanged,
}: {
  contractId: string;
  cancellation: Cancellation | null;
  signed: boolean;
  onChanged: (message: string) => Promise<void>;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (cancellation) {
    return (
      <section aria-labelledby="cancellation-title" className="mt-4">
        <h3 id="cancellation-title" className="h5">
          Cancellation
        </h3>
        <Alert variant={cancellation.withinDeadline === false ? 'warning' : 'secondary'}>
          <p className="mb-1">
            The customer cancelled: notice dated {longDay(cancellation.noticeDate)},{' '}
            {NOTICE_NAMES[cancellation.noticeBy].split(' (')[0]?.toLowerCase()}.
          </p>
          <p className="mb-1">{judgement(cancellation)}</p>
          {cancellation.note && <p className="mb-1">Note: {cancellation.note}</p>}
          <p className="mb-0 small">
            Recorded by {cancellation.recordedBy}, {formatDateTime(cancellation.recordedAt)}.
          </p>
        </Alert>
      </section>
    );
  }

  async function record(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    const form = new FormData(event.currentTarget);
    const noticeDate = String(form.get('noticeDate') ?? '');
    if (!noticeDate) return setProblem('Give the date of the notice.');
    setSaving(true);
    const result = await cancelContract(contractId, {
      noticeDate,
      noticeBy: String(form.get('noticeBy')) as (typeof NOTICE_WAYS)[number],
      note: String(form.get('note') ?? ''),
    });
    setSaving(false);
    if (!result.ok) return setProblem(result.message);
    await onChanged(`Cancellation recorded. ${judgement(result.data.cancellation)}`);
  }

  return (
    <section aria-labelledby="cancellation-title" className="mt-4">
      <h3 id="cancellation-title" className="h5">
        Record a cancellation
      </h3>
      <p className="text-body-secondary">
        {signed
          ? 'When the customer sends or hands over a notice of cancellation. The contract and its signed copies stay; the agent’s tablet shows it cancelled after its next sync.'
          : 'This contract was not signed on a tablet; a cancellation can still be recorded.'}
      </p>
      <Form onSubmit={(event) => void record(event)} aria-label="Record a cancellation">
        <Row className="g-2 align-items-end">
          <Col xs={12} sm={4}>
            <Form.Label htmlFor="notice-date">Date of the notice</Form.Label>
            <Form.Control id="notice-date" name="noticeDate" type="date" required />
          </Col>
          <Col xs={12} sm={5}>
            <Form.Label htmlFor="notice-by">How it came</Form.Label>
            <Form.Select id="notice-by" name="noticeBy" defaultValue="mail">
              {NOTICE_WAYS.map((way) => (
                <option key={way} value={way}>
                  {NOTICE_NAMES[way]}
                </option>
              ))}
            </Form.Select>
          </Col>
          <Col xs={12}>
            <Form.Label htmlFor="notice-note">Note (optional)</Form.Label>
            <Form.Control id="notice-note" name="note" maxLength={1000} />
          </Col>
          <Col xs="auto">
            <Button type="submit" variant="danger" disabled={saving}>
              Record the cancellation
            </Button>
          </Col>
        </Row>
      </Form>
      <ProblemAlert problem={problem} />
    </section>
  );
}
