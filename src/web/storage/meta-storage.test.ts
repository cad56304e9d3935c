// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { newContract } from '#domain/testing/builders';
import { upgradeContract } from '#domain/upgrade/upgrade-contract';
import original from '#domain/upgrade/fixtures/v0-original-two-entry-financing.json';
import type { DeviceDatabase } from './device-database';
import { deleteMeta, readMeta, writeMeta, type StoredSession } from './meta-storage';
import { everythingStored } from '../testing/device-database';
import { resetWebState } from '../testing/web-state';

let db: DeviceDatabase;
beforeEach(() => {
  db = resetWebState();
});

const agent = { Id: 'a-17', First: 'Tom', Last: 'Berg', Email: 'tom.berg@example.com', Display: 'Tom B.' };
const session: StoredSession = {
  user: { id: 'u-1', email: 'tom.berg@example.com' },
  profile: { user_id: 'u-1', first: 'Tom', last: 'Berg', display_name: 'Tom B.', role: 'agent' },
};

describe('meta values', () => {
  it('read back what was written, key by key', async () => {
    const draft = newContract();
    await writeMeta('lastDownload', '2026-11-21T09:00:00.000Z');
    await writeMeta('lastAgent', agent);
    await writeMeta('activeContractId', draft.ContractId);
    await writeMeta('session', session);
    await writeMeta('draft', draft);

    expect(await readMeta('lastDownload')).toBe('2026-11-21T09:00:00.000Z');
    expect(await readMeta('lastAgent')).toEqual(agent);
    expect(await readMeta('activeContractId')).toBe(draft.ContractId);
    expect(await readMeta('session')).toEqual(session);
    expect(await readMeta('draft')).toEqual(draft);
  });

  it('read as null when missing or deleted', async () => {
    expect(await readMeta('lastAgent')).toBeNull();
    await writeMeta('lastAgent', agent);
    await deleteMeta('lastAgent');
    expect(await readMeta('lastAgent')).toBeNull();
  });

  it('read as null when malformed, and the value goes to quarantine', async () => {
    await db.meta.put({ key: 'lastAgent', value: { First: 42 } });
    await db.meta.put({ key: 'lastDownload', value: 'last tuesday' });

    expect(await readMeta('lastAgent')).toBeNull();
    expect(await readMeta('lastDownload')).toBeNull();
    expect(await db.meta.count()).toBe(0);
    expect(await db.quarantine.toArray()).toEqual([
      expect.objectContaining({ source: 'meta:lastAgent', raw: { First: 42 } }),
      expect.objectContaining({ source: 'meta:lastDownload', raw: 'last tuesday' }),
    ]);
  });

  it('upgrade a draft saved in an old shape', async () => {
    const expected = upgradeContract(structuredClone(original));
    await db.meta.put({ key: 'draft', value: structuredClone(original) });
    expect(await readMeta('draft')).toEqual(expected.ok ? expected.contract : 'unreachable');
  });

  it("keep the agent's phone with the session", async () => {
    await writeMeta('session', { ...session, phone: '715-555-0142' });
    expect(await readMeta('session')).toEqual({ ...session, phone: '715-555-0142' });
    await writeMeta('session', { ...session, phone: null });
    expect(await readMeta('session')).toEqual({ ...session, phone: null });
  });

  it('read a session stored before the phone was kept, with no phone', async () => {
    await db.meta.put({ key: 'session', value: { user: session.user, profile: session.profile } });
    const stored = await readMeta('session');
    expect(stored).toEqual(session);
    expect(stored?.phone ?? null).toBeNull();
    expect(await db.quarantine.count()).toBe(0);
  });

  it('quarantine a session whose phone is not text', async () => {
    await db.meta.put({ key: 'session', value: { ...session, phone: 7155550142 } });
    expect(await readMeta('session')).toBeNull();
    expect(await db.quarantine.toArray()).toEqual([expect.objectContaining({ source: 'meta:session' })]);
  });

  it('never store a token with the session, whatever the caller passes', async () => {
    const signInAnswer = { ...session, accessToken: 'eyJ.secret-access.token', expiresAt: '2026-11-21T10:00:00Z' };
    await writeMeta('session', signInAnswer);
    expect(await readMeta('session')).toEqual(session);
    expect(await everythingStored(db)).not.toContain('secret-access');
  });
});
