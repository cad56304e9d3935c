import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#api/error';
import {
  REFRESH_COOKIE_NAME,
  refreshResponseSchema,
  signInResponseSchema,
  XSRF_COOKIE_NAME,
  XSRF_HEADER_NAME,
} from '#api/auth';
import { bytesToHex } from '@noble/hashes/utils.js';
import { agentApprovalKey } from '../../approval/approval-keys';
import { buildApp } from '../../app';
import { hashPassword } from '../../auth/passwords';
import { REFRESH_GRACE_SECONDS, REFRESH_TOKEN_SECONDS } from '../../auth/refresh-tokens';
import { delayAfterFailures, SIGN_IN_FAILURE_DELAY, SIGN_IN_IP_FAILURE_LIMIT } from '../../auth/rate-limit';
import { SIGN_IN_FAILED_MESSAGE } from '../../auth/sign-in';
import { createAgent, findUserByEmail, setDisabled } from '../../auth/users';
import { databaseKinds } from '../../testing/test-database';
import { DEMO_AGENT } from '../../db/seed';
import { rateLimits, refreshTokens, users } from '../../db/schema';
import { testConfig } from '../../testing/test-config';
import { NO_REFRESH_TOKEN_MESSAGE, REFRESH_REUSED_MESSAGE, SESSION_ENDED_MESSAGE } from './auth-routes';
import { cookieValue, me, refresh, sessionOf, signIn } from '../../testing/sessions';
import { startTestServer, type TestServer } from '../../testing/test-server';

const minutes = (n: number) => n * 60 * 1000;

