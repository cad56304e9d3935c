// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getMe, refreshSession, signIn } from '#api/endpoints/auth-endpoints';
import type { DeviceDatabase } from '../storage/device-database';
import { readMeta, writeMeta } from '../storage/meta-storage';
import { everythingStored } from '../testing/device-database';
import { OFFLINE_MESSAGE } from './request-messages';
import { REFRESH_LOCK_NAME } from './session-io';
import { SESSION_ENDED_MESSAGE, SIGN_IN_FAILED_MESSAGE, tooManyAttemptsMessage } from './session-messages';
import { agentPhoneRead, useSessionStore } from './session-store';
import { selectDisplayName } from './session-state';
import {
  accessToken,
  answer,
  apiError,
  at,
  clearCookies,
  demoProfile,
  demoUser,
  fakeServer,
  json,
  noConnection,
  resetSession,
  sessionBody,
  setXsrfCookie,
  signedInAs,
} from '../testing/fake-server';
import { resetWebState } from '../testing/web-state';

let db: DeviceDatabase;

beforeEach(() => {
  db = resetWebState();
  resetSession();
});

afterEach(async () => {
  // A read of the agent's phone still on its way would land in the next test.
  await agentPhoneRead();
  vi.unstubAllGlobals();
  clearCookies();
  localStorage.clear();
  resetWebState();
});

function goOffline(): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
}

const AGENT_PHONE = '608-555-0199';

/** GET /api/me as the server answers it: the agent's record with their phone. */
function meBody(phone: string | null = AGENT_PHONE) {
  return { user: demoUser, profile: demoProfile, phone };
}

/** Expects exactly one logged warning about the agent's record, and keeps it out of the test's output. */
function expectRecordWarning(): () => void {
  const warn = vi.mocked(console.warn).mockImplementation(() => undefined);
  return () => {
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain("The agent's record could not be read");
  };
}

/** An answer the test gives later; `asked` settles once the request has reached the fake server. */
function laterAnswer() {
  let respond: (response: Response) => void = () => undefined;
  let arrived: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (arrived = resolve));
  const handler = () =>
    new Promise<Response>((resolve) => {
      respond = resolve;
      arrived();
    });
  return { handler, asked, answer: (response: Response) => respond(response) };
}

describe('signIn', () => {
  it('keeps the access token in memory only and the user and profile on the device', async () => {
    useSessionStore.setState({ status: 'signed-out' });
    const server = fakeServer()
      .on(at(signIn), answer(signIn, 200, sessionBody(1)))
      .on(at(getMe), answer(getMe, 200, meBody(null)));

    const result = await useSessionStore.getState().signIn('agent@example.com', 'secret1');
    await agentPhoneRead();

    expect(result.ok).toBe(true);
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ email: 'agent@example.com', password: 'secret1' });
    expect(useSessionStore.getState()).toMatchObject({
      status: 'signed-in',
      accessToken: accessToken(1),
      hasToken: true,
      user: demoUser,
      profile: demoProfile,
      lastError: null,
    });
    expect(await readMeta('session')).toEqual({ user: demoUser, profile: demoProfile, phone: null });
    const stored = await everythingStored(db);
    expect(stored).not.toContain('eyJ');
    expect(stored).not.toContain('secret1');
    expect(JSON.stringify(localStorage)).not.toContain('eyJ');
  });

  it('shows the original’s exact message for a wrong email or password', async () => {
    useSessionStore.setState({ status: 'signed-out' });
    fakeServer().on('POST /api/auth/sign-in', apiError(401, 'UNAUTHORIZED', 'whatever the server says'));

    const result = await useSessionStore.getState().signIn('agent@example.com', 'wrong-one');

    expect(result).toMatchObject({ ok: false, status: 401 });
    expect(useSessionStore.getState()).toMatchObject({
      status: 'signed-out',
      accessToken: null,
      lastError: 'There was an error signing in, the user name or password is incorrect.',
    });
    expect(SIGN_IN_FAILED_MESSAGE).toBe('There was an error signing in, the user name or password is incorrect.');
    expect(await readMeta('session')).toBeNull();
  });

  it('says how long to wait after too many attempts', async () => {
    useSessionStore.setState({ status: 'signed-out' });
    fakeServer().on(
      'POST /api/auth/sign-in',
      apiError(429, 'TOO_MANY_REQUESTS', 'Too many sign-in attempts.', { 'retry-after': '120' }),
    );

    await useSessionStore.getState().signIn('agent@example.com', 'secret1');

    expect(useSessionStore.getState().lastError).toBe(
      'Too many sign-in attempts. Please wait 2 minutes and try again.',
    );
    expect(tooManyAttemptsMessage(45)).toBe('Too many sign-in attempts. Please wait 45 seconds and try again.');
    expect(tooManyAttemptsMessage(60)).toBe('Too many sign-in attempts. Please wait 1 minute and try again.');
  });

  it('says the server cannot be reached when offline', async () => {
    useSessionStore.setState({ status: 'signed-out' });
    fakeServer().on('POST /api/auth/sign-in', noConnection());

    const result = await useSessionStore.getState().signIn('agent@example.com', 'secret1');

    expect(result).toEqual({ ok: false, kind: 'offline', message: OFFLINE_MESSAGE });
    expect(useSessionStore.getState().lastError).toBe(
      'The server cannot be reached. Check the connection and try again.',
    );
  });
});

