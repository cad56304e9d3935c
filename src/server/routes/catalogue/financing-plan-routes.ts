// GET /api/financing-plans: the plans tablets offer on new contracts, as the office last set them.
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { listFinancingPlans } from '#api/endpoints/catalogue-endpoints';
import { financingOptions } from '../../db/schema';
import { route } from '../endpoint-route';

export async function financingPlanRoutes(app: FastifyInstance): Promise<void> {
  route(app, listFinancingPlans, async ({ reply }) => {
    const rows = await app.db.select().from(financingOptions).orderBy(asc(financingOptions.id));
    // A re-rate must reach the next sync: never served from a cache.
    reply.header('cache-control', 'no-store');
    return { plans: rows.map(({ id, code, term, apr, visible }) => ({ id, code, term, apr: Number(apr), visible })) };
  });
}
