// The two cookies of a session. The refresh token rides in an httpOnly,
// SameSite=Strict cookie that only /api/auth/* ever receives; page scripts
// cannot read it. The XSRF-TOKEN cookie is readable on purpose: the web app
// echoes it in the X-XSRF-TOKEN header, which another site cannot do, so a
// request that carries the refresh cookie without the matching header is
// refused (double-submit cookie, on top of SameSite).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_COOKIE_NAME, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '#api/auth';
import { REFRESH_TOKEN_SECONDS, type IssuedRefreshToken } from '../../auth/refresh-tokens';
import { HttpError } from '../../http-error';
import { cameOverHttps, isLoopbackHost } from '../../plugins/transport-security';

export const REFRESH_COOKIE_PATH = '/api/auth';
const XSRF_COOKIE_PATH = '/';

// Secure exactly when the request came over https (a browser drops a Secure
// cookie set over http, and the agent could never stay signed in there).
function cookieOptions(request: FastifyRequest, path: string, httpOnly: boolean): CookieSerializeOptions {
  return { path, httpOnly, sameSite: 'strict', secure: cameOverHttps(request) };
}

/**
 * How long the browser keeps the session cookies. Over https, or on this
 * machine (localhost), as long as the refresh token lives. Over plain http
 * from another device the token crosses the Wi-Fi readable by anyone on it,
 * so it lasts only until the browser is closed (docs/decisions/014-served-for-real.md).
 */
function lifetime(request: FastifyRequest): Pick<CookieSerializeOptions, 'maxAge'> {
  return cameOverHttps(request) || isLoopbackHost(request) ? { maxAge: REFRESH_TOKEN_SECONDS } : {};
}

/** Sets the refresh token and a new XSRF token, both living as long as the refresh token. */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, refresh: IssuedRefreshToken): void {
  reply.setCookie(REFRESH_COOKIE_NAME, refresh.token, {
    ...cookieOptions(request, REFRESH_COOKIE_PATH, true),
    ...lifetime(request),
  });
  reply.setCookie(XSRF_COOKIE_NAME, randomBytes(32).toString('base64url'), {
    ...cookieOptions(request, XSRF_COOKIE_PATH, false),
    ...lifetime(request),
  });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE_NAME, cookieOptions(request, REFRESH_COOKIE_PATH, true));
  reply.clearCookie(XSRF_COOKIE_NAME, cookieOptions(request, XSRF_COOKIE_PATH, false));
}

export function refreshTokenCookie(request: FastifyRequest): string | undefined {
  const token = request.cookies[REFRESH_COOKIE_NAME];
  return token === undefined || token === '' ? undefined : token;
}

/** Throws 403 unless the X-XSRF-TOKEN header equals the XSRF-TOKEN cookie. */
export function requireXsrfHeader(request: FastifyRequest): void {
  const cookie = request.cookies[XSRF_COOKIE_NAME] ?? '';
  const header = request.headers[XSRF_HEADER_NAME.toLowerCase()];
  const given = typeof header === 'string' ? header : '';
  const expected = Buffer.from(cookie, 'utf8');
  const actual = Buffer.from(given, 'utf8');
  if (expected.length === 0 || expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    throw new HttpError(403, 'FORBIDDEN', `Missing or wrong ${XSRF_HEADER_NAME} header.`);
  }
}
