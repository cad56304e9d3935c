// Builds the Fastify app without listening, so tests drive it with
// app.inject and main.ts decides where it listens. Order matters: security
// headers and the error handler first, then API routes, then the web app.
import { fileURLToPath } from 'node:url';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { apiError, BODY_LIMIT_BYTES, handleError } from './error-handler';
import type { AppConfig } from './config/env';
import { accessTokenVerifier, type AccessTokenVerifier } from './auth/access-tokens';
import { registerWebApp } from './plugins/web-app';
import { healthRoutes } from './routes/health/health-routes';
import { apiRoutes } from './routes/api-routes';
import type { AppDatabase, Database } from './db/connection';
import { registerCompression } from './plugins/compression';
import { registerTransportSecurity } from './plugins/transport-security';
import type { ServerTls } from './tls/server-tls';
import type { MailTransport } from './email/mail-transport';
import { startOutboxWorker, type OutboxWorker } from './email/outbox-worker';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: AppDatabase;
    /** The current time; tests pass a clock they can move (rate-limit windows, token expiry). */
    clock: () => Date;
    /** Sends the signed copies; kicked when a signed version arrives. A no-op without a mail transport. */
    outbox: Pick<OutboxWorker, 'kick'>;
    /** Checks an access token, remembering the ones it found valid until they expire. */
    verifyAccessToken: AccessTokenVerifier;
  }
}

export interface BuildAppOptions {
  /** The built web app; defaults to dist/web at the repository root. */
  webRoot?: string;
  /** Fastify's logger option; defaults to LOG_LEVEL, else by NODE_ENV (info, or warn under test). */
  logger?: FastifyServerOptions['logger'];
  /**
   * The opened, migrated database. main.ts always passes one; tests of plain
   * HTTP behaviour leave it out, and then only health and the web app exist.
   */
  database?: Database;
  /** The clock behind time-dependent rules; defaults to the real time. */
  clock?: () => Date;
  /** Serve https with this certificate and key; plain http without. */
  tls?: ServerTls;
  /** Email signed copies through this transport (with a database); none are sent without it. */
  mail?: { transport: MailTransport; intervalMs?: number };
  /** Told of every route as it is registered: how a test checks the OpenAPI document lists each one. */
  onRoute?: (route: RouteOptions) => void;
}

export const defaultWebRoot = fileURLToPath(new URL('../../dist/web', import.meta.url));

/**
 * Content Security Policy for the built app: everything comes from this
 * origin (scripts, styles, workers, fetches), images may also be data: URLs.
 * No inline scripts or styles, no plugins, no framing. upgrade-insecure-requests
 * is left out on purpose: on a LAN the app is served over plain http to a
 * tablet, and upgrading its requests to https would break every one of them.
 */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The powerful browser features the app never uses are switched off for it
 * and anything it could be tricked into loading; sharing the signed copy
 * (Web Share) and full screen stay with the app itself. Only names every
 * current browser recognises: an unknown one is logged as an error.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'display-capture=()',
  'web-share=(self)',
  'fullscreen=(self)',
].join(', ');

const isApiPath = (url: string): boolean => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** Trust the nearest `hops` proxies, as Fastify's numeric trustProxy does. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/**
 * Requests are logged by method and path, never with their query: a search's
 * query is a customer's last name (docs/security.md). The rest of the
 * logger's options are kept.
 */
function withPrivateRequests(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger || logger === true) return logger;
  return {
    ...logger,
    serializers: {
      ...(logger.serializers ?? {}),
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: request.url.split('?')[0],
        remoteAddress: request.ip,
      }),
    },
  };
}

export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  // Fastify types an https server differently; the app itself is the same.
  const app = Fastify({
    https: options.tls ? { key: options.tls.key, cert: options.tls.cert } : null,
    logger: withPrivateRequests(
      options.logger ?? { level: config.logLevel ?? (config.nodeEnv === 'test' ? 'warn' : 'info') },
    ),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    frameworkErrors: (error, request, reply) => {
      handleError(error, request, reply);
    },
  }) as unknown as FastifyInstance;
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.decorate('config', config);
  app.decorate('clock', options.clock ?? (() => new Date()));
  app.decorate('verifyAccessToken', accessTokenVerifier(config.jwtSecret));
  app.decorateRequest('agent', null);

  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    // Sent only where a browser honours them, by registerTransportSecurity:
    // over http from another device Chromium ignores these and logs an error.
    strictTransportSecurity: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
  });
  await registerTransportSecurity(app, options.tls?.selfSigned);
  await registerCompression(app);
  app.setErrorHandler(handleError);

  // API answers are live data: no browser or proxy should keep a copy.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
  });

  await app.register(healthRoutes, { prefix: '/api' });
  if (options.database) {
    app.decorate('db', options.database.db);
    await app.register(apiRoutes, { prefix: '/api' });
  }
  if (options.database && options.mail) {
    const worker = startOutboxWorker(
      {
        db: options.database.db,
        transport: options.mail.transport,
        from: config.mailFrom,
        company: config.company,
        clock: app.clock,
        log: app.log,
      },
      options.mail.intervalMs,
    );
    app.decorate('outbox', worker);
    app.addHook('onClose', () => worker.stop());
  } else {
    app.decorate('outbox', { kick: () => undefined });
  }

  const webFallback = await registerWebApp(app, options.webRoot ?? defaultWebRoot);
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) {
      const path = request.url.split('?')[0];
      return reply.code(404).send(apiError('NOT_FOUND', `There is no API route ${request.method} ${path}.`));
    }
    return webFallback(request, reply);
  });

  return app;
}