describe('signOut', () => {
  async function signedInWithStoredSession(): Promise<void> {
    signedInAs(1);
    await writeMeta('session', { user: demoUser, profile: demoProfile });
  }

  function expectSignedOut(): void {
    expect(useSessionStore.getState()).toMatchObject({
      status: 'signed-out',
      user: null,
      profile: null,
      accessToken: null,
      expiresAt: null,
      hasToken: false,
    });
  }

  it('sends the XSRF header and no body, and clears the session', async () => {
    await signedInWithStoredSession();
    setXsrfCookie('xsrf-1');
    const server = fakeServer().on('POST /api/auth/sign-out', new Response(null, { status: 204 }));

    await useSessionStore.getState().signOut();

    const [request] = server.requests;
    expect(request?.headers.get('X-XSRF-TOKEN')).toBe('xsrf-1');
    expect(request?.body).toBeNull();
    expect(request?.headers.has('content-type')).toBe(false);
    expect(request?.headers.has('authorization')).toBe(false);
    expectSignedOut();
    expect(await readMeta('session')).toBeNull();
  });

  it('clears the session even when the server cannot be reached', async () => {
    await signedInWithStoredSession();
    fakeServer().on('POST /api/auth/sign-out', noConnection());

    await useSessionStore.getState().signOut();

    expectSignedOut();
    expect(await readMeta('session')).toBeNull();
  });

  it.each([401, 403, 404, 500])('clears the session when the server answers %i', async (status) => {
    await signedInWithStoredSession();
    fakeServer().on('POST /api/auth/sign-out', apiError(status, 'UNAUTHORIZED', 'No.'));

    await useSessionStore.getState().signOut();

    expectSignedOut();
    expect(await readMeta('session')).toBeNull();
  });

  it('is not undone by a refresh that was on its way', async () => {
    await signedInWithStoredSession();
    const refreshAnswer = laterAnswer();
    fakeServer()
      .on('POST /api/auth/refresh', refreshAnswer.handler)
      .on('POST /api/auth/sign-out', new Response(null, { status: 204 }));

    const refreshing = useSessionStore.getState().refresh();
    await refreshAnswer.asked;
    await useSessionStore.getState().signOut();
    refreshAnswer.answer(answer(refreshSession, 200, sessionBody(2)));

    expect(await refreshing).toBe(false);
    expectSignedOut();
    expect(await readMeta('session')).toBeNull();
  });
});

