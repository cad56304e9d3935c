// GET /api/health: the liveness answer a load balancer, the e2e runner and the
// web app's online check all read.
import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;
