// Every API route that needs the database, registered under /api.
import type { FastifyInstance } from 'fastify';
import { workscopeRoutes } from './catalogue/workscope-routes';

export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(workscopeRoutes);
}
