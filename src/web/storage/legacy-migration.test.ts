// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueFromWorkScopes } from '#domain/catalogue/catalogue';
import type { Contract } from '#domain/contract/model';
import { catalogue as fixtureScopes } from '#domain/testing/builders';
import { upgradeContract } from '#domain/upgrade/upgrade-contract';
import original from '#domain/upgrade/fixtures/v0-original-two-entry-financing.json';
import objectFinancing from '#domain/upgrade/fixtures/v0-object-financing-with-area.json';
import { loadStoredCatalogue } from './catalogue-storage';
import { getContract, listContracts, saveContract } from './contract-storage';
import type { DeviceDatabase } from './device-database';
import { migrateLegacyStorage } from './legacy-migration';
import { LEGACY_KEYS } from './legacy-plan';
import { readMeta, writeMeta } from './meta-storage';
import { everythingStored } from '../testing/device-database';
import { resetWebState } from '../testing/web-state';

let db: DeviceDatabase;
beforeEach(() => {
  db = resetWebState();
  localStorage.clear();
});
afterEach(async () => {
  localStorage.clear();
});

function upgraded(raw: unknown): Contract {
  const result = upgradeContract(structuredClone(raw));
  if (!result.ok) throw new Error(result.reason);
  return result.contract;
}

function legacyKeysLeft(): string[] {
  return LEGACY_KEYS.filter((key) => localStorage.getItem(key) !== null);
}

const ACCESS_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.secret-access-4f1c.sig';
const REFRESH_TOKEN = 'secret-refresh-9b2e';
const user = { id: 'u-17', email: 'tom.berg@example.com' };
const profile = { user_id: 'u-17', first: 'Tom', last: 'Berg', display_name: 'Tom B.', role: 'agent' };
const oldSession = {
  access_token: ACCESS_TOKEN,
  refresh_token: REFRESH_TOKEN,
  expires_at: 1_727_881_920,
  user: { ...user, aud: 'authenticated', app_metadata: { provider: 'email' } },
};

describe('with no legacy keys', () => {
  it('does nothing', async () => {
    expect(await migrateLegacyStorage()).toEqual({
      migrated: { contracts: 0, catalogue: false, lastDownload: false, lastAgent: false, session: false },
      quarantined: 0,
    });
    expect(JSON.parse(await everythingStored(db))).toEqual({
      contracts: [],
      catalogue: [],
      drafts: [],
      meta: [],
      quarantine: [],
      signed: [],
      signedPdfs: [],
      receipts: [],
    });
  });
});

describe('WorkScopes', () => {
  it('as the cloud list of work scopes becomes the stored catalogue', async () => {
    localStorage.setItem('WorkScopes', JSON.stringify(fixtureScopes));
    const report = await migrateLegacyStorage();
    expect(report.migrated.catalogue).toBe(true);
    expect((await loadStoredCatalogue())?.scopes).toEqual(fixtureScopes);
    expect(await loadStoredCatalogue()).toMatchObject({ etag: null });
    expect(legacyKeysLeft()).toEqual([]);
  });

  it('as the old local catalogue of categories is flattened to work scopes', async () => {
    const categories = catalogueFromWorkScopes(fixtureScopes);
    localStorage.setItem('WorkScopes', JSON.stringify(categories));
    await migrateLegacyStorage();
    const expected = categories.flatMap((category) => category.Projects);
    expect((await loadStoredCatalogue())?.scopes).toEqual(expected);
  });

  it('reads old categories whose scopes lack their category and hold numbers as text', async () => {
    const [scope] = fixtureScopes;
    if (!scope) throw new Error('fixture');
    const { category, ...withoutCategory } = scope;
    const oldScope = {
      ...withoutCategory,
      id: String(scope.id),
      pdf: '',
      show_calculator: 0,
      calculations: scope.calculations.map((line) => ({ ...line, rate: String(line.rate) })),
    };
    localStorage.setItem(
      'WorkScopes',
      JSON.stringify([{ Id: category.id, Name: category.name, Projects: [oldScope] }]),
    );
    await migrateLegacyStorage();
    expect((await loadStoredCatalogue())?.scopes).toEqual([{ ...scope, pdf: null, show_calculator: false }]);
  });

  it('that cannot be read goes to quarantine whole, and no partial catalogue is stored', async () => {
    const text = JSON.stringify([...fixtureScopes.slice(0, 3), { name: 'no id' }]);
    localStorage.setItem('WorkScopes', text);
    const report = await migrateLegacyStorage();
    expect(report).toMatchObject({ migrated: { catalogue: false }, quarantined: 1 });
    expect(await loadStoredCatalogue()).toBeNull();
    expect(await db.quarantine.toArray()).toEqual([
      expect.objectContaining({ source: 'legacy:WorkScopes', raw: text }),
    ]);
    expect(legacyKeysLeft()).toEqual([]);
  });

  it('takes the download time from lastDownload', async () => {
    localStorage.setItem('WorkScopes', JSON.stringify(fixtureScopes));
    localStorage.setItem('lastDownload', '2024-10-02T14:12:00.000Z');
    await migrateLegacyStorage();
    expect((await loadStoredCatalogue())?.downloadedAt).toBe('2024-10-02T14:12:00.000Z');
  });
});

