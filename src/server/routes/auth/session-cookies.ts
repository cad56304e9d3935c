// The two cookies of a session. The refresh token rides in an httpOnly, SameSite=Strict cookie only /api/auth/* ever
// receives. XSRF-TOKEN is readable on purpose: the web app echoes it in X-XSRF-TOKEN, which another site cannot do,
// so a request with the refresh cookie but not the matching header is refused (double-submit, on top of SameSite).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_COOKIE_NAME, sessionCookieName, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '#api/auth';
import { REFRESH_TOKEN_SECONDS, type IssuedRefreshToken } from '../../auth/refresh-tokens';
import { HttpError } from '../../http-error';
import { cameOverHttps, isLoopbackHost } from '../../plugins/transport-security';

/** Over plain http only /api/auth/* receives the refresh cookie; a __Host- cookie must be Path=/. */
export const REFRESH_COOKIE_PATH = '/api/auth';

interface CookieSpec {
  name: string;
  options: CookieSerializeOptions;
}

// Secure exactly when the request came over https (a browser drops a Secure
// cookie set over http, and the agent could never stay signed in there), and
// then named with the __Host- prefix.
function cookieSpec(request: FastifyRequest, name: string, httpOnly: boolean): CookieSpec {
  const https = cameOverHttps(request);
  const path = https || !httpOnly ? '/' : REFRESH_COOKIE_PATH;
  return { name: sessionCookieName(name, https), options: { path, httpOnly, sameSite: 'strict', secure: https } };
}

/** The cookie as set before the __Host- prefix (or over plain http): cleared when the prefixed one is set. */
function unprefixedSpec(name: string, httpOnly: boolean): CookieSpec {
  const path = httpOnly ? REFRESH_COOKIE_PATH : '/';
  return { name, options: { path, httpOnly, sameSite: 'strict', secure: true } };
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
  const values: [string, string, boolean][] = [
    [REFRESH_COOKIE_NAME, refresh.token, true],
    [XSRF_COOKIE_NAME, randomBytes(32).toString('base64url'), false],
  ];
  for (const [name, value, httpOnly] of values) {
    const spec = cookieSpec(request, name, httpOnly);
    reply.setCookie(spec.name, value, { ...spec.options, ...lifetime(request) });
    if (spec.name !== name && request.cookies[name] !== undefined) clearCookie(reply, unprefixedSpec(name, httpOnly));
  }
}

function clearCookie(reply: FastifyReply, spec: CookieSpec): void {
  reply.clearCookie(spec.name, spec.options);
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  for (const [name, httpOnly] of [
    [REFRESH_COOKIE_NAME, true],
    [XSRF_COOKIE_NAME, false],
  ] as const) {
    const spec = cookieSpec(request, name, httpOnly);
    clearCookie(reply, spec);
    if (spec.name !== name && request.cookies[name] !== undefined) clearCookie(reply, unprefixedSpec(name, httpOnly));
  }
}

/**
 * A session cookie by its name for this request: over https the __Host- name only, so a cookie planted under the plain
 * name (by a sibling host, or any plain-http answer) is never read there (docs/security.md).
 */
function readSessionCookie(request: FastifyRequest, name: string): string | undefined {
  const value = request.cookies[sessionCookieName(name, cameOverHttps(request))];
  return value === undefined || value === '' ? undefined : value;
}

export function refreshTokenCookie(request: FastifyRequest): string | undefined {
  return readSessionCookie(request, REFRESH_COOKIE_NAME);
}

/** Throws 403 unless the X-XSRF-TOKEN header equals the XSRF-TOKEN cookie. */
export function requireXsrfHeader(request: FastifyRequest): void {
  const cookie = readSessionCookie(request, XSRF_COOKIE_NAME) ?? '';
  const header = request.headers[XSRF_HEADER_NAME.toLowerCase()];
  const given = typeof header === 'string' ? header : '';
  const expected = Buffer.from(cookie, 'utf8');
  const actual = Buffer.from(given, 'utf8');
  if (expected.length === 0 || expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    throw new HttpError(403, 'FORBIDDEN', `Missing or wrong ${XSRF_HEADER_NAME} header.`);
  }
}