describe('signing out offline', () => {
  async function signedInWithCookies(): Promise<void> {
    signedInAs(1);
    setXsrfCookie('xsrf-1');
    await writeMeta('session', { user: demoUser, profile: demoProfile });
  }

  const goOnline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);

  /** The server's 204, which clears the session cookies as a browser would. */
  const signedOutAnswer = () => {
    clearCookies();
    return new Response(null, { status: 204 });
  };

  it('holds at the next online start: no refresh, signed out, and the sign-out is sent once', async () => {
    await signedInWithCookies();
    goOffline();
    const server = fakeServer()
      .on('POST /api/auth/sign-out', signedOutAnswer)
      .on(at(refreshSession), answer(refreshSession, 200, sessionBody(2)));

    await useSessionStore.getState().signOut();
    expect(useSessionStore.getState().status).toBe('signed-out');
    expect(server.requests).toHaveLength(0);

    // The app opens again, online, with the cookies still there.
    resetSession();
    goOnline();
    await useSessionStore.getState().restore();

    expect(useSessionStore.getState()).toMatchObject({ status: 'signed-out', user: null, accessToken: null });
    expect(server.to('POST /api/auth/refresh')).toHaveLength(0);
    const signOuts = server.to('POST /api/auth/sign-out');
    expect(signOuts).toHaveLength(1);
    expect(signOuts[0]?.headers.get('X-XSRF-TOKEN')).toBe('xsrf-1');
    expect(await readMeta('session')).toBeNull();

    resetSession();
    await useSessionStore.getState().restore();
    expect(useSessionStore.getState().status).toBe('signed-out');
    expect(server.to('POST /api/auth/sign-out')).toHaveLength(1);
  });

  it('holds at an online start where the server still cannot be reached, and is sent at the start after', async () => {
    await signedInWithCookies();
    goOffline();
    await useSessionStore.getState().signOut();

    resetSession();
    goOnline();
    const server = fakeServer().on('POST /api/auth/sign-out', noConnection(), signedOutAnswer);
    await useSessionStore.getState().restore();
    expect(useSessionStore.getState().status).toBe('signed-out');

    resetSession();
    await useSessionStore.getState().restore();
    expect(useSessionStore.getState().status).toBe('signed-out');
    expect(server.to('POST /api/auth/sign-out')).toHaveLength(2);
    expect(server.to('POST /api/auth/refresh')).toHaveLength(0);
  });

  it('is sent when the device comes back online', async () => {
    await signedInWithCookies();
    goOffline();
    await useSessionStore.getState().signOut();
    const server = fakeServer().on('POST /api/auth/sign-out', signedOutAnswer);

    goOnline();
    window.dispatchEvent(new Event('online'));

    await vi.waitFor(() => expect(server.to('POST /api/auth/sign-out')).toHaveLength(1));
  });

  it("ends another tab's session at its next refresh, which sends the sign-out instead", async () => {
    await signedInWithCookies();
    goOffline();
    await useSessionStore.getState().signOut();

    // Another tab of the app, still signed in, online again.
    signedInAs(1);
    goOnline();
    const server = fakeServer()
      .on('POST /api/auth/sign-out', signedOutAnswer)
      .on(at(refreshSession), answer(refreshSession, 200, sessionBody(2)));
    expect(await useSessionStore.getState().refresh()).toBe(false);

    expect(useSessionStore.getState()).toMatchObject({ status: 'signed-out', accessToken: null, lastError: null });
    expect(server.to('POST /api/auth/refresh')).toHaveLength(0);
    expect(server.to('POST /api/auth/sign-out')).toHaveLength(1);
  });

  it('is sent before the next sign-in, and a new sign-in is not ended by it', async () => {
    await signedInWithCookies();
    goOffline();
    await useSessionStore.getState().signOut();

    goOnline();
    const server = fakeServer()
      .on('POST /api/auth/sign-out', signedOutAnswer)
      .on('POST /api/auth/sign-in', () => {
        setXsrfCookie('xsrf-2');
        return json(sessionBody(3));
      })
      .on(at(getMe), answer(getMe, 200, meBody(null)))
      .on(at(refreshSession), answer(refreshSession, 200, sessionBody(4)));
    expect((await useSessionStore.getState().signIn('agent@example.com', 'secret1')).ok).toBe(true);
    await agentPhoneRead();
    expect(server.requests.map((request) => request.path).slice(0, 2)).toEqual([
      '/api/auth/sign-out',
      '/api/auth/sign-in',
    ]);

    expect(await useSessionStore.getState().refresh()).toBe(true);
    resetSession();
    await useSessionStore.getState().restore();
    await agentPhoneRead();
    expect(useSessionStore.getState()).toMatchObject({ status: 'signed-in', accessToken: accessToken(4) });
    expect(server.to('POST /api/auth/sign-out')).toHaveLength(1);
  });

  it('stays pending when the server fails (5xx), and is sent again at the next start', async () => {
    await signedInWithCookies();
    const server = fakeServer().on(
      'POST /api/auth/sign-out',
      apiError(503, 'SERVICE_UNAVAILABLE', 'Down.'),
      signedOutAnswer,
    );
    await useSessionStore.getState().signOut();
    expect(useSessionStore.getState().status).toBe('signed-out');

    resetSession();
    await useSessionStore.getState().restore();
    expect(useSessionStore.getState().status).toBe('signed-out');
    expect(server.to('POST /api/auth/sign-out')).toHaveLength(2);
    expect(server.to('POST /api/auth/refresh')).toHaveLength(0);
  });
});

