// First on the Sign step, as ESIGN asks before a consumer receives a required record electronically: what they
// will receive, their right to paper, how to withdraw, what they need to open it. The buyer agrees, with the address
// for the copy (none without email: the copy is taken at the table), or chooses paper and the printed contract.
import { useId, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { CONSENT_AGREEMENT, CONSENT_TITLE, consentDisclosure, CONSENT_VERSION } from '#domain/signing/consent';
import { isSingleEmailAddress } from '#domain/signing/email-address';
import type { ElectronicConsent } from '#domain/signing/signed-record';
import { useSeller } from '#web/sync/company';

interface ConsentFormProps {
  defaultEmail: string;
  onConsent: (consent: ElectronicConsent) => void;
  onPaper: () => void;
  now?: () => string;
}

export function ConsentForm({
  defaultEmail,
  onConsent,
  onPaper,
  now = () => new Date().toISOString(),
}: ConsentFormProps) {
  const headingId = useId();
  const [email, setEmail] = useState(defaultEmail);
  const [agreed, setAgreed] = useState(false);
  const [tried, setTried] = useState(false);
  const seller = useSeller('');
  const paragraphs = consentDisclosure(seller, email);
  const emailValid = email.trim() === '' || isSingleEmailAddress(email.trim());
  const hintId = useId();

  function agree(event: React.FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!agreed || !emailValid) return;
    onConsent({ version: CONSENT_VERSION, text: paragraphs.join('\n\n'), email: email.trim(), givenAt: now() });
  }

  return (
    <section className="consent card" aria-labelledby={headingId}>
      <Form className="card-body" noValidate onSubmit={agree}>
        <h2 id={headingId} className="h4">
          {CONSENT_TITLE}
        </h2>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <Form.Group className="mb-3" controlId="consent-email">
          <Form.Label>Email for the signed copy</Form.Label>
          <Form.Control
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={320}
            value={email}
            isInvalid={tried && !emailValid}
            aria-describedby={hintId}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Form.Text id={hintId}>
            Leave it empty if the customer has no email: they take their copy at the table.
          </Form.Text>
          <Form.Control.Feedback type="invalid">
            This is not one email address. Give one address (the copy goes to one), or leave it empty.
          </Form.Control.Feedback>
        </Form.Group>
        <Form.Check
          id="consent-agree"
          className="mb-3 consent-agree check-row"
          checked={agreed}
          isInvalid={tried && !agreed}
          onChange={(event) => setAgreed(event.target.checked)}
          label={CONSENT_AGREEMENT}
          feedback="Tick this box to sign on the tablet, or choose paper."
          feedbackType="invalid"
        />
        <div className="d-flex flex-wrap gap-2">
          <Button type="submit" size="lg">
            Agree and read the contract
          </Button>
          <Button variant="outline-secondary" size="lg" onClick={onPaper}>
            Use paper instead
          </Button>
        </div>
      </Form>
    </section>
  );
}
