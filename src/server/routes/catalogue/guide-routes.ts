// GET /api/guides/:name.pdf: the homeowner guide of a work-scope family, rendered from the catalogue and answered
// under every name of the family ('A1x07', 'A1x1'). The bytes are kept per family and catalogue version; rendering
// takes a few milliseconds, so the cache is only a cache and any instance can rebuild it.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { loadCatalogue } from '../../catalogue/catalogue-repository';
import { familyOfGuideName, guideScopes } from '../../guides/guide-names';
import { renderGuidePdf } from '../../guides/render-guide';
import { HttpError } from '../../http-error';
import { getGuide } from '#api/endpoints/catalogue-endpoints';
import { route } from '../endpoint-route';
import { matchesEtag } from './workscope-routes';

const ONE_DAY_SECONDS = 24 * 60 * 60;

export async function guideRoutes(app: FastifyInstance): Promise<void> {
  const rendered = new Map<string, { pdf: Uint8Array; etag: string }>();

  route(app, getGuide, async ({ params: { name }, request, reply }) => {
    const family = familyOfGuideName(name);
    if (!family) throw new HttpError(404, 'NOT_FOUND', `There is no guide called ${name}.pdf.`);
    const scopes = guideScopes(family, await loadCatalogue(app.db));
    const key = createHash('sha256').update(family).update(JSON.stringify(scopes)).digest('base64url');
    let guide = rendered.get(key);
    if (!guide) {
      guide = { pdf: await renderGuidePdf(family, scopes), etag: `"${key}"` };
      rendered.set(key, guide);
    }
    reply
      .header('cache-control', `private, max-age=${ONE_DAY_SECONDS}`)
      .header('etag', guide.etag)
      .header('content-disposition', `inline; filename="${name}.pdf"`);
    if (matchesEtag(request.headers['if-none-match'], guide.etag)) return reply.code(304).send();
    return reply.type('application/pdf').send(Buffer.from(guide.pdf));
  });
}
