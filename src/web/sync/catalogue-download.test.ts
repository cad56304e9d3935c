// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { localIsoDate } from '#domain/catalogue/price-book';
import type { WorkScope } from '#domain/contract/model';
import { loadStoredCatalogue, saveCatalogue } from '../storage/catalogue-storage';
import { readMeta, writeMeta } from '../storage/meta-storage';
import { readWorkScopesHint } from '../storage/catalogue-hint';
import { guideNames, selectNoWorkScopes, useCatalogueStore } from './catalogue-download';
import { downloadWorkScopes } from './catalogue-transfer';
import { apiError, fakeServer, json, noConnection } from '../testing/fake-server';
import { eachTestOnANewTablet } from '../testing/web-state';

function scope(id: number, wsid = `A1-0${id}`): WorkScope {
  return {
    id,
    wsid,
    name: `Scope ${id}`,
    description: 'Air seal the attic floor.',
    category: { id: 1, name: 'Attic' },
    calculations: [{ id: id * 10, name: 'Area', qty_label: 'sq ft', rate: 1.85, description: '', rank: 1 }],
    show_calculator: false,
    pdf: 'A1x1',
  };
}

/** GET /api/price-book's answer: these scopes as price book 1, in effect since 2025-01-01, and any versions after. */
function book(scopes: unknown[], ...later: { version: number; effectiveOn: string; scopes: WorkScope[] }[]) {
  return {
    versions: [{ version: 1, effectiveOn: '2025-01-01', note: '', scopes }, ...later.map((v) => ({ note: '', ...v }))],
  };
}

const previous = { scopes: [scope(1)], etag: '"old"', downloadedAt: '2025-01-01T08:00:00.000Z' };
const NOW = new Date('2025-03-03T10:00:00.000Z');
const now = () => NOW;

const device = eachTestOnANewTablet({ signedIn: true });

async function withPreviousCatalogue(): Promise<void> {
  await saveCatalogue(previous);
  await writeMeta('lastDownload', previous.downloadedAt);
}

