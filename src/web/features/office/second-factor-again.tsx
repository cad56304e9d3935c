// The code again, before the console opens (docs/decisions/075-office-second-factor.md): why it is asked (not given
// in this session, 12 hours on, 30 idle minutes) and a field for the app's code or a recovery code.
import { useState, type FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import type { SecondFactorStatus } from '#api/second-factor';
import { verifyOwnSecondFactor } from '#web/sync/second-factor-calls';
import { ProblemAlert } from './problem-alert';

const WHY: Record<NonNullable<SecondFactorStatus['reason']>, string> = {
  'not-given': 'This sign-in has not given your authenticator code yet.',
  expired: 'It is more than 12 hours since you last gave your authenticator code.',
  idle: 'The office console was not used for 30 minutes.',
};

export function SecondFactorAgain({ status, onDone }: { status: SecondFactorStatus; onDone: () => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (!code) return setProblem('Enter the 6 digits the app shows, or a recovery code.');
    setProblem(null);
    setBusy(true);
    const result = await verifyOwnSecondFactor(code);
    setBusy(false);
    if (!result.ok) return setProblem(result.message);
    onDone();
  }

  return (
    <section aria-labelledby="second-factor-again-title" className="office-narrow">
      <h2 id="second-factor-again-title" className="h4">
        Enter your code to continue
      </h2>
      <p>
        {status.reason ? WHY[status.reason] : null} The office console holds every customer&rsquo;s contract, so it asks
        for the code from your authenticator app again.
      </p>
      {status.locked && (
        <Alert variant="warning">
          Too many wrong codes were entered for your account, so the app&rsquo;s codes are locked: use one of your
          recovery codes, or ask an admin.
        </Alert>
      )}
      <Form onSubmit={(event) => void submit(event)} aria-label="Give your authenticator code">
        <Form.Group className="mb-2" controlId="second-factor-again-code">
          <Form.Label>Code from the app, or a recovery code</Form.Label>
          <Form.Control name="code" inputMode="text" autoComplete="one-time-code" maxLength={20} />
        </Form.Group>
        <Button type="submit" disabled={busy}>
          Continue
        </Button>
      </Form>
      <ProblemAlert problem={problem} />
    </section>
  );
}
