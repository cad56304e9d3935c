// The financing plans every new contract starts with (docs/decisions/003-financing.md). The spec names two codes
// (DEL2699, DEL2659); the other four are ours, in the same family, and match the cloud's financing_options seed.
import type { FinancingOption } from '../contract/model';

export const LEGACY_TWELVE_MONTH_CODE = 'DEL2699';
export const LEGACY_SIXTY_MONTH_CODE = 'DEL2659';

type Plan = Pick<FinancingOption, 'Id' | 'Code' | 'Term' | 'Apr' | 'Visible'>;

const PLANS: readonly Plan[] = [
  { Id: 1, Code: LEGACY_TWELVE_MONTH_CODE, Term: 12, Apr: 0, Visible: false },
  { Id: 2, Code: 'DEL2612', Term: 12, Apr: 0, Visible: false },
  { Id: 3, Code: 'DEL2606', Term: 6, Apr: 0, Visible: true },
  { Id: 4, Code: LEGACY_SIXTY_MONTH_CODE, Term: 60, Apr: 6.99, Visible: false },
  { Id: 5, Code: 'DEL2689', Term: 60, Apr: 8.99, Visible: true },
  { Id: 6, Code: 'DEL2679', Term: 60, Apr: 7.99, Visible: false },
];

/** The six default plans, all inactive, as fresh objects. */
export function defaultFinancingOptions(): FinancingOption[] {
  return PLANS.map((plan) => ({ ...plan, Active: false, AmountMonth: 0, AmountWeek: 0 }));
}