describe('downloadWorkScopes', () => {
  it('stores a new catalogue with its ETag and the download time', async () => {
    await withPreviousCatalogue();
    const server = fakeServer().on('GET /api/price-book', json(book([scope(1), scope(2)]), 200, { etag: '"new"' }));

    const result = await downloadWorkScopes({ now });

    expect(result).toEqual({
      ok: true,
      status: 'updated',
      downloadedAt: NOW.toISOString(),
      count: 2,
      message: 'Work scopes downloaded: 2 scopes.',
      saved: true,
    });
    expect(server.requests[0]?.headers.get('if-none-match')).toBe('"old"');
    expect(server.requests[0]?.headers.get('authorization')).toMatch(/^Bearer eyJ/);
    expect(await loadStoredCatalogue()).toEqual({
      scopes: [scope(1), scope(2)],
      etag: '"new"',
      downloadedAt: NOW.toISOString(),
      priceBook: { version: 1, effectiveOn: '2025-01-01' },
      upcoming: [],
    });
    expect(await readMeta('lastDownload')).toBe(NOW.toISOString());
  });

  it('sends no If-None-Match when nothing is stored', async () => {
    const server = fakeServer().on('GET /api/price-book', json(book([scope(1)]), 200, { etag: '"new"' }));

    const result = await downloadWorkScopes({ now });

    expect(result).toMatchObject({ ok: true, message: 'Work scopes downloaded: 1 scope.' });
    expect(server.requests[0]?.headers.has('if-none-match')).toBe(false);
  });

  it('keeps the stored catalogue on a 304 and updates the last download time', async () => {
    await withPreviousCatalogue();
    fakeServer().on('GET /api/price-book', new Response(null, { status: 304, headers: { etag: '"old"' } }));

    const result = await downloadWorkScopes({ now });

    expect(result).toMatchObject({
      ok: true,
      status: 'unchanged',
      count: 1,
      downloadedAt: NOW.toISOString(),
      message: 'Your work scopes are up to date.',
    });
    expect(await loadStoredCatalogue()).toEqual(previous);
    expect(await readMeta('lastDownload')).toBe(NOW.toISOString());
  });

  it('keeps the previous catalogue when the answer is not a valid catalogue', async () => {
    await withPreviousCatalogue();
    fakeServer().on(
      'GET /api/price-book',
      json(book([scope(1), { id: 'two', name: 'broken' }]), 200, { etag: '"bad"' }),
    );

    const result = await downloadWorkScopes({ now });

    expect(result).toEqual({
      ok: false,
      message:
        'Could not download the work scopes: the server sent work scopes this app cannot read. Your saved work scopes are unchanged.',
    });
    expect(await loadStoredCatalogue()).toEqual(previous);
    expect(await readMeta('lastDownload')).toBe(previous.downloadedAt);
  });

  it('keeps the previous catalogue when the server cannot be reached', async () => {
    await withPreviousCatalogue();
    fakeServer().on('GET /api/price-book', noConnection());

    const result = await downloadWorkScopes({ now });

    expect(result).toEqual({
      ok: false,
      message:
        'Could not download the work scopes: the server cannot be reached. Your saved work scopes are unchanged.',
    });
    expect(await loadStoredCatalogue()).toEqual(previous);
    expect(await readMeta('lastDownload')).toBe(previous.downloadedAt);
  });

  it("passes on the server's reason for an error answer", async () => {
    fakeServer().on('GET /api/price-book', apiError(503, 'SERVICE_UNAVAILABLE', 'The catalogue is being updated.'));

    const result = await downloadWorkScopes({ now });

    expect(result).toEqual({
      ok: false,
      message:
        'Could not download the work scopes: the catalogue is being updated. Your saved work scopes are unchanged.',
    });
  });

  it('asks the agent to sign in when the session has ended', async () => {
    fakeServer()
      .on('GET /api/price-book', apiError(401, 'UNAUTHORIZED', 'Expired.'))
      .on('POST /api/auth/refresh', apiError(401, 'UNAUTHORIZED', 'Your session has ended; sign in again.'));

    const result = await downloadWorkScopes({ now });

    expect(result).toMatchObject({
      ok: false,
      message:
        'Could not download the work scopes: you are not signed in; sign in and try again. Your saved work scopes are unchanged.',
    });
  });
});

describe('useCatalogueStore', () => {
  it('shows no catalogue before anything is stored, then the loaded one with its Last Update', async () => {
    await useCatalogueStore.getState().load();
    expect(useCatalogueStore.getState()).toMatchObject({ scopes: null, downloadedAt: null, loaded: true });
    expect(selectNoWorkScopes(useCatalogueStore.getState())).toBe(true);

    await withPreviousCatalogue();
    await useCatalogueStore.getState().load();
    expect(useCatalogueStore.getState()).toMatchObject({
      scopes: previous.scopes,
      downloadedAt: previous.downloadedAt,
    });
    expect(selectNoWorkScopes(useCatalogueStore.getState())).toBe(false);
  });

  it('before the device has been read, shows the banner unless the device held work scopes last time', async () => {
    // A first visit: nothing known, nothing stored.
    expect(selectNoWorkScopes(useCatalogueStore.getState())).toBe(true);
    expect(selectNoWorkScopes({ loaded: false, scopes: null, expectScopes: true })).toBe(false);

    // Reading the device remembers what it found, for the next start's first paint.
    await withPreviousCatalogue();
    await useCatalogueStore.getState().load();
    expect(readWorkScopesHint()).toBe(true);
    await device().catalogue.clear();
    await useCatalogueStore.getState().load();
    expect(readWorkScopesHint()).toBe(false);
  });

  it('remembers a downloaded catalogue for the next first paint', async () => {
    fakeServer().on('GET /api/price-book', json(book([scope(1)]), 200, { etag: '"v1"' }));
    expect((await useCatalogueStore.getState().download({ now })).ok).toBe(true);
    expect(readWorkScopesHint()).toBe(true);
  });

  it('takes a download in, runs one download at a time and shows it is running', async () => {
    const server = fakeServer().on('GET /api/price-book', json(book([scope(1), scope(2)]), 200, { etag: '"new"' }));

    const first = useCatalogueStore.getState().download({ now });
    const second = useCatalogueStore.getState().download({ now });
    expect(useCatalogueStore.getState().downloading).toBe(true);

    expect(await second).toBe(await first);
    expect(server.requests).toHaveLength(1);
    expect(useCatalogueStore.getState()).toMatchObject({
      scopes: [scope(1), scope(2)],
      downloadedAt: NOW.toISOString(),
      downloading: false,
      loaded: true,
    });
  });

  it('keeps the scopes it shows when a download fails', async () => {
    await withPreviousCatalogue();
    await useCatalogueStore.getState().load();
    fakeServer().on('GET /api/price-book', noConnection());

    const result = await useCatalogueStore.getState().download({ now });

    expect(result.ok).toBe(false);
    expect(useCatalogueStore.getState()).toMatchObject({
      scopes: previous.scopes,
      downloadedAt: previous.downloadedAt,
    });
  });

  it('moves Last Update on a 304, scopes unchanged', async () => {
    await withPreviousCatalogue();
    fakeServer().on('GET /api/price-book', new Response(null, { status: 304 }));

    await useCatalogueStore.getState().download({ now });

    expect(useCatalogueStore.getState()).toMatchObject({ scopes: previous.scopes, downloadedAt: NOW.toISOString() });
  });
});