describe('restore', () => {
  it('online: refreshes through the cookie and is signed in with a token', async () => {
    setXsrfCookie('xsrf-1');
    const server = fakeServer()
      .on(at(refreshSession), answer(refreshSession, 200, sessionBody(1)))
      .on(at(getMe), answer(getMe, 200, meBody(null)));

    await useSessionStore.getState().restore();
    await agentPhoneRead();

    expect(server.requests[0]?.headers.get('X-XSRF-TOKEN')).toBe('xsrf-1');
    expect(useSessionStore.getState()).toMatchObject({
      status: 'signed-in',
      accessToken: accessToken(1),
      hasToken: true,
    });
    expect(await readMeta('session')).toEqual({ user: demoUser, profile: demoProfile, phone: null });
  });

  it('online: a refresh answered 401 signs out and forgets the stored profile', async () => {
    setXsrfCookie('xsrf-1');
    await writeMeta('session', { user: demoUser, profile: demoProfile });
    fakeServer().on('POST /api/auth/refresh', apiError(401, 'UNAUTHORIZED', 'Your session has ended; sign in again.'));

    await useSessionStore.getState().restore();

    expect(useSessionStore.getState()).toMatchObject({
      status: 'signed-out',
      user: null,
      profile: null,
      lastError: null,
    });
    expect(await readMeta('session')).toBeNull();
  });

  it('offline: shows the stored agent, signed in without a token, and calls nothing', async () => {
    goOffline();
    await writeMeta('session', { user: demoUser, profile: demoProfile });
    const server = fakeServer();

    await useSessionStore.getState().restore();

    expect(server.requests).toHaveLength(0);
    expect(useSessionStore.getState()).toMatchObject({
      status: 'signed-in',
      user: demoUser,
      profile: demoProfile,
      accessToken: null,
      hasToken: false,
    });
    expect(useSessionStore.getState().displayName()).toBe('Lovelace, Ada');
  });

  it('server unreachable: falls back to the stored agent as well', async () => {
    setXsrfCookie('xsrf-1');
    await writeMeta('session', { user: demoUser, profile: demoProfile });
    fakeServer().on('POST /api/auth/refresh', noConnection());

    await useSessionStore.getState().restore();

    expect(useSessionStore.getState()).toMatchObject({ status: 'signed-in', profile: demoProfile, hasToken: false });
  });

  it('online without the XSRF cookie: no sign-in on this browser, so no request and signed out', async () => {
    await writeMeta('session', { user: demoUser, profile: demoProfile });
    const server = fakeServer();

    await useSessionStore.getState().restore();

    expect(server.requests).toHaveLength(0);
    expect(useSessionStore.getState().status).toBe('signed-out');
    expect(await readMeta('session')).toBeNull();
  });

  it('offline with nothing stored: signed out', async () => {
    goOffline();
    fakeServer();

    await useSessionStore.getState().restore();

    expect(useSessionStore.getState().status).toBe('signed-out');
    expect(useSessionStore.getState().displayName()).toBe('Signed Out');
  });
});

