// Serves the built web app (dist/web) and is the client router's fallback: a page drawn at build time answers
// its path, any other GET outside /api that is not a file shell.html (decisions 015 and 069 in docs/decisions/).
// Text files are sent from the brotli or gzip copy the build writes (scripts/precompress.ts).
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DRAWN_PAGES, SHELL_PAGE } from '#api/site';
import { apiError } from '../error-handler';

// index.html and sw.js are revalidated on every load, so a new release reaches the tablet; the content-hashed files
// under /assets never change and are cached for a year.
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export type WebFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

const notBuiltPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Contract Builder is not built</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1>Contract Builder is not built yet</h1>
<p>The server is running, but the web app has not been built. Run <code>npm run build</code>, then restart the server
(or simply run <code>npm start</code>, which does both).</p>
<p>The API is available under <code>/api</code>.</p>
</body>
</html>
`;

export async function registerWebApp(app: FastifyInstance, root: string): Promise<WebFallback> {
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn({ root }, 'web app not built: run `npm run build`; answering 503 outside /api');
    return (_request, reply) =>
      reply.code(503).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(notBuiltPage);
  }

  // A build from before shell.html had only index.html.
  const fallbackPage = existsSync(join(root, SHELL_PAGE)) ? SHELL_PAGE : 'index.html';
  const drawnPages = new Map(Object.entries(DRAWN_PAGES).filter(([, file]) => existsSync(join(root, file))));
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const inAssets = relative(root, filePath).startsWith(`assets${sep}`);
      reply.header('cache-control', inAssets ? IMMUTABLE : REVALIDATE);
    },
  });

  return (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    // A missing hashed file is a stale or broken link: answering index.html
    // would hand a script tag HTML and hide the real problem.
    if (!isPageRequest || path.startsWith('/assets/')) {
      return reply.code(404).send(apiError('NOT_FOUND', `Not found: ${request.method} ${path}`));
    }
    return reply.sendFile(drawnPages.get(path) ?? fallbackPage);
  };
}
