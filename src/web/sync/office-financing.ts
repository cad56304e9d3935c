// The office console's calls for financing plans (docs/decisions/043-the-office-console.md).
import { addFinancingPlan, changeFinancingPlan, listOfficeFinancingPlans } from '#api/endpoints/office-endpoints';
import type { FinancingPlan, FinancingPlanTerms } from '#api/financing-plans';
import { callOffice, type OfficeResult } from './office-calls';

const planOf = (result: OfficeResult<{ plan: FinancingPlan }>): OfficeResult<FinancingPlan> =>
  result.ok ? { ok: true, data: result.data.plan } : result;

export async function officePlans(): Promise<OfficeResult<FinancingPlan[]>> {
  const result = await callOffice(listOfficeFinancingPlans, {});
  return result.ok ? { ok: true, data: result.data.plans } : result;
}

export async function changeOfficePlan(code: string, terms: FinancingPlanTerms): Promise<OfficeResult<FinancingPlan>> {
  return planOf(await callOffice(changeFinancingPlan, { params: { code }, body: terms }));
}

export async function addOfficePlan(plan: Omit<FinancingPlan, 'id'>): Promise<OfficeResult<FinancingPlan>> {
  const { code, term, apr, visible } = plan;
  return planOf(await callOffice(addFinancingPlan, { body: { code, term, apr, visible } }));
}
