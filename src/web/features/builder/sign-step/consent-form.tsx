// First on the Sign step, as ESIGN asks before a consumer receives a required record electronically: what they
// will receive, their right to paper, how to withdraw, what they need to open it. The buyer agrees, with the address
// for the copy (none without email: the copy is taken at the table), or chooses paper and the printed contract.
import { useId, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import type { SaleLanguage } from '#domain/legal/state-rules/rules-schema';
import { wordsFor } from '#domain/printed-contract/words/contract-words';
import { consentDisclosure, CONSENT_VERSION } from '#domain/signing/consent';
import { isSingleEmailAddress } from '#domain/signing/email-address';
import type { ElectronicConsent } from '#domain/signing/signed-record';
import type { Seller } from '#domain/printed-contract/seller';

interface ConsentFormProps {
  defaultEmail: string;
  /** The seller the contract prints: the consent names its address and phone. */
  seller: Seller;
  /** The language of the sale: the buyer reads the consent in it (decision 053). */
  language?: SaleLanguage;
  onConsent: (consent: ElectronicConsent) => void;
  onPaper: () => void;
  now?: () => string;
}

export function ConsentForm({
  defaultEmail,
  seller,
  language = 'en',
  onConsent,
  onPaper,
  now = () => new Date().toISOString(),
}: ConsentFormProps) {
  const headingId = useId();
  const [email, setEmail] = useState(defaultEmail);
  const [agreed, setAgreed] = useState(false);
  const [tried, setTried] = useState(false);
  const paragraphs = consentDisclosure(seller, email, language);
  const words = wordsFor(language).consent;
  const emailValid = email.trim() === '' || isSingleEmailAddress(email.trim());
  const hintId = useId();

  function agree(event: React.FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!agreed || !emailValid) return;
    onConsent({ version: CONSENT_VERSION, text: paragraphs.join('\n\n'), email: email.trim(), givenAt: now() });
  }

  return (
    <section className="consent card" aria-labelledby={headingId} lang={language}>
      <Form className="card-body" noValidate onSubmit={agree}>
        <h2 id={headingId} className="h4">
          {words.title}
        </h2>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <Form.Group className="mb-3" controlId="consent-email">
          <Form.Label>{words.emailLabel}</Form.Label>
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
          <Form.Text id={hintId}>{words.emailHint}</Form.Text>
          <Form.Control.Feedback type="invalid">{words.emailInvalid}</Form.Control.Feedback>
        </Form.Group>
        <Form.Check
          id="consent-agree"
          className="mb-3 consent-agree check-row"
          checked={agreed}
          isInvalid={tried && !agreed}
          onChange={(event) => setAgreed(event.target.checked)}
          label={words.agreement}
          feedback={words.mustAgree}
          feedbackType="invalid"
        />
        <div className="d-flex flex-wrap gap-2">
          <Button type="submit" size="lg">
            {words.read}
          </Button>
          <Button variant="outline-primary" size="lg" onClick={onPaper}>
            {words.paper}
          </Button>
        </div>
      </Form>
    </section>
  );
}
