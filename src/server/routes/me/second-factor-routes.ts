// The second factor's routes: status, enrolment and its confirmation for the signed-in person; removal by an admin
// (src/server/auth/second-factor.ts).
import type { FastifyInstance } from 'fastify';
import {
  confirmEnrolment as confirmEndpoint,
  getSecondFactor,
  removeSecondFactor as removeEndpoint,
  startEnrolment as startEndpoint,
  verifySecondFactor as verifyEndpoint,
} from '#api/endpoints/second-factor-endpoints';
import { eq } from 'drizzle-orm';
import { confirmEnrolment, removeSecondFactor, secondFactorState, startEnrolment } from '../../auth/second-factor';
import { verifySecondFactor } from '../../auth/second-factor-failures';
import { officeSession } from '../../auth/office-session';
import type { SignedInAgent } from '../../auth/session-check';
import { isOffice } from '../../contracts/attribution';
import { sessions } from '../../db/schema';
import { SECOND_FACTOR_LOCKED_MESSAGE, SECOND_FACTOR_WRONG_MESSAGE } from '../auth/auth-routes';
import { findAccount } from '../../auth/users';
import { HttpError } from '../../http-error';
import { route } from '../endpoint-route';
import { requireActingAdminCode } from '../admin/acting-admin-code';

export async function secondFactorRoutes(app: FastifyInstance): Promise<void> {
  route(app, getSecondFactor, async ({ agent }) => statusOf(agent));

  /** Where the person stands, and for an office role whether the console trusts this session's code now. */
  async function statusOf(agent: SignedInAgent) {
    const state = await secondFactorState(app.db, agent.userId);
    const office = isOffice(agent.role);
    const session = officeSession(agent, app.clock());
    const open = office ? session.kind === 'open' : agent.secondFactor;
    return { ...state, thisSession: open, reason: session.kind === 'open' ? null : session.kind, required: office };
  }

  route(app, verifyEndpoint, async ({ agent, body: { code }, request }) => {
    const now = app.clock();
    const { enrolled } = await secondFactorState(app.db, agent.userId);
    if (!enrolled) throw new HttpError(409, 'CONFLICT', 'Set up your authenticator app first.');
    const check = await verifySecondFactor(app.db, {
      userId: agent.userId,
      code,
      ip: request.ip,
      now,
      log: request.log,
    });
    if (!check.ok) {
      throw new HttpError(
        422,
        'SECOND_FACTOR_REQUIRED',
        check.locked ? SECOND_FACTOR_LOCKED_MESSAGE : SECOND_FACTOR_WRONG_MESSAGE,
        { locked: check.locked },
      );
    }
    await app.db.update(sessions).set({ secondFactorAt: now, officeAt: now }).where(eq(sessions.id, agent.sessionId));
    return statusOf({ ...agent, secondFactor: true, secondFactorAt: now, officeAt: now });
  });

  route(app, startEndpoint, async ({ agent, reply }) => {
    const started = await startEnrolment(app.db, agent.userId);
    if (started.status === 'enrolled-already') {
      throw new HttpError(409, 'CONFLICT', 'Your second factor is set up already: an admin removes it first.');
    }
    void reply.code(201);
    return { secret: started.secret, uri: started.uri, qrSvg: started.qrSvg };
  });

  route(app, confirmEndpoint, async ({ agent, body: { code } }) => {
    const ended = await confirmEnrolment(app.db, {
      userId: agent.userId,
      sessionId: agent.sessionId,
      code,
      now: app.clock(),
    });
    switch (ended.status) {
      case 'not-started':
        throw new HttpError(409, 'CONFLICT', 'Start the set-up first: scan the QR code, then enter its code.');
      case 'enrolled-already':
        throw new HttpError(409, 'CONFLICT', 'Your second factor is set up already.');
      case 'wrong-code':
        throw new HttpError(
          422,
          'SECOND_FACTOR_REQUIRED',
          'That code is not right: enter the 6 digits the app shows now (they change every 30 seconds).',
        );
      case 'enrolled':
        return { recoveryCodes: ended.recoveryCodes };
    }
  });

  route(app, removeEndpoint, async ({ params: { userId }, body, agent, request }) => {
    if (!(await findAccount(app.db, userId))) throw new HttpError(404, 'NOT_FOUND', `There is no person ${userId}.`);
    await requireActingAdminCode(request, agent, userId, body?.code);
    const removed = await removeSecondFactor(app.db, {
      userId,
      by: { userId: agent.userId, label: 'api' },
      now: app.clock(),
    });
    return { removed };
  });
}
