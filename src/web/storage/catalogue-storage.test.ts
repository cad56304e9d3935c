// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogue as fixtureScopes } from '#domain/testing/builders';
import type { DeviceDatabase } from './device-database';
import { loadStoredCatalogue, saveCatalogue, type StoredCatalogue } from './catalogue-storage';
import { resetWebState } from '../testing/web-state';

let db: DeviceDatabase;
beforeEach(() => {
  db = resetWebState();
});

const first: StoredCatalogue = {
  scopes: fixtureScopes.slice(0, 10),
  etag: '"v1"',
  downloadedAt: '2026-11-20T09:00:00.000Z',
};
const second: StoredCatalogue = { scopes: fixtureScopes, etag: '"v2"', downloadedAt: '2026-11-21T09:00:00.000Z' };

describe('the stored catalogue', () => {
  it('is null before any download', async () => {
    expect(await loadStoredCatalogue()).toBeNull();
  });

  it('is replaced as a whole by the next download', async () => {
    await saveCatalogue(first);
    expect(await loadStoredCatalogue()).toEqual(first);
    await saveCatalogue(second);
    expect(await loadStoredCatalogue()).toEqual(second);
    expect(await db.catalogue.count()).toBe(1);
  });

  it('stays as it was when writing the next one fails', async () => {
    await saveCatalogue(first);
    const put = vi
      .spyOn(db.catalogue, 'put')
      .mockRejectedValue(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));

    await expect(saveCatalogue(second)).rejects.toThrow();
    put.mockRestore();
    expect(await loadStoredCatalogue()).toEqual(first);
  });

  it('leaves out scopes that cannot be read, keeps them in quarantine, and forgets the ETag', async () => {
    const broken = { ...fixtureScopes[0], wsid: '' };
    await db.catalogue.put({ id: 'current', ...first, scopes: [...first.scopes, broken as never] });

    expect(await loadStoredCatalogue()).toEqual({ ...first, etag: null });
    expect(await db.quarantine.toArray()).toEqual([expect.objectContaining({ source: 'catalogue', raw: [broken] })]);
    expect((await db.catalogue.get('current'))?.scopes).toHaveLength(first.scopes.length);
  });

  it('reads as null when the row itself cannot be read, and the row goes to quarantine', async () => {
    await db.catalogue.put({ id: 'current', scopes: 'not a list' } as never);
    expect(await loadStoredCatalogue()).toBeNull();
    expect(await db.catalogue.count()).toBe(0);
    expect(await db.quarantine.count()).toBe(1);
  });
});
