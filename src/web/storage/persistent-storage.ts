// Asks the browser to keep this site's storage under pressure instead of evicting it (navigator.storage.persist).
// Browsers decide on their own (Chromium grants it to installed or often-used sites, Firefox may ask the user); the
// answer never blocks the app.
export type PersistentStorageAnswer = 'granted' | 'denied' | 'unsupported';

export async function requestPersistentStorage(): Promise<PersistentStorageAnswer> {
  const storage = typeof navigator === 'undefined' ? undefined : (navigator.storage as StorageManager | undefined);
  if (!storage || typeof storage.persist !== 'function') return 'unsupported';
  try {
    if (typeof storage.persisted === 'function' && (await storage.persisted())) return 'granted';
    return (await storage.persist()) ? 'granted' : 'denied';
  } catch {
    // An opaque origin or an embedded frame without permission rejects: there is nothing to ask.
    return 'unsupported';
  }
}
