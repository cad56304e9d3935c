// GET /api/health: the liveness answer a load balancer, the e2e runner and the
// web app's online check all read: the process is up.
// GET /api/ready: the readiness answer: the process can serve, because its
// database answers. 503 with an ApiError when it does not.
import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const readyResponseSchema = z.object({
  status: z.literal('ready'),
});

export type ReadyResponse = z.infer<typeof readyResponseSchema>;
