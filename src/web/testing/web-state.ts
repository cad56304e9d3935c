// A new tablet for each test: every store and module state as at page load (src/web/lib/app-state.ts), an empty
// IndexedDB of its own (a fresh fake-indexeddb factory, so a test never reads the previous test's rows nor waits for
// its connections), and no cookies, local or session storage.
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { resetAppState } from '../lib/app-state';
import { getDeviceDatabase, type DeviceDatabase } from '../storage/device-database';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearCookies, signedInAs } from './fake-server';

/** Resets the app and the device; returns the device database, opened on the empty IndexedDB. */
export function resetWebState(): DeviceDatabase {
  resetAppState();
  const factory = new IDBFactory();
  globalThis.indexedDB = factory;
  // Dexie keeps what it found when it loaded, which may be before fake-indexeddb/auto ran.
  Dexie.dependencies.indexedDB = factory;
  Dexie.dependencies.IDBKeyRange = IDBKeyRange;
  if (typeof document !== 'undefined') {
    localStorage.clear();
    sessionStorage.clear();
    clearCookies();
  }
  return getDeviceDatabase();
}

/**
 * Every test of the file starts on a new tablet (resetWebState), with the
 * agent signed in when asked; globals a test stubbed (fetch) are put back
 * after it. Returns the device database of the test running.
 */
export function eachTestOnANewTablet(options: { signedIn?: boolean } = {}): () => DeviceDatabase {
  let db: DeviceDatabase | undefined;
  beforeEach(() => {
    db = resetWebState();
    if (options.signedIn) signedInAs(1);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return () => {
    if (!db) throw new Error('the device database is made before each test');
    return db;
  };
}
