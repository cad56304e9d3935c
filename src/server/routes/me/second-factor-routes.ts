// The second factor's routes: status, enrolment and its confirmation for the signed-in person; removal by an admin
// (src/server/auth/second-factor.ts).
import type { FastifyInstance } from 'fastify';
import {
  confirmEnrolment as confirmEndpoint,
  getSecondFactor,
  removeSecondFactor as removeEndpoint,
  startEnrolment as startEndpoint,
} from '#api/endpoints/second-factor-endpoints';
import { confirmEnrolment, removeSecondFactor, secondFactorState, startEnrolment } from '../../auth/second-factor';
import { findAccount } from '../../auth/users';
import { HttpError } from '../../http-error';
import { route } from '../endpoint-route';

export async function secondFactorRoutes(app: FastifyInstance): Promise<void> {
  route(app, getSecondFactor, async ({ agent }) => {
    const state = await secondFactorState(app.db, agent.userId);
    return { ...state, thisSession: agent.secondFactor, required: agent.role === 'admin' };
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

  route(app, removeEndpoint, async ({ params: { userId }, agent }) => {
    if (!(await findAccount(app.db, userId))) throw new HttpError(404, 'NOT_FOUND', `There is no person ${userId}.`);
    const removed = await removeSecondFactor(app.db, {
      userId,
      by: { userId: agent.userId, label: 'api' },
      now: app.clock(),
    });
    return { removed };
  });
}
