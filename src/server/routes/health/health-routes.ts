import type { FastifyPluginAsync } from 'fastify';
import { healthResponseSchema, type HealthResponse } from '../../../api/health';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async (): Promise<HealthResponse> => healthResponseSchema.parse({ status: 'ok' }));
};
