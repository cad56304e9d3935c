// GET /api/workscopes: for apps before price books, the one in effect today (UTC), '__HIDDEN' included; the app
// reads GET /api/price-book (price-book-routes.ts). An ETag lets a device that has it get a 304 instead.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { loadCatalogue } from '../../catalogue/catalogue-repository';
import { scopesInEffect } from '../../catalogue/price-books';
import { listWorkScopes } from '#api/endpoints/catalogue-endpoints';
import { route } from '../endpoint-route';

export function catalogueEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url')}"`;
}

/** True when an If-None-Match header names this ETag (or '*'). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

export async function workscopeRoutes(app: FastifyInstance): Promise<void> {
  route(app, listWorkScopes, async ({ request, reply }) => {
    const body = JSON.stringify((await scopesInEffect(app.db, app.clock())) ?? (await loadCatalogue(app.db)));
    const etag = catalogueEtag(body);
    // Revalidate every time (a release of the catalogue must reach devices), but allow 304s.
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
