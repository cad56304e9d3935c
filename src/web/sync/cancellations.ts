// The customers' cancellations the office recorded of this agent's contracts (docs/decisions/044-contracts-in-the-
// office.md): fetched after every Sync all (cancellations-download.ts), kept for offline use, shown in My Contracts.
import { createStore, moduleState } from '../lib/app-state';
import { readMeta, type StoredCancellations } from '../storage/meta-storage';

export const useCancellationsStore = createStore<StoredCancellations>(() => ({ byContract: {}, downloadedAt: '' }));

const loading = moduleState(() => ({ read: null as Promise<void> | null, downloads: 0 }));

/** Reads the stored cancellations once; a download that lands meanwhile is newer and wins. */
export function loadCancellations(): Promise<void> {
  loading.read ??= (async () => {
    const before = loading.downloads;
    const stored = await readMeta('cancellations').catch(() => null);
    if (stored && loading.downloads === before) useCancellationsStore.setState(stored);
  })();
  return loading.read;
}

export function takeDownloadedCancellations(stored: StoredCancellations): void {
  loading.downloads += 1;
  useCancellationsStore.setState(stored);
}
