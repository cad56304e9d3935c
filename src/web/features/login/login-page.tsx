// Sign In (docs/product-rules.md#screens): email and password, checked here before
// anything is sent, so an agent sees what is missing next to the field. The
// typed values stay after any error; only the password can be revealed.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Card, Container, Form, InputGroup, Spinner } from 'react-bootstrap';
import { Eye, EyeSlash } from 'react-bootstrap-icons';
import { Navigate, useNavigate } from 'react-router';
import { MIN_PASSWORD_LENGTH, validateSignIn, type SignInErrors } from './sign-in-validation';
import { AlertStack } from '../../components/alerts/alert-stack';
import { clearAlerts, showAlert } from '../../components/alerts/alerts-store';
import { asksForSecondFactor, SIGN_IN_FAILED_MESSAGE } from '../../sync/session-messages';
import { selectDisplayName } from '../../sync/session-state';
import { useSessionStore } from '../../sync/session-store';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useOnlineStatus } from '../../hooks/use-online-status';

export const SIGN_IN_ALERT_KEY = 'signinError';

export function LoginPage() {
  useDocumentTitle('Sign In');
  const navigate = useNavigate();
  const online = useOnlineStatus();
  const status = useSessionStore((state) => state.status);
  const hasToken = useSessionStore((state) => state.hasToken);
  const restoredAgent = useSessionStore((state) =>
    state.status === 'signed-in' && !state.hasToken ? selectDisplayName(state) : null,
  );
  const signIn = useSessionStore((state) => state.signIn);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<SignInErrors>({});
  const [busy, setBusy] = useState(false);
  /** The account asked for its second factor: the code field shows, and goes with the next try. */
  const [asksCode, setAsksCode] = useState(false);
  const [code, setCode] = useState('');
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (asksCode) codeRef.current?.focus();
  }, [asksCode]);

  // The error belongs to this form: leaving the page takes it away.
  useEffect(() => () => clearAlerts([SIGN_IN_ALERT_KEY]), []);

  // Signed in already, with a session the server knows (or just now): this page has nothing to offer.
  // An agent restored offline has no token yet: another agent of a shared tablet may sign in over them.
  if (status === 'signed-in' && hasToken && !busy) return <Navigate to="/" replace />;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validateSignIn(email, password);
    setErrors(found);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();

    clearAlerts([SIGN_IN_ALERT_KEY]);
    setBusy(true);
    const result = asksCode ? await signIn(email.trim(), password, code.trim()) : await signIn(email.trim(), password);
    if (result.ok) {
      await navigate('/', { replace: true });
      return;
    }
    setBusy(false);
    if (asksForSecondFactor(result)) {
      setAsksCode(true);
      setCode('');
      codeRef.current?.focus();
      showAlert({ key: SIGN_IN_ALERT_KEY, variant: asksCode ? 'danger' : 'info', lines: [result.message] });
      return;
    }
    // Wrong credentials get the product's message; no connection, too many
    // tries or a server fault get their own, which tell the agent what to do.
    const ownMessage = result.kind === 'offline' || result.status === 429 || result.status >= 500;
    const message = ownMessage
      ? (useSessionStore.getState().lastError ?? SIGN_IN_FAILED_MESSAGE)
      : SIGN_IN_FAILED_MESSAGE;
    showAlert({ key: SIGN_IN_ALERT_KEY, variant: 'danger', lines: [message] });
  }

  return (
    <Container className="py-5 login-page">
      <Card className="border-0 shadow-sm mx-auto login-card">
        <Card.Body className="p-4 p-md-5">
          <h1 className="h2 mb-4">Sign In</h1>
          {!online && (
            <Alert variant="info" role="status">
              You are offline. Signing in needs an internet connection; you can still build and save contracts on this
              device.
            </Alert>
          )}
          {restoredAgent && !busy && (
            <Alert variant="info" role="note">
              {restoredAgent} is signed in on this tablet, without a connection to the office yet. Signing in here
              replaces that session.
            </Alert>
          )}
          <AlertStack keys={[SIGN_IN_ALERT_KEY]} />
          <Form noValidate onSubmit={(event) => void handleSubmit(event)}>
            <Form.Group className="mb-3" controlId="login-email">
              <Form.Label>Email Address</Form.Label>
              <Form.Control
                ref={emailRef}
                type="email"
                name="email"
                autoComplete="username"
                inputMode="email"
                autoCapitalize="none"
                spellCheck={false}
                required
                value={email}
                isInvalid={Boolean(errors.email)}
                aria-describedby={errors.email ? 'login-email-error' : undefined}
                onChange={(event) => setEmail(event.target.value)}
              />
              <Form.Control.Feedback type="invalid" id="login-email-error">
                {errors.email}
              </Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="mb-4" controlId="login-password">
              <Form.Label>Password</Form.Label>
              <InputGroup hasValidation>
                <Form.Control
                  ref={passwordRef}
                  type={showPassword ? 'text' : 'password'}
                  name="password"
                  autoComplete="current-password"
                  autoCapitalize="none"
                  spellCheck={false}
                  required
                  minLength={MIN_PASSWORD_LENGTH}
                  value={password}
                  isInvalid={Boolean(errors.password)}
                  aria-describedby={errors.password ? 'login-password-error' : undefined}
                  onChange={(event) => setPassword(event.target.value)}
                />
                <Button
                  variant="outline-secondary"
                  className="password-toggle"
                  aria-label={showPassword ? 'Hide password' : 'Show password'}
                  aria-pressed={showPassword}
                  aria-controls="login-password"
                  onClick={() => setShowPassword((shown) => !shown)}
                >
                  {showPassword ? <EyeSlash aria-hidden="true" /> : <Eye aria-hidden="true" />}
                </Button>
                <Form.Control.Feedback type="invalid" id="login-password-error">
                  {errors.password}
                </Form.Control.Feedback>
              </InputGroup>
            </Form.Group>
            {asksCode && (
              <Form.Group className="mb-4" controlId="login-code">
                <Form.Label>Authentication code</Form.Label>
                <Form.Control
                  ref={codeRef}
                  name="code"
                  autoComplete="one-time-code"
                  autoCapitalize="none"
                  spellCheck={false}
                  aria-describedby="login-code-help"
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                />
                <Form.Text id="login-code-help">
                  The 6 digits your authenticator app shows now, or one of your recovery codes.
                </Form.Text>
              </Form.Group>
            )}
            <Button type="submit" variant="primary" size="lg" className="w-100" disabled={busy}>
              {busy && <Spinner animation="border" size="sm" aria-hidden="true" />}
              Sign In
            </Button>
          </Form>
        </Card.Body>
      </Card>
    </Container>
  );
}