describe.each(databaseKinds())('sessions on %s', (kind) => {
  let server: TestServer;
  const advance = (ms: number) => {
    server.clock.now = new Date(server.clock.now.getTime() + ms);
  };

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

  async function addAgent(email: string, password = 'correct-horse') {
    await createAgent(server.database.db, { email, password, first: 'Sam', last: 'Field' });
    return { email, password };
  }

  function expectCleared(res: Awaited<ReturnType<typeof signIn>>) {
    for (const name of [REFRESH_COOKIE_NAME, XSRF_COOKIE_NAME]) {
      const cookie = res.cookies.find((c) => c.name === name);
      expect(cookie, name).toBeDefined();
      expect(cookie?.value).toBe('');
      expect(cookie?.expires?.getTime()).toBe(0);
    }
  }

  describe('POST /api/auth/sign-in', () => {
    it('answers the access token, user and profile, and sets the session cookies', async () => {
      const res = await signIn(server.app, DEMO_AGENT.email, DEMO_AGENT.password);
      expect(res.statusCode).toBe(200);
      const body = signInResponseSchema.parse(res.json());
      expect(Object.keys(res.json() as object).sort()).toEqual([
        'accessToken',
        'approval',
        'expiresAt',
        'profile',
        'user',
      ]);
      const user = await findUserByEmail(server.database.db, DEMO_AGENT.email);
      expect(body.user).toEqual({ id: user?.id, email: 'agent@example.com' });
      expect(body.profile).toEqual({
        user_id: user?.id,
        first: 'Jane',
        last: 'Demo',
        display_name: 'Jane Demo',
        role: 'agent',
        branch: null,
      });
      expect(new Date(body.expiresAt).getTime() - server.clock.now.getTime()).toBeGreaterThan(minutes(14));
      // The agent's approval key, for a manager's code with no signal (decision 055).
      expect(body.approval?.keyVersion).toBe(1);
      expect(body.approval?.key).toBe(bytesToHex(agentApprovalKey(testConfig().jwtSecret, user!.id, 1)));

      const refreshCookie = res.cookies.find((c) => c.name === REFRESH_COOKIE_NAME);
      expect(refreshCookie).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
        path: '/api/auth',
        maxAge: REFRESH_TOKEN_SECONDS,
      });
      expect(refreshCookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(refreshCookie?.secure).toBeFalsy();
      const xsrfCookie = res.cookies.find((c) => c.name === XSRF_COOKIE_NAME);
      expect(xsrfCookie).toMatchObject({ sameSite: 'Strict', path: '/', maxAge: REFRESH_TOKEN_SECONDS });
      expect(xsrfCookie?.httpOnly).toBeFalsy();
      expect(xsrfCookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(res.headers['cache-control']).toBe('no-store');

      expect((await me(server.app, body.accessToken)).statusCode).toBe(200);
    });

    it('stores only a hash of the refresh token', async () => {
      const { refreshToken } = sessionOf(await signIn(server.app, DEMO_AGENT.email, DEMO_AGENT.password));
      const rows = await server.database.db.select({ hash: refreshTokens.tokenHash }).from(refreshTokens);
      expect(rows.some((row) => row.hash === refreshToken)).toBe(false);
      expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.hash))).toBe(true);
    });

    it('marks the cookies Secure and sends HSTS when the request came over https, through a trusted proxy', async () => {
      const app = await buildApp(testConfig({ nodeEnv: 'production', trustProxy: 1 }), {
        database: server.database,
        webRoot: '/nonexistent',
        logger: false,
      });
      try {
        const overHttps = await signIn(app, DEMO_AGENT.email, DEMO_AGENT.password, undefined, {
          host: 'contracts.example.com',
          'x-forwarded-proto': 'https',
        });
        expect(overHttps.statusCode).toBe(200);
        // Named __Host-: Secure, Path=/ and no Domain, or the browser would not keep them.
        expect(overHttps.cookies.map((c) => c.name).sort()).toEqual(['__Host-XSRF-TOKEN', '__Host-refresh_token']);
        for (const cookie of overHttps.cookies) {
          expect(cookie).toMatchObject({ secure: true, path: '/', maxAge: REFRESH_TOKEN_SECONDS });
          expect(cookie.domain).toBeUndefined();
        }
        expect(overHttps.headers['strict-transport-security']).toBe('max-age=15552000');

        // Over https only the prefixed names are read: cookies planted under the plain names (by a sibling host,
        // or any plain-http answer) refresh nothing, so nobody is fixed into someone else's session.
        const https = { host: 'contracts.example.com', 'x-forwarded-proto': 'https' };
        const planted = await app.inject({
          method: 'POST',
          url: '/api/auth/refresh',
          cookies: {
            [REFRESH_COOKIE_NAME]: cookieValue(overHttps, '__Host-refresh_token') ?? '',
            [XSRF_COOKIE_NAME]: 'planted-xsrf',
          },
          headers: { ...https, [XSRF_HEADER_NAME]: 'planted-xsrf' },
        });
        expect(planted.statusCode).toBe(401);
        expect(planted.cookies.map((c) => c.name)).not.toContain('__Host-refresh_token');

        // The prefixed cookies work on their own; an XSRF header must match the prefixed XSRF cookie.
        const prefixed = {
          '__Host-refresh_token': cookieValue(overHttps, '__Host-refresh_token') ?? '',
          '__Host-XSRF-TOKEN': cookieValue(overHttps, '__Host-XSRF-TOKEN') ?? '',
        };
        const wrongHeader = await app.inject({
          method: 'POST',
          url: '/api/auth/refresh',
          cookies: prefixed,
          headers: { ...https, [XSRF_HEADER_NAME]: 'planted-xsrf' },
        });
        expect(wrongHeader.statusCode).toBe(403);
        const again = await app.inject({
          method: 'POST',
          url: '/api/auth/refresh',
          cookies: prefixed,
          headers: { ...https, [XSRF_HEADER_NAME]: prefixed['__Host-XSRF-TOKEN'] },
        });
        expect(again.statusCode).toBe(200);

        const overHttp = await signIn(app, DEMO_AGENT.email, DEMO_AGENT.password, undefined, {
          host: 'contracts.example.com',
        });
        expect(overHttp.statusCode).toBe(200);
        for (const name of [REFRESH_COOKIE_NAME, XSRF_COOKIE_NAME]) {
          expect(overHttp.cookies.find((c) => c.name === name)?.secure).toBeFalsy();
        }
        expect(overHttp.headers['strict-transport-security']).toBeUndefined();
      } finally {
        await app.close();
      }
    });

    it('ignores X-Forwarded-Proto from a client when no proxy is trusted', async () => {
      const res = await signIn(server.app, DEMO_AGENT.email, DEMO_AGENT.password, undefined, {
        'x-forwarded-proto': 'https',
      });
      expect(res.cookies.find((c) => c.name === REFRESH_COOKIE_NAME)?.secure).toBeFalsy();
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });

    it('over plain http from a tablet, keeps the session cookies only until the browser closes', async () => {
      const res = await signIn(server.app, DEMO_AGENT.email, DEMO_AGENT.password, undefined, {
        host: '192.168.1.20:3000',
      });
      expect(res.statusCode).toBe(200);
      for (const name of [REFRESH_COOKIE_NAME, XSRF_COOKIE_NAME]) {
        const cookie = res.cookies.find((c) => c.name === name);
        expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(cookie?.maxAge).toBeUndefined();
        expect(cookie?.expires).toBeUndefined();
        expect(cookie?.secure).toBeFalsy();
      }
    });

    it('accepts the email in any case and with spaces around it', async () => {
      const res = await signIn(server.app, '  Agent@Example.COM ', DEMO_AGENT.password);
      expect(res.statusCode).toBe(200);
      expect(res.json().user.email).toBe('agent@example.com');
    });

    it.each([
      ['a wrong password', DEMO_AGENT.email, 'insulate2025'],
      ['an unknown email', 'nobody@example.com', DEMO_AGENT.password],
    ])('answers %s with 401 and the original’s message, setting no cookie', async (_case, email, password) => {
      const res = await signIn(server.app, email, password);
      expect(res.statusCode).toBe(401);
      expect(apiErrorSchema.parse(res.json())).toEqual({
        error: { code: 'UNAUTHORIZED', message: SIGN_IN_FAILED_MESSAGE },
      });
      expect(res.cookies).toEqual([]);
    });

    it('refuses a disabled agent with the same message, even with the right password', async () => {
      const { email, password } = await addAgent('disabled@example.com');
      const user = await findUserByEmail(server.database.db, email);
      await setDisabled(server.database.db, user!.id, true);
      const res = await signIn(server.app, email, password);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe(SIGN_IN_FAILED_MESSAGE);
    });

    it('refuses a user who has no agent record', async () => {
      await server.database.db
        .insert(users)
        .values({ email: 'no-agent@example.com', passwordHash: await hashPassword('secret-pass') });
      const res = await signIn(server.app, 'no-agent@example.com', 'secret-pass');
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe(SIGN_IN_FAILED_MESSAGE);
    });

    it.each([
      ['a missing password', { email: DEMO_AGENT.email }, 'VALIDATION_FAILED'],
      [
        'an extra field',
        { email: DEMO_AGENT.email, password: DEMO_AGENT.password, remember: true },
        'VALIDATION_FAILED',
      ],
      ['a malformed email', { email: 'agent', password: DEMO_AGENT.password }, 'VALIDATION_FAILED'],
      ['a number for a password', { email: DEMO_AGENT.email, password: 123456 }, 'VALIDATION_FAILED'],
      ['a body that is not JSON', '{"email": "agent@example.com", ', 'INVALID_JSON'],
    ])('answers %s with 400 JSON', async (_case, payload, code) => {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: { 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(res.statusCode).toBe(400);
      expect(apiErrorSchema.parse(res.json()).error.code).toBe(code);
    });

    it('answers a sign-in with no body at all with 400', async () => {
      const res = await server.app.inject({ method: 'POST', url: '/api/auth/sign-in' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('sign-in rate limits', () => {
    it('after 5 failures for one email from one address, makes the next try wait a minute, then longer, with 429 and Retry-After', async () => {
      const { email, password } = await addAgent('limited@example.com');
      expect(SIGN_IN_FAILURE_DELAY.freeFailures).toBe(5);
      for (let attempt = 1; attempt <= 5; attempt += 1)
        expect((await signIn(server.app, email, 'wrong-guess')).statusCode).toBe(401);
      advance(20 * 1000);
      const blocked = await signIn(server.app, email, password);
      expect(blocked.statusCode).toBe(429);
      // The last failure was 20 seconds ago; the first delay is a minute.
      expect(blocked.headers['retry-after']).toBe('40');
      expect(apiErrorSchema.parse(blocked.json()).error).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many sign-in attempts. Please wait 1 minute and try again.',
      });

      // Another email from the same address is not affected.
      expect((await signIn(server.app, DEMO_AGENT.email, DEMO_AGENT.password)).statusCode).toBe(200);

      // The 6th failure comes a minute later; the 7th try then waits 2 minutes, the 8th 4.
      advance(40 * 1000);
      expect((await signIn(server.app, email, 'wrong-guess')).statusCode).toBe(401);
      expect((await signIn(server.app, email, password)).headers['retry-after']).toBe('120');
      advance(minutes(2));
      expect((await signIn(server.app, email, 'wrong-guess')).statusCode).toBe(401);
      expect((await signIn(server.app, email, password)).headers['retry-after']).toBe('240');

      // Once the delay is over, the right password works and forgets the failures.
      advance(minutes(4));
      expect((await signIn(server.app, email, password)).statusCode).toBe(200);
      for (let attempt = 1; attempt <= 5; attempt += 1)
        expect((await signIn(server.app, email, 'wrong-guess')).statusCode).toBe(401);
    });

    it('never waits more than 15 minutes between tries, and forgets failures after a day', async () => {
      expect([5, 6, 7, 8, 9, 12].map(delayAfterFailures)).toEqual([60, 120, 240, 480, 900, 900]);
      const { email, password } = await addAgent('patient@example.com');
      for (let attempt = 1; attempt <= 5; attempt += 1) await signIn(server.app, email, 'wrong-guess');
      for (const wait of [60, 120, 240, 480, 900, 900]) {
        advance(wait * 1000);
        expect((await signIn(server.app, email, 'wrong-guess')).statusCode).toBe(401);
      }
      expect((await signIn(server.app, email, password)).headers['retry-after']).toBe('900');
      advance(minutes(24 * 60));
      expect((await signIn(server.app, email, password)).statusCode).toBe(200);
    });

    it('does not lock the agent out when someone guesses their password from another address', async () => {
      const { email, password } = await addAgent('targeted@example.com');
      for (let attempt = 1; attempt <= 12; attempt += 1)
        await signIn(server.app, attempt % 2 ? email.toUpperCase() : email, 'wrong-guess', '198.51.100.7');
      expect((await signIn(server.app, email, password, '198.51.100.7')).statusCode).toBe(429);
      // The agent's own tablet, at another address, signs in at once.
      expect((await signIn(server.app, email, password, '203.0.113.40')).statusCode).toBe(200);
    });

    it('lets at most 5 of 20 wrong guesses sent at once from one address be checked; the rest get 429', async () => {
      const { email } = await addAgent('besieged@example.com');
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => signIn(server.app, email, `guess-${i}-guess`, '203.0.113.100')),
      );
      const statuses = answers.map((res) => res.statusCode);
      expect(statuses.filter((status) => status === 401).length).toBe(5);
      expect(statuses.filter((status) => status === 429).length).toBe(15);
    });

    it('lets 50 agents of one office sign in from one address in a morning', async () => {
      const ip = '192.0.2.60';
      const office = await Promise.all(
        Array.from({ length: 50 }, (_, i) => addAgent(`office${i}@example.com`, `office-password-${i}`)),
      );
      const answers = [];
      for (const agent of office) {
        answers.push((await signIn(server.app, agent.email, agent.password, ip)).statusCode);
        advance(30 * 1000);
      }
      expect(answers).toEqual(Array(50).fill(200));
      // Ten more at the same moment, too.
      const rush = await Promise.all(
        office.slice(0, 10).map((agent) => signIn(server.app, agent.email, agent.password, ip)),
      );
      expect(rush.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    });

    it('allows 20 failures per address in 15 minutes, counted exactly under concurrency', async () => {
      expect(SIGN_IN_IP_FAILURE_LIMIT).toEqual({ max: 20, windowSeconds: 900 });
      const ip = '192.0.2.50';
      expect((await signIn(server.app, DEMO_AGENT.email, DEMO_AGENT.password, ip)).statusCode).toBe(200);
      const attempts = await Promise.all(
        Array.from({ length: 20 }, (_, i) => signIn(server.app, `stranger${i}@example.com`, 'guess-guess', ip)),
      );
      expect(attempts.map((res) => res.statusCode)).toEqual(Array(20).fill(401));

      const blocked = await signIn(server.app, DEMO_AGENT.email, DEMO_AGENT.password, ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBe('900');
      // Another address still signs in.
      expect((await signIn(server.app, DEMO_AGENT.email, DEMO_AGENT.password, '192.0.2.51')).statusCode).toBe(200);

      advance(minutes(15));
      expect((await signIn(server.app, DEMO_AGENT.email, DEMO_AGENT.password, ip)).statusCode).toBe(200);
    });
  });

  describe('POST /api/auth/refresh', () => {
    it('rotates: new access token, refresh token and XSRF token; the old access token lives until it expires', async () => {
      const first = sessionOf(await signIn(server.app, DEMO_AGENT.email, DEMO_AGENT.password));
      advance(minutes(1));
      const res = await refresh(server.app, first);
      expect(res.statusCode).toBe(200);
      const body = refreshResponseSchema.parse(res.json());
      expect(body.user.email).toBe(DEMO_AGENT.email);
      expect(body.profile.first).toBe('Jane');
      const second = sessionOf(res);
      expect(second.accessToken).not.toBe(first.accessToken);
      expect(second.refreshToken).not.toBe(first.refreshToken);
      expect(second.xsrfToken).not.toBe(first.xsrfToken);
      expect(res.cookies.find((c) => c.name === REFRESH_COOKIE_NAME)).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
        path: '/api/auth',
      });

      expect((await me(server.app, first.accessToken)).statusCode).toBe(200);
      expect((await me(server.app, second.accessToken)).statusCode).toBe(200);

      advance(minutes(1));
      const third = await refresh(server.app, second);
      expect(third.statusCode).toBe(200);
      expect(sessionOf(third).refreshToken).not.toBe(second.refreshToken);
    });

    it('refuses a refresh without the XSRF header, or with a wrong one, with 403 and leaves the token usable', async () => {
      const session = sessionOf(await signIn(server.app, DEMO_AGENT.email, DEMO_AGENT.password));
      for (const header of [null, '', 'not-the-cookie', `${session.xsrfToken}x`]) {
        const res = await refresh(server.app, session, header);
        expect(res.statusCode).toBe(403);
        expect(apiErrorSchema.parse(res.json()).error).toEqual({
          code: 'FORBIDDEN',
          message: `Missing or wrong ${XSRF_HEADER_NAME} header.`,
        });
      }
      // The header matching a missing cookie is no good either.
      const noCookie = await server.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        cookies: { [REFRESH_COOKIE_NAME]: session.refreshToken },
        headers: { [XSRF_HEADER_NAME]: session.xsrfToken },
      });
      expect(noCookie.statusCode).toBe(403);
      expect((await refresh(server.app, session)).statusCode).toBe(200);
    });

    it('answers 401 without a refresh cookie', async () => {
      const res = await server.app.inject({ method: 'POST', url: '/api/auth/refresh' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: NO_REFRESH_TOKEN_MESSAGE } });
    });

    it('answers 401 for an unknown token and clears the cookies', async () => {
      const res = await refresh(server.app, { refreshToken: 'made-up-token', xsrfToken: 'xsrf' });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe(SESSION_ENDED_MESSAGE);
      expectCleared(res);
    });

    it('answers 401 once the refresh token is 30 days old', async () => {
      const session = sessionOf(await signIn(server.app, DEMO_AGENT.email, DEMO_AGENT.password));
      advance(REFRESH_TOKEN_SECONDS * 1000);
      const res = await refresh(server.app, session);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe(SESSION_ENDED_MESSAGE);
    });

    it('detects reuse of a spent token after the grace window: 401, and the newer token of that family is dead too', async () => {
      const original = sessionOf(await signIn(server.app, DEMO_AGENT.email, DEMO_AGENT.password));
      const rotated = sessionOf(await refresh(server.app, original));

      advance(REFRESH_GRACE_SECONDS * 1000);
      const reuse = await refresh(server.app, original);
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: REFRESH_REUSED_MESSAGE } });
      expectCleared(reuse);

      const afterwards = await refresh(server.app, rotated);
      expect(afterwards.statusCode).toBe(401);
      expect(afterwards.json().error.message).toBe(SESSION_ENDED_MESSAGE);
    });

    it('keeps two sign-ins apart: reuse on one device does not end the other', async () => {
      const tablet = sessionOf(await signIn(server.app, DEMO_AGENT.email, DEMO_AGENT.password));
      const laptop = sessionOf(await signIn(server.app, DEMO_AGENT.email, DEMO_AGENT.password));
      expect((await refresh(server.app, tablet)).statusCode).toBe(200);
      advance(REFRESH_GRACE_SECONDS * 1000);
      expect((await refresh(server.app, tablet)).statusCode).toBe(401);
      const res = await refresh(server.app, laptop);
      expect(res.statusCode).toBe(200);
      expect((await refresh(server.app, sessionOf(res))).statusCode).toBe(200);
    });

    it('answers two simultaneous refreshes with the same token with one successor (two tabs end up with one token)', async () => {
      const session = sessionOf(await signIn(server.app, DEMO_AGENT.email, DEMO_AGENT.password));
      const results = await Promise.all([refresh(server.app, session), refresh(server.app, session)]);
      expect(results.map((res) => res.statusCode)).toEqual([200, 200]);
      const [a, b] = results.map(sessionOf);
      expect(a!.refreshToken).toBe(b!.refreshToken);
      advance(minutes(2));
      expect((await refresh(server.app, b!)).statusCode).toBe(200);
    });

    describe('a refresh whose answer was lost', () => {
      it('is answered again within the grace window with the same successor, and the session carries on', async () => {
        const original = sessionOf(await signIn(server.app, DEMO_AGENT.email, DEMO_AGENT.password));
        advance(minutes(1));
        const lost = await refresh(server.app, original);
        expect(lost.statusCode).toBe(200);
        const lostSuccessor = sessionOf(lost).refreshToken;

        // The device never saw that answer: it still holds the original cookie.
        advance(REFRESH_GRACE_SECONDS * 1000 - 1);
        const retry = await refresh(server.app, original);
        expect(retry.statusCode).toBe(200);
        expect(refreshResponseSchema.parse(retry.json()).user.email).toBe(DEMO_AGENT.email);
        const kept = sessionOf(retry);
        expect(kept.refreshToken).toBe(lostSuccessor);
        expect(retry.cookies.find((c) => c.name === REFRESH_COOKIE_NAME)).toMatchObject({
          httpOnly: true,
          sameSite: 'Strict',
          path: '/api/auth',
          maxAge: REFRESH_TOKEN_SECONDS,
        });
        expect((await me(server.app, kept.accessToken)).statusCode).toBe(200);

        advance(minutes(10));
        const next = await refresh(server.app, kept);
        expect(next.statusCode).toBe(200);
        expect(sessionOf(next).refreshToken).not.toBe(lostSuccessor);
        expect((await refresh(server.app, sessionOf(next))).statusCode).toBe(200);
      });

      it('is a reuse when retried after the grace window: the family is revoked', async () => {
        const original = sessionOf(await signIn(server.app, DEMO_AGENT.email, DEMO_AGENT.password));
        const lost = sessionOf(await refresh(server.app, original));
        advance(REFRESH_GRACE_SECONDS * 1000);
        const retry = await refresh(server.app, original);
        expect(retry.statusCode).toBe(401);
        expect(retry.json().error.message).toBe(REFRESH_REUSED_MESSAGE);
        expectCleared(retry);
        expect((await refresh(server.app, lost)).json().error.message).toBe(SESSION_ENDED_MESSAGE);
      });

      it('is a reuse once its successor has been used, even within the window', async () => {
        const original = sessionOf(await signIn(server.app, DEMO_AGENT.email, DEMO_AGENT.password));
        const successor = sessionOf(await refresh(server.app, original));
        const newest = sessionOf(await refresh(server.app, successor));
        advance(1_000);
        const old = await refresh(server.app, original);
        expect(old.statusCode).toBe(401);
        expect(old.json().error.message).toBe(REFRESH_REUSED_MESSAGE);
        expect((await refresh(server.app, newest)).statusCode).toBe(401);
      });

      it('is refused for an agent disabled meanwhile', async () => {
        const { email, password } = await addAgent('disabled-in-grace@example.com');
        const original = sessionOf(await signIn(server.app, email, password));
        expect((await refresh(server.app, original)).statusCode).toBe(200);
        const user = await findUserByEmail(server.database.db, email);
        await setDisabled(server.database.db, user!.id, true);
        const retry = await refresh(server.app, original);
        expect(retry.statusCode).toBe(401);
        expect(retry.json().error.message).toBe(SESSION_ENDED_MESSAGE);
        await setDisabled(server.database.db, user!.id, false);
      });

      it('is refused after a sign-out with the successor', async () => {
        const original = sessionOf(await signIn(server.app, DEMO_AGENT.email, DEMO_AGENT.password));
        const successor = sessionOf(await refresh(server.app, original));
        const out = await server.app.inject({
          method: 'POST',
          url: '/api/auth/sign-out',
          cookies: { [REFRESH_COOKIE_NAME]: successor.refreshToken, [XSRF_COOKIE_NAME]: successor.xsrfToken },
          headers: { [XSRF_HEADER_NAME]: successor.xsrfToken },
        });
        expect(out.statusCode).toBe(204);
        const retry = await refresh(server.app, original);
        expect(retry.statusCode).toBe(401);
        expect(retry.json().error.message).toBe(SESSION_ENDED_MESSAGE);
      });
    });

    it('refuses a disabled agent', async () => {
      const { email, password } = await addAgent('soon-disabled@example.com');
      const session = sessionOf(await signIn(server.app, email, password));
      const user = await findUserByEmail(server.database.db, email);
      await setDisabled(server.database.db, user!.id, true);
      const res = await refresh(server.app, session);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe(SESSION_ENDED_MESSAGE);
      await setDisabled(server.database.db, user!.id, false);
      expect((await refresh(server.app, session)).statusCode).toBe(401);
    });
  });

  describe('POST /api/auth/sign-out', () => {
    const signOut = (cookies: Record<string, string>, headers: Record<string, string> = {}) =>
      server.app.inject({ method: 'POST', url: '/api/auth/sign-out', cookies, headers });

    it('revokes the session and clears the cookies', async () => {
      const session = sessionOf(await signIn(server.app, DEMO_AGENT.email, DEMO_AGENT.password));
      const other = sessionOf(await signIn(server.app, DEMO_AGENT.email, DEMO_AGENT.password));
      const res = await signOut(
        { [REFRESH_COOKIE_NAME]: session.refreshToken, [XSRF_COOKIE_NAME]: session.xsrfToken },
        { [XSRF_HEADER_NAME]: session.xsrfToken },
      );
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expectCleared(res);
      expect((await refresh(server.app, session)).statusCode).toBe(401);
      // Only that sign-in ends: the other device carries on.
      expect((await refresh(server.app, other)).statusCode).toBe(200);
    });

    it('answers 204 without a cookie, and with a token it does not know', async () => {
      expect((await signOut({})).statusCode).toBe(204);
      const res = await signOut(
        { [REFRESH_COOKIE_NAME]: 'unknown', [XSRF_COOKIE_NAME]: 'x' },
        { [XSRF_HEADER_NAME]: 'x' },
      );
      expect(res.statusCode).toBe(204);
      expectCleared(res);
    });

    it('needs the XSRF header when a refresh cookie is sent', async () => {
      const session = sessionOf(await signIn(server.app, DEMO_AGENT.email, DEMO_AGENT.password));
      const res = await signOut({ [REFRESH_COOKIE_NAME]: session.refreshToken, [XSRF_COOKIE_NAME]: session.xsrfToken });
      expect(res.statusCode).toBe(403);
      expect((await refresh(server.app, session)).statusCode).toBe(200);
    });
  });

  describe('request logs', () => {
    it('never contain the password, the tokens or the cookies', async () => {
      const lines: string[] = [];
      const stream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      });
      const clock = { now: new Date() };
      const app = await buildApp(testConfig(), {
        database: server.database,
        webRoot: '/nonexistent',
        logger: { level: 'trace', stream },
        clock: () => clock.now,
      });
      try {
        const wrong = await signIn(app, DEMO_AGENT.email, 'a-wrong-password-123');
        expect(wrong.statusCode).toBe(401);
        const signedIn = await signIn(app, DEMO_AGENT.email, DEMO_AGENT.password);
        const first = sessionOf(signedIn);
        const refreshed = await refresh(app, first);
        const second = sessionOf(refreshed);
        expect((await me(app, second.accessToken)).statusCode).toBe(200);
        const repeated = await refresh(app, first);
        expect(sessionOf(repeated).refreshToken).toBe(second.refreshToken);
        clock.now = new Date(clock.now.getTime() + REFRESH_GRACE_SECONDS * 1000);
        expect((await refresh(app, first)).statusCode).toBe(401);

        const log = lines.join('');
        expect(log).toContain('grace window');
        expect(log).toContain('refresh token reused');
        expect(log).toContain('incoming request');
        expect(log).toContain('/api/auth/refresh');
        for (const secret of [
          DEMO_AGENT.password,
          'a-wrong-password-123',
          first.accessToken,
          first.refreshToken,
          first.xsrfToken,
          second.accessToken,
          second.refreshToken,
          second.xsrfToken,
          cookieValue(refreshed, REFRESH_COOKIE_NAME)!,
          sessionOf(repeated).accessToken,
          sessionOf(repeated).xsrfToken,
        ]) {
          expect(log).not.toContain(secret);
        }
        expect(log.toLowerCase()).not.toContain('set-cookie');
        expect(log.toLowerCase()).not.toContain('authorization');
      } finally {
        await app.close();
      }
    });
  });

  it('keeps refresh tokens only for users that exist', async () => {
    const { email, password } = await addAgent('deleted@example.com');
    const session = sessionOf(await signIn(server.app, email, password));
    await server.database.db.delete(users).where(eq(users.email, email));
    expect((await refresh(server.app, session)).statusCode).toBe(401);
  });
});
