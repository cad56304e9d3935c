// One signer's place on the Sign step: their name, the statement they sign
// under, and their signature: drawn in the box, or typed by someone who
// cannot draw (a keyboard or screen-reader user), which is just as binding.
import { useId, useRef, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import type { SaleLanguage } from '#domain/legal/state-rules/rules-schema';
import { wordsFor } from '#domain/printed-contract/words/contract-words';
import type { Signature, SignerRole } from '#domain/signing/signed-record';
import { SignaturePadBox, type DrawnSignature } from './signature-pad';
import { typedSignatureImage } from './typed-signature';

interface SignerBlockProps {
  signer: SignerRole;
  defaultName: string;
  intent: string;
  signature: Signature | null;
  onSign: (signature: Signature | null) => void;
  /** The language the signer reads: the sale's for the buyers, the agent's own for the agent. */
  language?: SaleLanguage;
  /** The clock, passed in so tests pin it. */
  now?: () => string;
}

export function SignerBlock({
  signer: role,
  defaultName,
  intent,
  signature,
  onSign,
  language = 'en',
  now = () => new Date().toISOString(),
}: SignerBlockProps) {
  const { roles, signer: words } = wordsFor(language);
  const title = roles[role];
  const headingId = useId();
  const intentId = useId();
  const typedHintId = useId();
  const [name, setName] = useState(defaultName);
  const [method, setMethod] = useState<'drawn' | 'typed'>('drawn');
  const [typed, setTyped] = useState('');
  const [clearKey, setClearKey] = useState(0);
  /** The last drawing and when it was finished; a name typed after it signs with it. */
  const drawing = useRef<{ drawn: DrawnSignature; at: string } | null>(null);

  function signDrawn(signerName: string) {
    const last = drawing.current;
    const named = signerName.trim();
    onSign(last && named ? { role, name: named, method: 'drawn', ...last.drawn, intent, signedAt: last.at } : null);
  }

  function drawn(drawn: DrawnSignature | null) {
    drawing.current = drawn ? { drawn, at: now() } : null;
    signDrawn(name);
  }

  function signTyped() {
    const text = typed.trim();
    if (!text) return;
    onSign({
      role,
      name: name.trim() || text,
      method: 'typed',
      strokes: [],
      image: typedSignatureImage(text),
      intent,
      signedAt: now(),
    });
  }

  function switchTo(next: 'drawn' | 'typed') {
    setMethod(next);
    drawing.current = null;
    setClearKey((key) => key + 1);
    onSign(null);
  }

  return (
    <section className="signer card" aria-labelledby={headingId}>
      <div className="card-body">
        <h3 id={headingId} className="h5">
          {title}
        </h3>
        <Form.Group className="mb-2" controlId={`signer-name-${role}`}>
          <Form.Label>{words.name(title)}</Form.Label>
          <Form.Control
            value={name}
            maxLength={200}
            autoComplete="name"
            onChange={(event) => {
              setName(event.target.value);
              if (method === 'drawn') signDrawn(event.target.value);
              else if (signature) onSign({ ...signature, name: event.target.value.trim() || signature.name });
            }}
          />
        </Form.Group>
        <p id={intentId} className="signer-intent">
          {intent}
        </p>
        <div className="btn-group mb-2" role="group" aria-label={words.how(title)}>
          <Button
            variant={method === 'drawn' ? 'primary' : 'outline-primary'}
            aria-pressed={method === 'drawn'}
            onClick={() => switchTo('drawn')}
          >
            {words.draw}
          </Button>
          <Button
            variant={method === 'typed' ? 'primary' : 'outline-primary'}
            aria-pressed={method === 'typed'}
            onClick={() => switchTo('typed')}
          >
            {words.typeInstead}
          </Button>
        </div>
        {method === 'drawn' ? (
          <>
            <p className="small text-body-secondary mb-1">{words.drawHint}</p>
            <SignaturePadBox label={words.drawn(title)} onChange={drawn} clearKey={clearKey} />
            <Button variant="link" className="px-0" onClick={() => setClearKey((key) => key + 1)}>
              {words.clear(title)}
            </Button>
          </>
        ) : (
          <div className="mb-2">
            <Form.Group className="mb-2" controlId={`signer-typed-${role}`}>
              <Form.Label>{words.typed(title)}</Form.Label>
              <Form.Control
                value={typed}
                maxLength={200}
                aria-describedby={`${intentId} ${typedHintId}`}
                onChange={(event) => {
                  setTyped(event.target.value);
                  if (signature) onSign(null);
                }}
              />
              <Form.Text id={typedHintId}>{words.typedHint}</Form.Text>
            </Form.Group>
            <Button variant="outline-primary" disabled={typed.trim() === ''} onClick={signTyped}>
              {words.signAs(title)}
            </Button>
          </div>
        )}
        <p className="signer-status mb-0" role="status">
          {signature ? words.signedBy(signature.name) : words.notSigned}
        </p>
      </div>
    </section>
  );
}
