// Fetching the office's financing plans at the end of every Sync all, and keeping them for offline use
// (docs/decisions/042-financing-plans-served.md). Apart from financing-plans.ts so the builder's first route does not
// carry the request code.
import { listFinancingPlans } from '#api/endpoints/catalogue-endpoints';
import type { FinancingPlan } from '#api/financing-plans';
import type { OfficePlan } from '#domain/financing/office-plans';
import { writeMeta } from '../storage/meta-storage';
import { guardedWrite } from '../storage/storage-health-store';
import { FINANCING_PLANS_WRITE_LABEL } from '../storage/write-lanes';
import { callEndpoint } from './api-client';
import { takeDownloadedPlans } from './financing-plans';

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
  takeDownloadedPlans(stored);
  await guardedWrite(FINANCING_PLANS_WRITE_LABEL, () => writeMeta('financingPlans', stored));
  return true;
}
