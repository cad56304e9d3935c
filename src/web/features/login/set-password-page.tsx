// Set your password with the office's one-time link (docs/decisions/048-set-password-links.md): the token is the
// address's fragment, the password is typed twice, and the server says why it refuses one (too short, too common, a
// link used or too old). Done, the person signs in with it.
import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Container, Form } from 'react-bootstrap';
import { Link, useLocation } from 'react-router';
import { setPasswordWithLink } from '../../sync/password-link';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function SetPasswordPage() {
  useDocumentTitle('Set your password');
  const token = useLocation().hash.replace(/^#/, '');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [doneFor, setDoneFor] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password === '') return setProblem('Type the password you want.');
    if (password !== again) return setProblem('The two passwords are not the same: type them again.');
    setBusy(true);
    setProblem(null);
    const outcome = await setPasswordWithLink(token, password);
    setBusy(false);
    if (outcome.ok) setDoneFor(outcome.email);
    else setProblem(outcome.message);
  }

  return (
    <Container className="py-5 login-page">
      <Card className="border-0 shadow-sm mx-auto" style={{ maxWidth: 480 }}>
        <Card.Body className="p-4">
          <h1 className="display-title h2 mb-3">Set your password</h1>
          {doneFor ? (
            <>
              <Alert variant="success" role="status">
                Your password is set. Sign in as {doneFor} with it.
              </Alert>
              <Link to="/login" className="btn btn-primary">
                Sign In
              </Link>
            </>
          ) : token === '' ? (
            <Alert variant="warning">
              This page opens from the link the office sent you. Open that link, or ask the office for a new one.
            </Alert>
          ) : (
            <Form onSubmit={(event) => void submit(event)} noValidate aria-label="Set your password">
              <p className="text-body-secondary">
                At least 12 characters, not a common password and not your email. Only you will know it.
              </p>
              <Form.Group className="mb-3" controlId="new-password">
                <Form.Label>New password</Form.Label>
                <Form.Control
                  type="password"
                  autoComplete="new-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              </Form.Group>
              <Form.Group className="mb-3" controlId="new-password-again">
                <Form.Label>The same password again</Form.Label>
                <Form.Control
                  type="password"
                  autoComplete="new-password"
                  value={again}
                  onChange={(event) => setAgain(event.target.value)}
                />
              </Form.Group>
              {problem && (
                <Alert variant="danger" role="alert">
                  {problem}
                </Alert>
              )}
              <Button type="submit" disabled={busy}>
                {busy ? 'Setting…' : 'Set password'}
              </Button>
            </Form>
          )}
        </Card.Body>
      </Card>
    </Container>
  );
}
