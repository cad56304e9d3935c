// Liveness (/api/health: the process answers) and readiness (/api/ready: its
// database answers too), for load balancers and process managers, and the
// site information the web app reads (/api/site).
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { getHealth, getReady, getSite } from '#api/endpoints/health-endpoints';
import { HttpError } from '../../http-error';
import { route } from '../endpoint-route';

/** A database slower than this counts as not answering. */
export const READY_TIMEOUT_MS = 2_000;

async function databaseAnswers(run: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([run().then(() => true as const), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsync = async (app) => {
  route(app, getHealth, async () => ({ status: 'ok' as const }));

  route(app, getReady, async () => {
    const ready = app.hasDecorator('db') && (await databaseAnswers(() => app.db.execute(sql`select 1`)));
    // Logged as a failed request by the error handler: an outage someone must see.
    if (!ready) throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'Not ready: the server cannot reach its database.');
    return { status: 'ready' as const };
  });

  route(app, getSite, async () => ({ secureUrl: app.config.publicUrl ?? null }));
};