describe('refresh', () => {
  it('shares one request between callers in this tab', async () => {
    signedInAs(1);
    const server = fakeServer().on(at(refreshSession), answer(refreshSession, 200, sessionBody(2)));

    const results = await Promise.all([
      useSessionStore.getState().refresh(),
      useSessionStore.getState().refresh(),
      useSessionStore.getState().refresh(),
    ]);

    expect(results).toEqual([true, true, true]);
    expect(server.requests).toHaveLength(1);
  });

  it('holds the cross-tab Web Lock while it refreshes, when the browser has Web Locks', async () => {
    signedInAs(1);
    const held: string[] = [];
    const request = vi.fn(async (name: string, work: () => Promise<unknown>) => {
      held.push(name);
      return work();
    });
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { locks: { request } }));
    fakeServer().on(at(refreshSession), answer(refreshSession, 200, sessionBody(2)));

    expect(await useSessionStore.getState().refresh()).toBe(true);
    expect(held).toEqual([REFRESH_LOCK_NAME]);
  });

  it('tells the agent when a session they were using has ended', async () => {
    signedInAs(1);
    fakeServer().on(
      'POST /api/auth/refresh',
      apiError(401, 'UNAUTHORIZED', 'This session was used from somewhere else.'),
    );

    expect(await useSessionStore.getState().refresh()).toBe(false);
    expect(useSessionStore.getState()).toMatchObject({ status: 'signed-out', lastError: SESSION_ENDED_MESSAGE });
  });

  it('keeps the session when the server cannot be reached', async () => {
    signedInAs(1);
    fakeServer().on('POST /api/auth/refresh', noConnection());

    expect(await useSessionStore.getState().refresh()).toBe(false);
    expect(useSessionStore.getState()).toMatchObject({ status: 'signed-in', accessToken: accessToken(1) });
  });
});

