// Whether a request came over https (X-Forwarded-Proto from the proxies TRUST_PROXY names, else the connection), and
// the headers that follow: HSTS over https only, without includeSubDomains (the company's other hosts are not ours to
// decide); COOP and Origin-Agent-Cluster on https or localhost only, as elsewhere Chromium logs an error per page.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tlsRoutes } from '../routes/tls/tls-routes';
import type { SelfSignedTls } from '../tls/self-signed';

/** 180 days: browsers keep using https for this host that long after the last visit. */
export const HSTS_HEADER = 'max-age=15552000';

export function cameOverHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** The page was opened as localhost: nothing it sends crosses a network. */
export function isLoopbackHost(request: FastifyRequest): boolean {
  return loopbackHosts.has(request.hostname.toLowerCase());
}

export async function registerTransportSecurity(
  app: FastifyInstance,
  selfSigned: SelfSignedTls | undefined,
): Promise<void> {
  app.addHook('onSend', async (request, reply) => {
    const https = cameOverHttps(request);
    if (https) reply.header('strict-transport-security', HSTS_HEADER);
    if (https || isLoopbackHost(request)) {
      reply.header('cross-origin-opener-policy', 'same-origin');
      reply.header('origin-agent-cluster', '?1');
    }
  });
  if (selfSigned) await app.register(tlsRoutes, { prefix: '/api', selfSigned });
}
