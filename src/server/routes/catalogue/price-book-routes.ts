// Price books (src/server/catalogue/price-books.ts): tablets download the one in effect and those due after it;
// managers and admins list and export them; admins publish one.
import type { FastifyInstance } from 'fastify';
import {
  getOfficePriceBook,
  getPriceBook,
  listPriceBooks as listPriceBooksEndpoint,
  publishPriceBook as publishPriceBookEndpoint,
} from '#api/endpoints/price-book-endpoints';
import { checkCatalogue } from '../../catalogue/catalogue-check';
import {
  findPriceBook,
  listPriceBooks,
  priceBooksForTablets,
  publishPriceBook,
  utcDate,
} from '../../catalogue/price-books';
import { readFloors } from '../../approval/price-floors-store';
import { HttpError } from '../../http-error';
import { route } from '../endpoint-route';
import { catalogueEtag, matchesEtag } from './workscope-routes';

export async function priceBookRoutes(app: FastifyInstance): Promise<void> {
  route(app, getPriceBook, async ({ request, reply }) => {
    const rows = await priceBooksForTablets(app.db, app.clock());
    const versions = rows.map(({ version, effectiveOn, note, scopes }) => ({ version, effectiveOn, note, scopes }));
    const { floors } = await readFloors(app.db);
    const body = JSON.stringify({ versions, floors });
    const etag = catalogueEtag(body);
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });

  route(app, listPriceBooksEndpoint, async () => ({
    versions: await listPriceBooks(app.db),
    today: utcDate(app.clock()),
  }));

  route(app, getOfficePriceBook, async ({ params: { version } }) => {
    const found = await findPriceBook(app.db, version);
    if (!found) throw new HttpError(404, 'NOT_FOUND', `There is no price book ${version}.`);
    return found;
  });

  route(app, publishPriceBookEndpoint, async ({ body, agent, reply }) => {
    const check = checkCatalogue(body.scopes);
    if (!check.ok)
      throw new HttpError(
        400,
        'VALIDATION_FAILED',
        `Nothing was published: ${check.problems.slice(0, 3).join('; ')}${check.problems.length > 3 ? '; …' : ''}.`,
        { problems: check.problems },
      );
    const outcome = await publishPriceBook(
      app.db,
      { scopes: check.scopes, effectiveOn: body.effectiveOn, note: body.note, baseVersion: body.baseVersion },
      { userId: agent.userId, label: 'api' },
      app.clock(),
    );
    if (outcome.status === 'stale')
      throw new HttpError(
        409,
        'CONFLICT',
        `Price book ${outcome.newest ?? 'none'} was published since these edits began: open it and make them again.`,
      );
    if (outcome.status === 'too-early')
      throw new HttpError(400, 'VALIDATION_FAILED', `A price book takes effect on ${outcome.earliest} or later.`);
    void reply.code(201);
    // Read back for the publisher's name as the list shows it.
    const published = await findPriceBook(app.db, outcome.version.version);
    return { version: published?.version ?? outcome.version };
  });
}
