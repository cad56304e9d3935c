// Sessions: /api/auth/sign-in, /refresh and /sign-out. Handlers stay thin:
// the rules live in src/server/auth.
import type { FastifyPluginAsync } from 'fastify';
import { refreshSession, setPasswordByLink, signIn, signOut } from '#api/endpoints/auth-endpoints';
import {
  issueRefreshToken,
  pruneSpentTokens,
  refreshSuccessorKey,
  revokeRefreshTokenFamily,
  rotateRefreshToken,
} from '../../auth/refresh-tokens';
import { usePasswordLink } from '../../auth/password-links';
import { sessionResponse } from '../../auth/sessions';
import { checkSignIn, SIGN_IN_FAILED_MESSAGE } from '../../auth/sign-in';
import { failuresSinceLastSignIn } from '../../auth/second-factor-failures';
import { findAccount } from '../../auth/users';
import { HttpError } from '../../http-error';
import { registerCookies } from '../../plugins/cookies';
import { route } from '../endpoint-route';
import { clearSessionCookies, refreshTokenCookie, requireXsrfHeader, setSessionCookies } from './session-cookies';

export const SECOND_FACTOR_NEEDED_MESSAGE = 'Enter the 6-digit code from your authenticator app, or a recovery code.';
export const SECOND_FACTOR_WRONG_MESSAGE =
  'That code is not right or was used already: enter the current code from your authenticator app, or a recovery code.';
export const SECOND_FACTOR_LOCKED_MESSAGE =
  'Too many wrong codes were entered for this account, so its authenticator codes are locked: sign in with one of ' +
  'your recovery codes, or ask an admin to remove the second factor so you can set it up again.';
export const NO_REFRESH_TOKEN_MESSAGE = 'No refresh token: sign in again.';
export const SESSION_ENDED_MESSAGE = 'Your session has ended; sign in again.';
export const REFRESH_REUSED_MESSAGE = 'This session was used from somewhere else and has been closed; sign in again.';

function tooManyAttempts(retryAfterSeconds: number): HttpError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new HttpError(
    429,
    'TOO_MANY_REQUESTS',
    `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    { retryAfterSeconds },
  );
}

export const authRoutes: FastifyPluginAsync = async (app) => {
  await registerCookies(app);
  const successorKey = refreshSuccessorKey(app.config.cookieSecret);

  route(app, signIn, async ({ body: { email, password, code }, request, reply }) => {
    const now = app.clock();
    const outcome = await checkSignIn(app.db, { email, password, code, ip: request.ip, now, log: request.log });
    if (outcome.status === 'limited') {
      reply.header('retry-after', String(outcome.retryAfterSeconds));
      throw tooManyAttempts(outcome.retryAfterSeconds);
    }
    if (outcome.status === 'failed') {
      const log =
        outcome.reason === 'no-agent' ? request.log.warn.bind(request.log) : request.log.info.bind(request.log);
      log({ reason: outcome.reason, userId: outcome.userId }, 'sign-in refused');
      throw new HttpError(401, 'UNAUTHORIZED', SIGN_IN_FAILED_MESSAGE);
    }
    if (outcome.status === 'second-factor') {
      request.log.info({ userId: outcome.userId, given: outcome.given }, 'sign-in asks for the second factor');
      throw new HttpError(
        401,
        'SECOND_FACTOR_REQUIRED',
        outcome.locked
          ? SECOND_FACTOR_LOCKED_MESSAGE
          : outcome.given
            ? SECOND_FACTOR_WRONG_MESSAGE
            : SECOND_FACTOR_NEEDED_MESSAGE,
        { locked: outcome.locked },
      );
    }
    const failures = await failuresSinceLastSignIn(app.db, outcome.account.user.id, now);
    const refresh = await issueRefreshToken(app.db, {
      userId: outcome.account.user.id,
      userAgent: request.headers['user-agent'],
      now,
      secondFactor: outcome.secondFactor,
    });
    setSessionCookies(request, reply, refresh);
    await pruneSpentTokens(app.db, outcome.account.user.id, now);
    const session = await sessionResponse(app.db, app.config.jwtSecret, outcome.account, refresh.familyId, now);
    return failures ? { ...session, secondFactorFailures: failures } : session;
  });

  route(app, setPasswordByLink, async ({ body: { token, password }, request }) => {
    const outcome = await usePasswordLink(app.db, token, password, app.clock());
    if (outcome.status === 'refused') {
      request.log.info('a set-password link was refused');
      throw new HttpError(400, 'BAD_REQUEST', outcome.message);
    }
    return { email: outcome.email };
  });

  route(app, refreshSession, async ({ request, reply }) => {
    const token = refreshTokenCookie(request);
    if (token === undefined) throw new HttpError(401, 'UNAUTHORIZED', NO_REFRESH_TOKEN_MESSAGE);
    requireXsrfHeader(request);
    const now = app.clock();
    const result = await rotateRefreshToken(app.db, token, {
      now,
      userAgent: request.headers['user-agent'],
      successorKey,
    });
    if (result.status === 'rotated' && result.repeated) {
      request.log.info(
        { userId: result.userId, familyId: result.refresh.familyId },
        'spent refresh token within the grace window: same successor',
      );
    }
    if (result.status === 'reuse') {
      request.log.warn(
        { userId: result.userId, familyId: result.familyId },
        'refresh token reused: its family is revoked',
      );
      clearSessionCookies(request, reply);
      throw new HttpError(401, 'UNAUTHORIZED', REFRESH_REUSED_MESSAGE);
    }
    const account = result.status === 'rotated' ? await findAccount(app.db, result.userId) : undefined;
    if (result.status === 'invalid' || !account?.agent || account.user.disabled) {
      if (result.status === 'rotated') await revokeRefreshTokenFamily(app.db, result.refresh.token, now);
      clearSessionCookies(request, reply);
      throw new HttpError(401, 'UNAUTHORIZED', SESSION_ENDED_MESSAGE);
    }
    setSessionCookies(request, reply, result.refresh);
    return sessionResponse(
      app.db,
      app.config.jwtSecret,
      { ...account, agent: account.agent },
      result.refresh.familyId,
      now,
    );
  });

  route(app, signOut, async ({ request, reply }) => {
    const token = refreshTokenCookie(request);
    if (token !== undefined) {
      requireXsrfHeader(request);
      await revokeRefreshTokenFamily(app.db, token, app.clock());
    }
    clearSessionCookies(request, reply);
    return reply.code(204).send();
  });
};
