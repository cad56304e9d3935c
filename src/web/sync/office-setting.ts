// What the office sets and each tablet keeps for offline use (plans, cancellations, the company's details): a store,
// read once from the device (its database's code fetched then), and each Sync all's download taking over. A download
// that lands while the stored copy is still being read is newer, and wins.
import { createStore, moduleState } from '../lib/app-state';
import type { MetaKey, MetaKeys } from '../storage/meta-storage';

export function officeSetting<K extends MetaKey, T extends object>(
  key: MetaKeys[K] extends T ? K : never,
  initial: () => T,
) {
  const useStore = createStore<T>(initial);
  const loading = moduleState(() => ({ read: null as Promise<void> | null, downloads: 0 }));

  /** Reads the stored copy once. */
  function load(): Promise<void> {
    loading.read ??= (async () => {
      const before = loading.downloads;
      // The key's stored shape is a T: its type (MetaKeys[K] extends T) says so, which TypeScript cannot carry here.
      const stored = (await import('../storage/meta-storage')
        .then(({ readMeta }) => readMeta(key))
        .catch(() => null)) as T | null;
      if (stored && loading.downloads === before) useStore.setState(stored);
    })();
    return loading.read;
  }

  /** A download landed. */
  function take(stored: MetaKeys[K] & T): void {
    loading.downloads += 1;
    useStore.setState(stored);
  }

  return { useStore, load, take };
}