describe('lastDownload', () => {
  it.each([
    ['an ISO date', '2024-10-02T14:12:00.000Z'],
    ['a JSON string', JSON.stringify('2024-10-02T14:12:00.000Z')],
    ['epoch milliseconds', String(Date.parse('2024-10-02T14:12:00.000Z'))],
  ])('as %s is kept as an ISO timestamp', async (_shape, value) => {
    localStorage.setItem('lastDownload', value);
    const report = await migrateLegacyStorage();
    expect(report.migrated.lastDownload).toBe(true);
    expect(await readMeta('lastDownload')).toBe('2024-10-02T14:12:00.000Z');
    expect(legacyKeysLeft()).toEqual([]);
  });

  it('that is not a date goes to quarantine', async () => {
    localStorage.setItem('lastDownload', 'yesterday');
    expect(await migrateLegacyStorage()).toMatchObject({ migrated: { lastDownload: false }, quarantined: 1 });
    expect(await readMeta('lastDownload')).toBeNull();
  });
});

describe('contracts', () => {
  it('in the original shapes are upgraded and stored; unreadable ones go to quarantine with their JSON', async () => {
    const noId = { Description: 'lost its id', Goals: [] };
    localStorage.setItem('contracts', JSON.stringify([original, objectFinancing, noId]));

    const report = await migrateLegacyStorage();
    expect(report).toMatchObject({ migrated: { contracts: 2 }, quarantined: 1 });
    expect(await getContract(original.ContractId)).toEqual(upgraded(original));
    expect(await getContract(objectFinancing.ContractId)).toEqual(upgraded(objectFinancing));
    expect((await listContracts()).unreadable).toEqual([]);
    expect(await db.quarantine.toArray()).toEqual([
      expect.objectContaining({
        source: 'legacy:contracts',
        raw: JSON.stringify(noId),
        reason: 'The stored entry has no ContractId.',
      }),
    ]);
    expect(legacyKeysLeft()).toEqual([]);
  });

  it('keep the device copy of a contract already on the device; the legacy one goes to quarantine', async () => {
    const deviceCopy = { ...upgraded(original), Notes: 'Edited in the new app' };
    await saveContract(deviceCopy);
    localStorage.setItem('contracts', JSON.stringify([original]));

    expect(await migrateLegacyStorage()).toMatchObject({ migrated: { contracts: 0 }, quarantined: 1 });
    expect(await getContract(original.ContractId)).toEqual(deviceCopy);
    const [entry] = await db.quarantine.toArray();
    expect(entry).toMatchObject({
      source: 'legacy:contracts',
      reason: expect.stringContaining('already on this device'),
    });
    expect(JSON.parse(entry?.raw as string)).toEqual(original);
  });

  it('that are not a list go to quarantine as text', async () => {
    localStorage.setItem('contracts', '{broken');
    expect(await migrateLegacyStorage()).toMatchObject({ migrated: { contracts: 0 }, quarantined: 1 });
    expect((await db.quarantine.toArray())[0]).toMatchObject({ source: 'legacy:contracts', raw: '{broken' });
  });
});

describe('lastAgent', () => {
  it('is kept, with an empty Id and Display when the original left them out', async () => {
    localStorage.setItem('lastAgent', JSON.stringify({ First: 'Tom', Last: 'Berg', Email: 'tom.berg@example.com' }));
    expect((await migrateLegacyStorage()).migrated.lastAgent).toBe(true);
    expect(await readMeta('lastAgent')).toEqual({
      Id: '',
      First: 'Tom',
      Last: 'Berg',
      Email: 'tom.berg@example.com',
      Display: '',
    });
  });

  it('keeps a numeric Id and the Display', async () => {
    localStorage.setItem(
      'lastAgent',
      JSON.stringify({ Id: 17, First: 'Tom', Last: 'Berg', Email: 'tom.berg@example.com', Display: 'Tom B.' }),
    );
    await migrateLegacyStorage();
    expect(await readMeta('lastAgent')).toEqual({
      Id: '17',
      First: 'Tom',
      Last: 'Berg',
      Email: 'tom.berg@example.com',
      Display: 'Tom B.',
    });
  });
});