describe("the agent's phone", () => {
  it('is read from their record after sign-in, with the new token, and kept on the device', async () => {
    useSessionStore.setState({ status: 'signed-out' });
    const server = fakeServer()
      .on(at(signIn), answer(signIn, 200, sessionBody(1)))
      .on(at(getMe), answer(getMe, 200, meBody()));

    await useSessionStore.getState().signIn('agent@example.com', 'secret1');
    await agentPhoneRead();

    const [me] = server.to('GET /api/me');
    expect(me?.headers.get('authorization')).toBe(`Bearer ${accessToken(1)}`);
    expect(useSessionStore.getState().phone).toBe('608-555-0199');
    expect(await readMeta('session')).toEqual({ user: demoUser, profile: demoProfile, phone: '608-555-0199' });
    expect(await everythingStored(db)).not.toContain('eyJ');
  });

  it('does not hold up the sign-in', async () => {
    useSessionStore.setState({ status: 'signed-out' });
    const meAnswer = laterAnswer();
    fakeServer()
      .on(at(signIn), answer(signIn, 200, sessionBody(1)))
      .on('GET /api/me', meAnswer.handler);

    const result = await useSessionStore.getState().signIn('agent@example.com', 'secret1');

    expect(result.ok).toBe(true);
    expect(useSessionStore.getState()).toMatchObject({ status: 'signed-in', phone: null });
    await meAnswer.asked;
    meAnswer.answer(answer(getMe, 200, meBody()));
    await agentPhoneRead();
    expect(useSessionStore.getState().phone).toBe('608-555-0199');
  });

  it('stays unknown when the record cannot be read, and that is only logged', async () => {
    useSessionStore.setState({ status: 'signed-out' });
    const warned = expectRecordWarning();
    fakeServer()
      .on(at(signIn), answer(signIn, 200, sessionBody(1)))
      .on('GET /api/me', apiError(500, 'INTERNAL_ERROR', 'Something went wrong.'));

    const result = await useSessionStore.getState().signIn('agent@example.com', 'secret1');
    await agentPhoneRead();

    expect(result.ok).toBe(true);
    expect(useSessionStore.getState()).toMatchObject({ status: 'signed-in', phone: null, lastError: null });
    warned();
  });

  it('is read again after the session is restored at start, showing the one on the device meanwhile', async () => {
    setXsrfCookie('xsrf-1');
    await writeMeta('session', { user: demoUser, profile: demoProfile, phone: '608-555-0111' });
    const meAnswer = laterAnswer();
    fakeServer()
      .on(at(refreshSession), answer(refreshSession, 200, sessionBody(1)))
      .on('GET /api/me', meAnswer.handler);

    await useSessionStore.getState().restore();

    expect(useSessionStore.getState()).toMatchObject({ status: 'signed-in', phone: '608-555-0111' });
    await meAnswer.asked;
    meAnswer.answer(answer(getMe, 200, meBody()));
    await agentPhoneRead();
    expect(useSessionStore.getState().phone).toBe('608-555-0199');
    expect((await readMeta('session'))?.phone).toBe('608-555-0199');
  });

  it("keeps the device's phone when the record cannot be read at start", async () => {
    setXsrfCookie('xsrf-1');
    await writeMeta('session', { user: demoUser, profile: demoProfile, phone: '608-555-0111' });
    const warned = expectRecordWarning();
    fakeServer()
      .on(at(refreshSession), answer(refreshSession, 200, sessionBody(1)))
      .on('GET /api/me', noConnection());

    await useSessionStore.getState().restore();
    await agentPhoneRead();

    expect(useSessionStore.getState().phone).toBe('608-555-0111');
    expect((await readMeta('session'))?.phone).toBe('608-555-0111');
    warned();
  });

  it("never takes another agent's phone from the device", async () => {
    setXsrfCookie('xsrf-1');
    await writeMeta('session', {
      user: { id: 'user-2', email: 'other@example.com' },
      profile: { ...demoProfile, user_id: 'user-2' },
      phone: '608-555-0122',
    });
    const warned = expectRecordWarning();
    fakeServer()
      .on(at(refreshSession), answer(refreshSession, 200, sessionBody(1)))
      .on('GET /api/me', noConnection());

    await useSessionStore.getState().restore();
    await agentPhoneRead();

    expect(useSessionStore.getState()).toMatchObject({ user: demoUser, phone: null });
    warned();
  });

  it('offline: is the one stored with the session, or unknown for a session stored before phones were kept', async () => {
    goOffline();
    const server = fakeServer();
    await writeMeta('session', { user: demoUser, profile: demoProfile, phone: '608-555-0111' });
    await useSessionStore.getState().restore();
    expect(useSessionStore.getState()).toMatchObject({ status: 'signed-in', phone: '608-555-0111' });

    resetSession();
    await db.meta.put({ key: 'session', value: { user: demoUser, profile: demoProfile } });
    await useSessionStore.getState().restore();
    expect(useSessionStore.getState()).toMatchObject({ status: 'signed-in', phone: null });
    expect(server.requests).toHaveLength(0);
  });

  it('is kept by a token refresh, and not read again', async () => {
    signedInAs(1);
    useSessionStore.setState({ phone: '608-555-0199' });
    const server = fakeServer().on(at(refreshSession), answer(refreshSession, 200, sessionBody(2)));

    expect(await useSessionStore.getState().refresh()).toBe(true);

    expect(useSessionStore.getState()).toMatchObject({ accessToken: accessToken(2), phone: '608-555-0199' });
    expect((await readMeta('session'))?.phone).toBe('608-555-0199');
    expect(server.to('GET /api/me')).toHaveLength(0);
  });

  it('is forgotten at sign-out, and an answer arriving after it changes nothing', async () => {
    useSessionStore.setState({ status: 'signed-out' });
    const meAnswer = laterAnswer();
    fakeServer()
      .on(at(signIn), answer(signIn, 200, sessionBody(1)))
      .on('GET /api/me', meAnswer.handler)
      .on('POST /api/auth/sign-out', new Response(null, { status: 204 }));

    await useSessionStore.getState().signIn('agent@example.com', 'secret1');
    await meAnswer.asked;
    await useSessionStore.getState().signOut();
    meAnswer.answer(answer(getMe, 200, meBody()));
    await agentPhoneRead();

    expect(useSessionStore.getState()).toMatchObject({ status: 'signed-out', phone: null });
    expect(await readMeta('session')).toBeNull();
  });
});

describe('displayName', () => {
  it("is 'Last, First', else the display name, else the email", () => {
    const base = {
      status: 'signed-in' as const,
      phone: null,
      approval: null,
      accessToken: null,
      expiresAt: null,
      hasToken: false,
      lastError: null,
      signInWarning: null,
    };
    expect(selectDisplayName({ ...base, user: demoUser, profile: demoProfile })).toBe('Lovelace, Ada');
    expect(selectDisplayName({ ...base, user: demoUser, profile: { ...demoProfile, first: '', last: '' } })).toBe(
      'Ada L.',
    );
    expect(
      selectDisplayName({
        ...base,
        user: demoUser,
        profile: { ...demoProfile, first: '', last: '', display_name: '' },
      }),
    ).toBe('agent@example.com');
    expect(selectDisplayName({ ...base, status: 'signed-out', user: null, profile: null })).toBe('Signed Out');
  });
});
