// GET /api/financing-plans: the plans tablets offer on new contracts, as the office last set them.
import type { FastifyInstance } from 'fastify';
import { listFinancingPlans } from '#api/endpoints/catalogue-endpoints';
import { listPlans } from '../../financing/financing-plans';
import { route } from '../endpoint-route';

export async function financingPlanRoutes(app: FastifyInstance): Promise<void> {
  route(app, listFinancingPlans, async ({ reply }) => {
    // A re-rate must reach the next sync: never served from a cache.
    reply.header('cache-control', 'no-store');
    return { plans: await listPlans(app.db) };
  });
}
