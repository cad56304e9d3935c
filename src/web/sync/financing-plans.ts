// The office's financing plans on this device, offered on new contracts and in the Financing dialog
// (docs/decisions/042-financing-plans-served.md); financing-plans-download.ts fetches them at every Sync all. Until
// the first download the plans built into this release stand in.
import type { OfficePlan } from '#domain/financing/office-plans';
import { defaultFinancingOptions } from '#domain/financing/plans';
import { officeSetting } from './office-setting';

interface FinancingPlansState {
  /** The plans new contracts offer: the office's last download, or this release's own before one. */
  plans: readonly OfficePlan[];
  /** When the office's plans were downloaded; null while this release's own stand in. */
  downloadedAt: string | null;
}

const builtIn = (): OfficePlan[] =>
  defaultFinancingOptions().map(({ Id, Code, Term, Apr, Visible }) => ({ Id, Code, Term, Apr, Visible }));

const plans = officeSetting<'financingPlans', FinancingPlansState>('financingPlans', () => ({
  plans: builtIn(),
  downloadedAt: null,
}));

export const useFinancingPlansStore = plans.useStore;
/** Reads the stored plans once; a download that lands meanwhile is newer and wins. */
export const loadFinancingPlans = plans.load;
/** A download landed: it is newer than any read of the device still on its way. */
export const takeDownloadedPlans = plans.take;
