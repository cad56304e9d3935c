// A session that ends stops its access tokens at once, not 15 minutes later:
// sign-out, a disabled agent, a reset password. And a session has an absolute
// lifetime, however often it is refreshed; the tokens it left behind are
// forgotten (docs/security.md).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#api/error';
import { REFRESH_COOKIE_NAME, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '#api/auth';
import { REFRESH_TOKEN_SECONDS, SESSION_MAX_SECONDS } from '../../auth/refresh-tokens';
import { createAgent, findUserByEmail, setDisabled } from '../../auth/users';
import { rateLimits, refreshTokens, sessions } from '../../db/schema';
import { me, refresh, sessionOf, signIn } from '../../testing/sessions';
import { databaseKinds } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { SESSION_OVER_MESSAGE } from '../require-agent';
import { SESSION_ENDED_MESSAGE } from './auth-routes';

const DAY = 24 * 60 * 60 * 1000;

describe.each(databaseKinds())('the end of a session on %s', (kind) => {
  let server: TestServer;
  let serial = 0;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(async () => {
    await server.database.db.delete(rateLimits);
    server.clock.now = new Date();
  });

  /** A fresh agent, signed in: their session cookies and access token. */
  async function signedInAgent() {
    const email = `ending-${(serial += 1)}@example.com`;
    await createAgent(server.database.db, { email, password: 'correct horse battery', first: 'Sam', last: 'End' });
    const res = await signIn(server.app, email, 'correct horse battery');
    expect(res.statusCode, res.body).toBe(200);
    return { email, ...sessionOf(res) };
  }

  const signOut = (session: { refreshToken: string; xsrfToken: string }) =>
    server.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      cookies: { [REFRESH_COOKIE_NAME]: session.refreshToken, [XSRF_COOKIE_NAME]: session.xsrfToken },
      headers: { [XSRF_HEADER_NAME]: session.xsrfToken },
    });

  const refused = async (accessToken: string) => {
    const res = await me(server.app, accessToken);
    expect(res.statusCode).toBe(401);
    expect(apiErrorSchema.parse(res.json()).error.message).toBe(SESSION_OVER_MESSAGE);
  };

  it('refuses the access token the moment its session signs out, and only that session', async () => {
    const session = await signedInAgent();
    const other = sessionOf(await signIn(server.app, session.email, 'correct horse battery'));
    expect((await me(server.app, session.accessToken)).statusCode).toBe(200);
    expect((await signOut(session)).statusCode).toBe(204);
    await refused(session.accessToken);
    // The same agent on another tablet is still signed in.
    expect((await me(server.app, other.accessToken)).statusCode).toBe(200);
  });

  it('refuses every access token of an agent the moment they are disabled', async () => {
    const session = await signedInAgent();
    const user = await findUserByEmail(server.database.db, session.email);
    await setDisabled(server.database.db, user!.id, true);
    await refused(session.accessToken);
  });

  it('lets an agent back from a week offline refresh, and ends a session 60 days after its sign-in however it was used', async () => {
    const session = await signedInAgent();
    let current = { refreshToken: session.refreshToken, xsrfToken: session.xsrfToken };
    // A week away, then back: the session goes on.
    server.clock.now = new Date(server.clock.now.getTime() + 7 * DAY);
    let res = await refresh(server.app, current);
    expect(res.statusCode, res.body).toBe(200);
    current = sessionOf(res);
    // Used every few weeks, it never idles out, but it ends at 60 days all the same.
    for (let day = 7; day + 20 < SESSION_MAX_SECONDS / 86_400; day += 20) {
      server.clock.now = new Date(server.clock.now.getTime() + 20 * DAY);
      res = await refresh(server.app, current);
      expect(res.statusCode, `day ${day + 20}`).toBe(200);
      current = sessionOf(res);
    }
    server.clock.now = new Date(server.clock.now.getTime() + 20 * DAY);
    res = await refresh(server.app, current);
    expect(res.statusCode).toBe(401);
    expect(apiErrorSchema.parse(res.json()).error.message).toBe(SESSION_ENDED_MESSAGE);
    expect(REFRESH_TOKEN_SECONDS).toBeLessThan(SESSION_MAX_SECONDS);
  });

  it('forgets the spent tokens of ended and expired sessions at the next sign-in', async () => {
    const session = await signedInAgent();
    const user = await findUserByEmail(server.database.db, session.email);
    let current = { refreshToken: session.refreshToken, xsrfToken: session.xsrfToken };
    for (let turn = 0; turn < 3; turn++) current = sessionOf(await refresh(server.app, current));
    expect((await signOut(current)).statusCode).toBe(204);
    const rows = () => server.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user!.id));
    expect(await rows()).toHaveLength(4);
    // Two days later the agent signs in again: the ended session's four tokens are gone, the new one kept.
    server.clock.now = new Date(server.clock.now.getTime() + 2 * DAY);
    expect((await signIn(server.app, session.email, 'correct horse battery')).statusCode).toBe(200);
    expect(await rows()).toHaveLength(1);
    expect(await server.database.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(1);
  });
});
