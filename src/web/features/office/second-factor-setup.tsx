// Setting up the authenticator app in the office console: a QR code to scan (or a key to type), the app's first code
// to confirm it, then the ten recovery codes shown this once (docs/decisions/045-second-factor.md).
import { useState, type FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import type { z } from 'zod';
import type { enrolmentSchema } from '#api/second-factor';
import { confirmSecondFactor, startSecondFactor } from '#web/sync/second-factor-calls';
import { ProblemAlert } from './problem-alert';

type Enrolment = z.infer<typeof enrolmentSchema>;

/** 'JBSWY3DPEHPK3PXP' -> 'JBSW Y3DP EHPK 3PXP': a key read and typed in groups. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export function SecondFactorSetup({ onDone }: { onDone: () => void }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function start() {
    setProblem(null);
    setBusy(true);
    const result = await startSecondFactor();
    setBusy(false);
    if (!result.ok) return setProblem(result.message);
    setEnrolment(result.data);
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (!code) return setProblem('Enter the 6 digits the app shows.');
    setProblem(null);
    setBusy(true);
    const result = await confirmSecondFactor(code);
    setBusy(false);
    if (!result.ok) return setProblem(result.message);
    setCodes(result.data.recoveryCodes);
  }

  if (codes) {
    return (
      <section aria-labelledby="recovery-title">
        <h2 id="recovery-title" className="h4">
          Your recovery codes
        </h2>
        <Alert variant="success">Your authenticator app is set up: every sign-in now asks for its code.</Alert>
        <p>
          Keep these somewhere safe, away from your phone. Each one signs you in once if you lose the phone. They are
          shown only now.
        </p>
        <ol className="recovery-codes font-monospace" aria-label="Recovery codes">
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
        <Button onClick={onDone}>I have kept them: open the console</Button>
      </section>
    );
  }

  return (
    <section aria-labelledby="second-factor-title">
      <h2 id="second-factor-title" className="h4">
        Set up your second factor
      </h2>
      <p>
        The console asks for a code from an authenticator app (Google Authenticator, Microsoft Authenticator,
        1Password…) besides your password: a stolen password alone then opens nothing. Every manager and admin has one
        before the console opens.
      </p>
      {!enrolment ? (
        <Button onClick={() => void start()} disabled={busy}>
          Set up the authenticator app
        </Button>
      ) : (
        <>
          <ol>
            <li>
              Scan this QR code with the app:
              <div className="second-factor-qr my-2">
                <img
                  src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qrSvg)}`}
                  alt="QR code to scan with your authenticator app"
                  width={200}
                  height={200}
                />
              </div>
              Or type this key into it: <code className="second-factor-key">{grouped(enrolment.secret)}</code>
            </li>
            <li>Enter the code the app shows for Contract Builder.</li>
          </ol>
          <Form
            onSubmit={(event) => void confirm(event)}
            aria-label="Confirm the authenticator app"
            className="office-narrow"
          >
            <Form.Group className="mb-2" controlId="second-factor-code">
              <Form.Label>Code from the app</Form.Label>
              <Form.Control name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={12} />
            </Form.Group>
            <Button type="submit" disabled={busy}>
              Confirm
            </Button>
          </Form>
        </>
      )}
      <ProblemAlert problem={problem} />
    </section>
  );
}