describe('price books on the tablet', () => {
  const withRate = (rate: number): WorkScope => ({
    ...scope(1),
    calculations: [{ ...scope(1).calculations[0]!, rate }],
  });
  const localDay = (date: Date) => localIsoDate(date);

  it('quotes from the version in effect, names the one due, and switches to it on its day, offline', async () => {
    const today = new Date(2026, 10, 27, 18, 0);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(today);
    try {
      const tomorrow = localDay(new Date(2026, 10, 28));
      fakeServer().on(
        'GET /api/price-book',
        json(book([withRate(1.85)], { version: 2, effectiveOn: tomorrow, scopes: [withRate(1.95)] }), 200, {
          etag: '"v2"',
        }),
      );
      expect((await useCatalogueStore.getState().download({ now })).ok).toBe(true);
      expect(useCatalogueStore.getState()).toMatchObject({
        scopes: [withRate(1.85)],
        priceBook: { version: 1, effectiveOn: '2025-01-01' },
        next: { version: 2, effectiveOn: tomorrow },
      });

      // Read back from the device the next day, with no connection: the new prices.
      vi.setSystemTime(new Date(2026, 10, 28, 0, 0, 5));
      fakeServer().on('GET /api/price-book', noConnection());
      await useCatalogueStore.getState().load();
      expect(useCatalogueStore.getState()).toMatchObject({
        scopes: [withRate(1.95)],
        priceBook: { version: 2, effectiveOn: tomorrow },
        next: null,
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('switches a page left open over midnight', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 27, 23, 59));
    try {
      await saveCatalogue({
        ...previous,
        priceBook: { version: 4, effectiveOn: '2026-11-01' },
        upcoming: [{ version: 5, effectiveOn: '2026-11-28', note: 'Winter prices', scopes: [withRate(2.1)] }],
      });
      await useCatalogueStore.getState().load();
      expect(useCatalogueStore.getState().priceBook?.version).toBe(4);
      vi.setSystemTime(new Date(2026, 10, 28, 0, 0, 1));
      useCatalogueStore.getState().refreshDay();
      expect(useCatalogueStore.getState()).toMatchObject({ scopes: [withRate(2.1)], priceBook: { version: 5 } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads a catalogue stored before price books as it was, with no version', async () => {
    await withPreviousCatalogue();
    await useCatalogueStore.getState().load();
    expect(useCatalogueStore.getState()).toMatchObject({ scopes: previous.scopes, priceBook: null, next: null });
  });
});

describe('guideNames', () => {
  it('lists every guide of the catalogue once, with the fallback', () => {
    const scopes = [{ pdf: 'A1x01' }, { pdf: 'A1x01' }, { pdf: null }, { pdf: 'C1x04' }] as unknown as Parameters<
      typeof guideNames
    >[0];
    expect(guideNames(scopes)).toEqual(['A1x1', 'A1x01', 'C1x04']);
  });
});