describe('the old session (token, lastAuth)', () => {
  it('keeps only the user and the profile; no token is stored anywhere', async () => {
    localStorage.setItem('token', JSON.stringify(oldSession));
    localStorage.setItem('lastAuth', JSON.stringify({ session: oldSession, profile, expires: 1_727_881_920 }));

    const report = await migrateLegacyStorage();
    expect(report.migrated.session).toBe(true);
    expect(await readMeta('session')).toEqual({ user, profile });

    const stored = await everythingStored(db);
    expect(stored).not.toContain(ACCESS_TOKEN);
    expect(stored).not.toContain(REFRESH_TOKEN);
    expect(stored).not.toContain('secret-');
    expect(legacyKeysLeft()).toEqual([]);
  });

  it('reads a bare token with the profile and user in lastAuth', async () => {
    localStorage.setItem('token', ACCESS_TOKEN);
    localStorage.setItem('lastAuth', JSON.stringify({ user, profile, access_token: ACCESS_TOKEN }));
    await migrateLegacyStorage();
    expect(await readMeta('session')).toEqual({ user, profile });
    expect(await everythingStored(db)).not.toContain('secret-');
  });

  it('takes the email from the profile when no user record is left', async () => {
    localStorage.setItem(
      'lastAuth',
      JSON.stringify({ token: ACCESS_TOKEN, profile: { ...profile, email: user.email } }),
    );
    await migrateLegacyStorage();
    expect(await readMeta('session')).toEqual({ user, profile });
    expect(await everythingStored(db)).not.toContain('secret-');
  });

  it('that cannot be read is dropped, never quarantined, and its keys are removed', async () => {
    localStorage.setItem('token', ACCESS_TOKEN);
    localStorage.setItem('lastAuth', JSON.stringify({ refresh_token: REFRESH_TOKEN }));
    expect(await migrateLegacyStorage()).toMatchObject({ migrated: { session: false }, quarantined: 0 });
    expect(await everythingStored(db)).not.toContain('secret-');
    expect(legacyKeysLeft()).toEqual([]);
  });
});

describe('the migration as a whole', () => {
  function setAllLegacyKeys(): void {
    localStorage.setItem('WorkScopes', JSON.stringify(fixtureScopes));
    localStorage.setItem('lastDownload', '1727878320000');
    localStorage.setItem('contracts', JSON.stringify([original, objectFinancing]));
    localStorage.setItem('lastAgent', JSON.stringify({ First: 'Tom', Last: 'Berg', Email: 'tom.berg@example.com' }));
    localStorage.setItem('token', JSON.stringify(oldSession));
    localStorage.setItem('lastAuth', JSON.stringify({ profile }));
  }

  it('moves every key and removes them', async () => {
    setAllLegacyKeys();
    expect(await migrateLegacyStorage(localStorage)).toEqual({
      migrated: { contracts: 2, catalogue: true, lastDownload: true, lastAgent: true, session: true },
      quarantined: 0,
    });
    expect(legacyKeysLeft()).toEqual([]);
  });

  it('removes nothing and writes nothing when the transaction fails, and succeeds on the next start', async () => {
    setAllLegacyKeys();
    const bulkPut = vi
      .spyOn(db.meta, 'bulkPut')
      .mockRejectedValue(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));

    const report = await migrateLegacyStorage();
    expect(report.failed).toMatch(/could not be moved.*QuotaExceededError.*Nothing was lost/);
    expect(report.migrated).toEqual({
      contracts: 0,
      catalogue: false,
      lastDownload: false,
      lastAgent: false,
      session: false,
    });
    expect(legacyKeysLeft()).toEqual([...LEGACY_KEYS]);
    expect(JSON.parse(await everythingStored(db))).toEqual({
      contracts: [],
      catalogue: [],
      drafts: [],
      meta: [],
      quarantine: [],
      signed: [],
      signedPdfs: [],
      receipts: [],
    });

    bulkPut.mockRestore();
    expect((await migrateLegacyStorage()).migrated.contracts).toBe(2);
    expect(legacyKeysLeft()).toEqual([]);
  });

  it('does nothing the second time', async () => {
    setAllLegacyKeys();
    await migrateLegacyStorage();
    const afterFirst = await everythingStored(db);

    const second = await migrateLegacyStorage();
    expect(second).toEqual({
      migrated: { contracts: 0, catalogue: false, lastDownload: false, lastAgent: false, session: false },
      quarantined: 0,
    });
    expect(await everythingStored(db)).toBe(afterFirst);
  });

  it('keeps what this app already stored over the legacy meta values and catalogue', async () => {
    const agent = { Id: 'u-9', First: 'Ana', Last: 'Diaz', Email: 'ana@example.com', Display: 'Ana' };
    await writeMeta('lastAgent', agent);
    await db.catalogue.put({
      id: 'current',
      scopes: fixtureScopes.slice(0, 2),
      etag: '"v7"',
      downloadedAt: '2026-11-21T09:00:00.000Z',
    });
    setAllLegacyKeys();

    const report = await migrateLegacyStorage();
    expect(report.migrated).toMatchObject({ lastAgent: false, catalogue: false });
    expect(await readMeta('lastAgent')).toEqual(agent);
    expect(await loadStoredCatalogue()).toMatchObject({ etag: '"v7"' });
  });

  it('reports a failure instead of throwing when localStorage cannot be read', async () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect((await migrateLegacyStorage(blocked)).failed).toMatch(/SecurityError/);
  });
});
