// The office's financing plans on this device: downloaded with the work scopes and at every Sync all, kept for
// offline use, and offered on new contracts and in the Financing dialog (docs/decisions/042-financing-plans-served.md).
// Until the first download the plans built into this release stand in.
import { listFinancingPlans } from '#api/endpoints/catalogue-endpoints';
import type { FinancingPlan } from '#api/financing-plans';
import type { OfficePlan } from '#domain/financing/office-plans';
import { defaultFinancingOptions } from '#domain/financing/plans';
import { createStore, moduleState } from '../lib/app-state';
import { readMeta, writeMeta } from '../storage/meta-storage';
import { guardedWrite } from '../storage/storage-health-store';
import { FINANCING_PLANS_WRITE_LABEL } from '../storage/write-lanes';
import { callEndpoint } from './api-client';

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

const asOfficePlan = ({ id, code, term, apr, visible }: FinancingPlan): OfficePlan => ({
  Id: id,
  Code: code,
  Term: term,
  Apr: apr,
  Visible: visible,
});

/** Downloads the office's plans and keeps them; false when they could not be fetched (the kept ones stand). */
export async function downloadFinancingPlans(now: () => Date = () => new Date()): Promise<boolean> {
  const result = await callEndpoint(listFinancingPlans, {});
  if (!result.ok) return false;
  const stored = { plans: result.data.plans.map(asOfficePlan), downloadedAt: now().toISOString() };
  loading.downloads += 1;
  useFinancingPlansStore.setState(stored);
  await guardedWrite(FINANCING_PLANS_WRITE_LABEL, () => writeMeta('financingPlans', stored));
  return true;
}
