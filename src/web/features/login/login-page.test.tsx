// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignInResponse } from '#api/auth';
import { DEMO_PROFILE, DEMO_USER, renderRoute, resetStores, setOnline, signInAs } from '../../testing/app';
import type { ApiResult } from '../../sync/http-request';
import { SIGN_IN_FAILED_MESSAGE } from '../../sync/session-messages';
import { useSessionStore } from '../../sync/session-store';

const WRONG = {
  ok: false,
  kind: 'http',
  status: 401,
  code: 'INVALID_CREDENTIALS',
  message: 'Wrong email or password.',
} as const;

function success(): ApiResult<SignInResponse> {
  return {
    ok: true,
    status: 200,
    headers: new Headers(),
    data: {
      accessToken: 'token',
      expiresAt: new Date(Date.now() + 900_000).toISOString(),
      user: DEMO_USER,
      profile: DEMO_PROFILE,
    },
  };
}

function mockSignIn(implementation: () => Promise<ApiResult<SignInResponse>>) {
  const signIn = vi.fn(implementation);
  useSessionStore.setState({ signIn });
  return signIn;
}

async function openLogin() {
  const user = userEvent.setup();
  const view = renderRoute('/login');
  await screen.findByRole('heading', { level: 1, name: 'Sign In' });
  const form = {
    email: screen.getByLabelText('Email Address'),
    password: screen.getByLabelText('Password', { selector: 'input' }),
    submit: within(screen.getByRole('main')).getByRole('button', { name: 'Sign In' }),
  };
  return { user, ...view, ...form };
}

beforeEach(resetStores);
afterEach(cleanup);

describe('the sign-in form', () => {
  it('has the fields of the original sign-in', async () => {
    const { email, password } = await openLogin();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toBeRequired();
    expect(password).toHaveAttribute('minlength', '6');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
  });

  it('asks for both fields before sending anything', async () => {
    const signIn = mockSignIn(async () => success());
    const { user, submit, email } = await openLogin();
    await user.click(submit);
    expect(screen.getByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Enter your email address.');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('wants a password of at least 6 characters, and keeps what was typed', async () => {
    const signIn = mockSignIn(async () => success());
    const { user, submit, email, password } = await openLogin();
    await user.type(email, 'agent@example.com');
    await user.type(password, 'abc12');
    await user.click(submit);
    expect(screen.getByText('The password has at least 6 characters.')).toBeInTheDocument();
    expect(screen.queryByText('Enter your email address.')).not.toBeInTheDocument();
    expect(password).toHaveFocus();
    expect(email).toHaveValue('agent@example.com');
    expect(password).toHaveValue('abc12');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('shows and hides the password', async () => {
    const { user, password } = await openLogin();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await user.click(hide);
    expect(password).toHaveAttribute('type', 'password');
  });
});

describe('signing in', () => {
  it("shows the original's message when the email or password is wrong", async () => {
    mockSignIn(async () => WRONG);
    const { user, submit, email, password } = await openLogin();
    await user.type(email, 'agent@example.com');
    await user.type(password, 'not-the-password');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(SIGN_IN_FAILED_MESSAGE);
    expect(SIGN_IN_FAILED_MESSAGE).toBe('There was an error signing in, the user name or password is incorrect.');
    expect(email).toHaveValue('agent@example.com');
    expect(submit).toBeEnabled();
  });

  it("shows the store's own message for too many attempts", async () => {
    const wait = 'Too many sign-in attempts. Please wait 2 minutes and try again.';
    mockSignIn(async () => {
      useSessionStore.setState({ lastError: wait });
      return {
        ok: false,
        kind: 'http',
        status: 429,
        code: 'RATE_LIMITED',
        message: 'Too many',
        retryAfterSeconds: 120,
      };
    });
    const { user, submit, email, password } = await openLogin();
    await user.type(email, 'agent@example.com');
    await user.type(password, 'insulate2026');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(wait);
  });

  it('shows a spinner while signing in, then goes home', async () => {
    let finish: (result: ApiResult<SignInResponse>) => void = () => {};
    const signIn = mockSignIn(
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    const { user, submit, email, password, router } = await openLogin();
    await user.type(email, ' agent@example.com ');
    await user.type(password, 'insulate2026');
    await user.click(submit);
    expect(signIn).toHaveBeenCalledWith('agent@example.com', 'insulate2026');
    expect(submit).toBeDisabled();
    await act(async () => {
      signInAs();
      finish(success());
    });
    await screen.findByRole('link', { name: "LET'S GET STARTED" });
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends an agent already signed in home', async () => {
    signInAs();
    const { router } = renderRoute('/login');
    await screen.findByRole('link', { name: "LET'S GET STARTED" });
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets another agent sign in over an agent restored offline, and says whose session it replaces', async () => {
    // As a shared tablet opens with no signal: the last agent is known, with no token yet.
    signInAs();
    useSessionStore.setState({ accessToken: null, expiresAt: null, hasToken: false });
    const signIn = mockSignIn(async () => success());
    const { user, router, email, password, submit } = await openLogin();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('note')).toHaveTextContent(
      'Demo, Jane is signed in on this tablet, without a connection to the office yet. Signing in here replaces that session.',
    );
    await user.type(email, 'sam@example.com');
    await user.type(password, 'secret-2');
    await user.click(submit);
    expect(signIn).toHaveBeenCalledWith('sam@example.com', 'secret-2');
    await screen.findByRole('link', { name: "LET'S GET STARTED" });
    expect(router.state.location.pathname).toBe('/');
  });

  it('explains that signing in needs a connection when offline', async () => {
    setOnline(false);
    await openLogin();
    expect(screen.getByText(/Signing in needs an internet connection/)).toBeInTheDocument();
  });
});

describe('signing in with a second factor', () => {
  const asks = (message: string) =>
    ({ ok: false, kind: 'http', status: 401, code: 'SECOND_FACTOR_REQUIRED', message }) as const;

  it('asks for the code after a right password, keeps what was typed, and sends the three together', async () => {
    const signIn = mockSignIn(async () =>
      asks('Enter the 6-digit code from your authenticator app, or a recovery code.'),
    );
    const { user, email, password, submit } = await openLogin();
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    await user.type(email, 'ada@example.com');
    await user.type(password, 'price-book-2026');
    await user.click(submit);

    const code = await screen.findByLabelText('Authentication code');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAccessibleDescription(
      'The 6 digits your authenticator app shows now, or one of your recovery codes.',
    );
    expect(screen.getByText('Enter the 6-digit code from your authenticator app, or a recovery code.')).toBeVisible();
    expect(email).toHaveValue('ada@example.com');
    expect(password).toHaveValue('price-book-2026');

    signIn.mockImplementationOnce(async () =>
      asks(
        'That code is not right or was used already: enter the current code from your authenticator app, or a recovery code.',
      ),
    );
    await user.type(code, '123456');
    await user.click(submit);
    expect(await screen.findByText(/^That code is not right/)).toBeVisible();
    expect(signIn).toHaveBeenLastCalledWith('ada@example.com', 'price-book-2026', '123456');

    signIn.mockImplementationOnce(async () => success());
    await user.type(code, ' 287 082 ');
    await user.click(submit);
    expect(signIn).toHaveBeenLastCalledWith('ada@example.com', 'price-book-2026', '287 082');
  });
});
