// Whether a request came over https, and what follows from it. Behind a proxy
// that ends TLS, Fastify reads X-Forwarded-Proto from the proxies TRUST_PROXY
// names; otherwise it is the connection itself. HSTS is sent only over https
// (a browser ignores it over http anyway), without includeSubDomains: the
// company's other hosts are not ours to decide about. The isolation headers
// (Cross-Origin-Opener-Policy, Origin-Agent-Cluster) only count on a
// trustworthy origin, https or localhost; elsewhere Chromium drops them with a
// console error on every page, so they are not sent there.
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
