// Sign-in, the refresh cookie's two calls and the signed-in agent
// (docs/security.md).
import {
  meResponseSchema,
  refreshResponseSchema,
  REFRESH_COOKIE_NAME,
  signInRequestSchema,
  signInResponseSchema,
  XSRF_COOKIE_NAME,
  XSRF_HEADER_NAME,
} from '../auth';
import { setPasswordRequestSchema, setPasswordResponseSchema } from '../people';
import { endpoint, errorAnswer, errorAnswers, type HeaderDescription } from '../endpoint';

const setCookieHeader: Record<string, HeaderDescription> = {
  'Set-Cookie': {
    description: `The rotated refresh token (${REFRESH_COOKIE_NAME}, httpOnly, SameSite=Strict) and the ${XSRF_COOKIE_NAME} cookie.`,
    schema: { type: 'string' },
  },
};

export const signIn = endpoint({
  method: 'post',
  path: '/api/auth/sign-in',
  operationId: 'signIn',
  summary: 'Sign in with email and password',
  description: 'Rate-limited per IP address and per email. The email is trimmed and lower-cased before it is checked.',
  tag: 'auth',
  auth: 'none',
  body: signInRequestSchema,
  responses: {
    200: { description: 'Signed in.', headers: setCookieHeader, schema: signInResponseSchema },
    ...errorAnswers(400, 413, 415),
    401: errorAnswer('There was an error signing in, the user name or password is incorrect.'),
    ...errorAnswers(429),
  },
});

export const setPasswordByLink = endpoint({
  method: 'post',
  path: '/api/auth/set-password',
  operationId: 'setPasswordByLink',
  summary: "Set one's password with a one-time link from the office",
  description:
    'The token of the link and the new password, checked as every new password. A link works once, for 72 hours; ' +
    'every session of the person ends. A link that does not work is answered 400 with what to do.',
  tag: 'auth',
  auth: 'none',
  body: setPasswordRequestSchema,
  responses: {
    200: { description: 'Set: sign in with it.', schema: setPasswordResponseSchema },
    ...errorAnswers(400, 413, 415),
  },
});

export const refreshSession = endpoint({
  method: 'post',
  path: '/api/auth/refresh',
  operationId: 'refreshSession',
  summary: 'A new access token for the refresh cookie',
  description:
    `Needs the ${REFRESH_COOKIE_NAME} cookie and the ${XSRF_HEADER_NAME} header equal to the ${XSRF_COOKIE_NAME} cookie. ` +
    'The refresh token is rotated. An old one presented again within 60 s of its use, before its successor was used, gets that same successor (a retry after a lost answer); ' +
    'otherwise presenting it again revokes its whole family, so every device of it must sign in again.',
  tag: 'auth',
  auth: 'refresh-cookie',
  requestHeaders: ['XsrfHeader'],
  responses: {
    200: {
      description: 'A new access token; the refresh cookie is rotated.',
      headers: setCookieHeader,
      schema: refreshResponseSchema,
    },
    ...errorAnswers(401, 403, 429),
  },
});

export const signOut = endpoint({
  method: 'post',
  path: '/api/auth/sign-out',
  operationId: 'signOut',
  summary: 'Sign out',
  description: `Revokes the refresh token of the ${REFRESH_COOKIE_NAME} cookie (its whole family) and clears the cookies. Answers 204 even without a cookie; with one, the ${XSRF_HEADER_NAME} header must match the ${XSRF_COOKIE_NAME} cookie.`,
  tag: 'auth',
  auth: 'refresh-cookie',
  responses: { 204: { description: 'Signed out.' }, ...errorAnswers(403) },
});

export const getMe = endpoint({
  method: 'get',
  path: '/api/me',
  operationId: 'getMe',
  summary: 'The signed-in agent',
  tag: 'auth',
  auth: 'bearer',
  responses: {
    200: { description: "The agent's profile and phone.", schema: meResponseSchema },
    ...errorAnswers(401, 404),
  },
});
