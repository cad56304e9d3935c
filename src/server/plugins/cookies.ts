// Cookie parsing and setting for the routes that use cookies (the session
// routes under /api/auth). The refresh and XSRF tokens are random and opaque,
// so they are not signed; the secret is there for any cookie that needs it.
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';

export async function registerCookies(app: FastifyInstance): Promise<void> {
  await app.register(cookie, { secret: app.config.cookieSecret, hook: 'onRequest' });
}
