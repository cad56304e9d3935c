// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestPersistentStorage } from './persistent-storage';

function withStorageManager(storage: Partial<StorageManager> | undefined): void {
  vi.stubGlobal('navigator', { ...navigator, storage });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requestPersistentStorage', () => {
  it('is unsupported without navigator.storage.persist', async () => {
    withStorageManager(undefined);
    expect(await requestPersistentStorage()).toBe('unsupported');
    withStorageManager({});
    expect(await requestPersistentStorage()).toBe('unsupported');
  });

  it('is granted when already persisted, without asking again', async () => {
    const persist = vi.fn(async () => true);
    withStorageManager({ persisted: async () => true, persist });
    expect(await requestPersistentStorage()).toBe('granted');
    expect(persist).not.toHaveBeenCalled();
  });

  it("passes on the browser's answer", async () => {
    withStorageManager({ persisted: async () => false, persist: async () => true });
    expect(await requestPersistentStorage()).toBe('granted');
    withStorageManager({ persisted: async () => false, persist: async () => false });
    expect(await requestPersistentStorage()).toBe('denied');
  });

  it('never throws', async () => {
    withStorageManager({ persist: () => Promise.reject(new TypeError('opaque origin')) });
    expect(await requestPersistentStorage()).toBe('unsupported');
  });
});
