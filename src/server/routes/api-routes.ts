// Every API route that needs the database, registered under /api.
import type { FastifyInstance } from 'fastify';

export async function apiRoutes(_app: FastifyInstance): Promise<void> {
  // Routes are added here as each resource lands.
}
