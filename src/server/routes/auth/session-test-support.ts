// Shared by the session and /api/me tests: an app on a fresh, seeded test
// database with a clock the test moves, and small helpers that sign in and
// refresh the way the web app does (cookies back, XSRF header echoed).
import type { FastifyInstance, LightMyRequestResponse as Response } from 'fastify';
import { REFRESH_COOKIE_NAME, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '../../../api/auth';
import { buildApp } from '../../app';
import { seedDatabase } from '../../db/seed';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from '../../db/test-database';
import { testConfig } from '../../test-support';
import type { AppConfig } from '../../config/env';

export interface TestServer {
  app: FastifyInstance;
  database: TestDatabase;
  /** What the app's clock says; tests move it. */
  clock: { now: Date };
  close: () => Promise<void>;
}

export async function startTestServer(
  kind: DatabaseKind,
  { config, logger = false }: { config?: Partial<AppConfig>; logger?: false | object } = {},
): Promise<TestServer> {
  const database = await createTestDatabase(kind);
  await seedDatabase(database.db, { demo: true });
  const clock = { now: new Date() };
  const app = await buildApp(testConfig(config), {
    database, webRoot: '/nonexistent/contract-builder-web', logger, clock: () => clock.now,
  });
  await app.ready();
  return {
    app, database, clock,
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}

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

export function refresh(app: FastifyInstance, session: Pick<Session, 'refreshToken' | 'xsrfToken'>, xsrfHeader: string | null = session.xsrfToken) {
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
