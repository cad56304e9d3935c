// The plans the office offers today, laid over a contract's own (docs/decisions/042-financing-plans-served.md).
// A plan the contract chose keeps the terms it was chosen with; every other plan takes the office's terms, plans
// the office added are offered, and a plan the office no longer has at all is no longer offered.
import type { FinancingOption, Values } from '../contract/model';

/** A plan as the office sets it: the terms a contract copies when it offers the plan. */
export type OfficePlan = Pick<FinancingOption, 'Id' | 'Code' | 'Term' | 'Apr' | 'Visible'>;

const sameTerms = (option: FinancingOption, plan: OfficePlan) =>
  option.Code === plan.Code && option.Term === plan.Term && option.Apr === plan.Apr && option.Visible === plan.Visible;

/**
 * The contract's plans with today's offer. Returns `values` itself when nothing changes, so a contract already up
 * to date is not marked changed. Payments are left to recalculate().
 */
export function withOfficePlans(values: Values, plans: readonly OfficePlan[]): Values {
  const office = new Map(plans.map((plan) => [plan.Id, plan]));
  const own = new Set(values.Financing.map((option) => option.Id));
  const kept = values.Financing.flatMap((option): FinancingOption[] => {
    if (option.Active) return [option];
    const plan = office.get(option.Id);
    if (!plan) return [];
    return sameTerms(option, plan) ? [option] : [{ ...option, ...plan }];
  });
  const added = plans
    .filter((plan) => !own.has(plan.Id))
    .map((plan): FinancingOption => ({ ...plan, Active: false, AmountMonth: 0, AmountWeek: 0 }));
  const financing = [...kept, ...added].sort((a, b) => a.Id - b.Id);
  const unchanged =
    financing.length === values.Financing.length &&
    financing.every((option, index) => option === values.Financing[index]);
  return unchanged ? values : { ...values, Financing: financing };
}
