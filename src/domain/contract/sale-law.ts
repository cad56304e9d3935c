// The law a contract is made under: its job site's state's rules (the customer's State field), and what the agent
// answered about the sale. See docs/decisions/050-state-rules.md.
import { rulesFor, type SaleFacts } from '../legal/state-law';
import { BUNDLED_RULES } from '../legal/state-rules/bundled-rules';
import type { StateRules } from '../legal/state-rules/rules-schema';
import type { Contract } from './model';
import { totalAfterDiscountsCents } from './values';

export interface SaleLaw {
  rules: StateRules;
  facts: SaleFacts;
}

export function saleLaw(
  contract: Pick<Contract, 'Customer' | 'Values' | 'OlderBuyer'>,
  ruleSet: readonly StateRules[] = BUNDLED_RULES,
): SaleLaw {
  return {
    rules: rulesFor(contract.Customer.State, ruleSet),
    facts: {
      olderBuyer: contract.OlderBuyer === true,
      priceCents: Math.max(0, totalAfterDiscountsCents(contract.Values)),
    },
  };
}

/** True where the state gives older buyers more days: the Customer step then asks. */
export function asksAboutOlderBuyers(law: SaleLaw): boolean {
  return law.rules.cancellation.olderBuyer !== undefined;
}

/** The contract with the agent's answer to "Is any buyer 65 or older?"; a no leaves no trace (as never asked). */
export function setOlderBuyer(contract: Contract, older: boolean): Contract {
  const { OlderBuyer: _previous, ...rest } = contract;
  return older ? { ...rest, OlderBuyer: true } : rest;
}
