// GET /api/health is liveness (the process is up), read by the load balancer, the e2e runner and the web app's online
// check. GET /api/ready is readiness (the database answers too); it answers 503 with an ApiError when it does not.
import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const readyResponseSchema = z.object({
  status: z.literal('ready'),
});

export type ReadyResponse = z.infer<typeof readyResponseSchema>;
