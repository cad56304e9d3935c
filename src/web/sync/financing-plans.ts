// The office's financing plans on this device, offered on new contracts and in the Financing dialog
// (docs/decisions/042-financing-plans-served.md); financing-plans-download.ts fetches them at every Sync all. Until
// the first download the plans built into this release stand in.
import type { OfficePlan } from '#domain/financing/office-plans';
import { defaultFinancingOptions } from '#domain/financing/plans';
import { createStore, moduleState } from '../lib/app-state';
import { readMeta, type StoredFinancingPlans } from '../storage/meta-storage';

interface FinancingPlansState {
  /** The plans new contracts offer: the office's last download, or this release's own before one. */
  plans: readonly OfficePlan[];
  /** When the office's plans were downloaded; null while this release's own stand in. */
  downloadedAt: string | null;
}

const builtIn = (): OfficePlan[] =>
  defaultFinancingOptions().map(({ Id, Code, Term, Apr, Visible }) => ({ Id, Code, Term, Apr, Visible }));

export const useFinancingPlansStore = createStore<FinancingPlansState>(() => ({
  plans: builtIn(),
  downloadedAt: null,
}));

const loading = moduleState(() => ({ read: null as Promise<void> | null, downloads: 0 }));

/** Reads the stored plans once; a download that lands meanwhile is newer and wins. */
export function loadFinancingPlans(): Promise<void> {
  loading.read ??= (async () => {
    const before = loading.downloads;
    const stored = await readMeta('financingPlans').catch(() => null);
    if (stored && loading.downloads === before) useFinancingPlansStore.setState(stored);
  })();
  return loading.read;
}

/** A download landed: it is newer than any read of the device still on its way. */
export function takeDownloadedPlans(stored: StoredFinancingPlans): void {
  loading.downloads += 1;
  useFinancingPlansStore.setState(stored);
}
