// The office console's calls for financing plans (docs/decisions/043-the-office-console.md). Each answers the plans
// or the reason the office should read: offline, signed out, not allowed, or the server's own message.
import { addFinancingPlan, changeFinancingPlan, listOfficeFinancingPlans } from '#api/endpoints/office-endpoints';
import type { FinancingPlan, FinancingPlanTerms } from '#api/financing-plans';
import { callEndpoint } from './api-client';
import type { ApiFailure } from './http-request';
import { isOnline } from './online';
import { useSessionStore } from './session-store';

export type OfficeResult<T> = { ok: true; data: T } | { ok: false; message: string };

export const OFFICE_OFFLINE_MESSAGE = 'The office console needs a connection: nothing was changed.';
export const OFFICE_SIGN_IN_MESSAGE = 'Sign in again to use the office console.';

function failure(result: ApiFailure): { ok: false; message: string } {
  if (result.kind === 'offline') return { ok: false, message: OFFICE_OFFLINE_MESSAGE };
  if (result.status === 401) return { ok: false, message: OFFICE_SIGN_IN_MESSAGE };
  return { ok: false, message: result.message };
}

function precondition(): { ok: false; message: string } | null {
  if (!isOnline()) return { ok: false, message: OFFICE_OFFLINE_MESSAGE };
  if (useSessionStore.getState().status !== 'signed-in') return { ok: false, message: OFFICE_SIGN_IN_MESSAGE };
  return null;
}

export async function officePlans(): Promise<OfficeResult<FinancingPlan[]>> {
  const blocked = precondition();
  if (blocked) return blocked;
  const result = await callEndpoint(listOfficeFinancingPlans, {});
  return result.ok ? { ok: true, data: result.data.plans } : failure(result);
}

export async function changeOfficePlan(code: string, terms: FinancingPlanTerms): Promise<OfficeResult<FinancingPlan>> {
  const blocked = precondition();
  if (blocked) return blocked;
  const result = await callEndpoint(changeFinancingPlan, { params: { code }, body: terms });
  return result.ok ? { ok: true, data: result.data.plan } : failure(result);
}

export async function addOfficePlan(
  plan: FinancingPlan | Omit<FinancingPlan, 'id'>,
): Promise<OfficeResult<FinancingPlan>> {
  const blocked = precondition();
  if (blocked) return blocked;
  const { code, term, apr, visible } = plan;
  const result = await callEndpoint(addFinancingPlan, { body: { code, term, apr, visible } });
  return result.ok ? { ok: true, data: result.data.plan } : failure(result);
}
