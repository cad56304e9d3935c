// Price floors and approval codes (src/server/approval/): managers read the floors and give codes, admins set floors.
import type { FastifyInstance } from 'fastify';
import { changePriceFloors, getPriceFloors, giveApproval } from '#api/endpoints/price-floor-endpoints';
import { giveApproval as give } from '../../approval/give-approval';
import { readFloors, saveFloors } from '../../approval/price-floors-store';
import { HttpError } from '../../http-error';
import { route } from '../endpoint-route';

export async function priceFloorRoutes(app: FastifyInstance): Promise<void> {
  route(app, getPriceFloors, async () => readFloors(app.db));
  route(app, changePriceFloors, async ({ body, agent }) => {
    const changed = await saveFloors(app.db, body, { userId: agent.userId, label: 'api' }, app.clock());
    return { floors: body, changed };
  });
  route(app, giveApproval, async ({ body, agent, reply }) => {
    const outcome = await give(app.db, app.config.jwtSecret, body, agent.userId, app.clock());
    if (outcome.status === 'no-agent')
      throw new HttpError(404, 'NOT_FOUND', 'There is no active agent with that id: choose the agent who asked.');
    if (outcome.status === 'own-sale')
      throw new HttpError(
        403,
        'FORBIDDEN',
        'You cannot approve your own sale: another manager or an admin gives this approval code.',
      );
    if (outcome.status === 'bad-day')
      throw new HttpError(400, 'VALIDATION_FAILED', "The day is not today's: check the date on this device.");
    if (outcome.status === 'too-many') {
      reply.header('retry-after', String(outcome.retryAfterSeconds));
      throw new HttpError(
        429,
        'TOO_MANY_REQUESTS',
        'You have given as many approval codes as one manager may in an hour. Try again later.',
      );
    }
    return outcome.approval;
  });
}
