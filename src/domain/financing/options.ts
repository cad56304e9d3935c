// Choosing financing on a contract (docs/decisions/003-financing.md). Several options may be active at once, each
// printed with its payments so the customer can compare; FinancingId names the one chosen last (the cloud's
// financing_id). A hidden option is legacy: listed only while active, and once unchecked it cannot be chosen again.
import type { FinancingOption, Values } from '../contract/model';

/** The options the Financing modal lists: visible or active. */
export function listedFinancingOptions(values: Values): FinancingOption[] {
  return values.Financing.filter((option) => option.Visible || option.Active);
}

/** The options printed on the contract. */
export function activeFinancingOptions(values: Values): FinancingOption[] {
  return values.Financing.filter((option) => option.Active);
}

export function isLegacyOption(option: FinancingOption): boolean {
  return !option.Visible;
}

/**
 * What checking or unchecking an option will do:
 * - 'activate' / 'deactivate': do it;
 * - 'confirm-legacy-removal': ask 'Remove Legacy Financing?' first;
 * - 'unavailable': a hidden, inactive option cannot be chosen.
 */
export type FinancingToggle = 'activate' | 'deactivate' | 'confirm-legacy-removal' | 'unavailable';

export function financingToggleEffect(values: Values, optionId: number): FinancingToggle {
  const option = values.Financing.find((candidate) => candidate.Id === optionId);
  if (!option) return 'unavailable';
  if (option.Active) return isLegacyOption(option) ? 'confirm-legacy-removal' : 'deactivate';
  return isLegacyOption(option) ? 'unavailable' : 'activate';
}

/**
 * Toggles an option. Unchecking a legacy option needs `confirmed: true`
 * (the agent answered the confirmation); without it nothing changes.
 */
export function toggleFinancingOption(values: Values, optionId: number, confirmed = false): Values {
  const effect = financingToggleEffect(values, optionId);
  if (effect === 'unavailable' || (effect === 'confirm-legacy-removal' && !confirmed)) return values;
  const activating = effect === 'activate';
  const financing = values.Financing.map((option) =>
    option.Id === optionId ? { ...option, Active: activating } : option,
  );
  let financingId = values.FinancingId;
  if (activating) financingId = optionId;
  else if (financingId === optionId) financingId = financing.find((option) => option.Active)?.Id ?? null;
  return { ...values, Financing: financing, FinancingId: financingId };
}
