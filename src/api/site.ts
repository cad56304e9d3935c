// GET /api/site: what the web app needs to know about where it is served.
// secureUrl is the https address agents should open (PUBLIC_URL), which an
// http page names in its banner; null when the server was not told one.
import { z } from 'zod';

export const siteResponseSchema = z.object({
  secureUrl: z.url({ protocol: /^https$/ }).nullable(),
});

export type SiteResponse = z.infer<typeof siteResponseSchema>;
