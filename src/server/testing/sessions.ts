// Helpers that sign in and refresh the way the web app does (cookies back,
// XSRF header echoed), for the session and /api/me tests.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse as Response } from 'fastify';
import { REFRESH_COOKIE_NAME, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '#api/auth';
import type { Role } from '#api/roles';
import { issueAccessToken } from '../auth/access-tokens';
import { createAgent } from '../auth/users';
import type { AppDatabase } from '../db/connection';
import { sessions } from '../db/schema';
import { testConfig } from './test-config';

/** The cookies a browser would keep for this API after a response. */
export interface Session {
  accessToken: string;
  refreshToken: string;
  xsrfToken: string;
}

export function cookieValue(res: Response, name: string): string | undefined {
  return res.cookies.find((cookie) => cookie.name === name)?.value;
}

export function sessionOf(res: Response): Session {
  const refreshToken = cookieValue(res, REFRESH_COOKIE_NAME);
  const xsrfToken = cookieValue(res, XSRF_COOKIE_NAME);
  if (!refreshToken || !xsrfToken) throw new Error(`no session cookies in the ${res.statusCode} answer: ${res.body}`);
  return { accessToken: (res.json() as { accessToken: string }).accessToken, refreshToken, xsrfToken };
}

export function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  remoteAddress = '203.0.113.1',
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password }, remoteAddress, headers });
}

export function refresh(
  app: FastifyInstance,
  session: Pick<Session, 'refreshToken' | 'xsrfToken'>,
  xsrfHeader: string | null = session.xsrfToken,
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    cookies: { [REFRESH_COOKIE_NAME]: session.refreshToken, [XSRF_COOKIE_NAME]: session.xsrfToken },
    headers: xsrfHeader === null ? {} : { [XSRF_HEADER_NAME]: xsrfHeader },
  });
}

export function me(app: FastifyInstance, accessToken?: string) {
  return app.inject({
    method: 'GET',
    url: '/api/me',
    headers: accessToken === undefined ? {} : { authorization: `Bearer ${accessToken}` },
  });
}

/**
 * An access token for `user` with a session of its own in the database, as a
 * sign-in would leave: for tests that call the API without signing in.
 */
export async function testAccessToken(
  db: AppDatabase,
  jwtSecret: string,
  user: { id: string; email: string },
  now: Date = new Date(),
  secondFactor = false,
): Promise<string> {
  const sessionId = randomUUID();
  await db
    .insert(sessions)
    .values({ id: sessionId, userId: user.id, startedAt: now, secondFactorAt: secondFactor ? now : null });
  return (await issueAccessToken(jwtSecret, { userId: user.id, email: user.email, sessionId }, now)).accessToken;
}

/**
 * A person of the office (or an agent) in the test database, with the Authorization header of a session of theirs;
 * a manager's or admin's session has given its second factor just now, as theirs must to act in the office
 * (docs/decisions/075-office-second-factor.md).
 */
export async function testPerson(
  db: AppDatabase,
  email: string,
  role: Role,
  now: Date = new Date(),
): Promise<{ id: string; authorization: string }> {
  const id = await createAgent(db, { email, password: 'a long enough password', first: role, last: 'Office', role });
  const token = await testAccessToken(db, testConfig().jwtSecret, { id, email }, now, role !== 'agent');
  return { id, authorization: `Bearer ${token}` };
}

/** A session of an existing person that gave its second factor at `now`, as a sign-in with the code leaves. */
export async function testOfficeSession(
  db: AppDatabase,
  person: { id: string; email: string },
  now: Date = new Date(),
): Promise<string> {
  return `Bearer ${await testAccessToken(db, testConfig().jwtSecret, person, now, true)}`;
}
