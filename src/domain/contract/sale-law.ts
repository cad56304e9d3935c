// The law a contract is made under: its job site's state's rules (the customer's State field), and what the agent
// answered about the sale. See docs/decisions/050-state-rules.md.
import { depositCapCents, rulesFor, type SaleFacts } from '../legal/state-law';
import { formatDollars } from '../format/money-format';
import { toCents, toDollars, type Cents } from '../money';
import { BUNDLED_RULES } from '../legal/state-rules/bundled-rules';
import type { StateRules } from '../legal/state-rules/rules-schema';
import type { Seller } from '../printed-contract/seller';
import type { Contract } from './model';
import { minimumDepositCents, totalAfterDiscountsCents } from './values';

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

/**
 * The law a saved contract is printed under again: the rules version it was saved with (its stamp, 'CA-2') when
 * `earlier` or the rules in force hold it, so a reprint says what the customer was given; else the rules in force.
 * A contract not saved as it is shown takes the rules in force, as a save now would.
 */
export function savedSaleLaw(
  contract: Pick<Contract, 'Customer' | 'Values' | 'OlderBuyer' | 'Rules'>,
  ruleSet: readonly StateRules[] = BUNDLED_RULES,
  earlier: readonly StateRules[] = [],
): SaleLaw {
  const law = saleLaw(contract, ruleSet);
  const stamp = contract.Rules;
  if (stamp === undefined || stamp === rulesStamp(law)) return law;
  const saved = [...ruleSet, ...earlier].find(
    (rules) => rules.state === law.rules.state && `${rules.state}-${rules.version}` === stamp,
  );
  return saved ? { ...law, rules: saved } : law;
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

/** What the deposit box tells the agent: the 20% hint (never above the cap), the state's cap, and any excess. */
export interface DepositGuide {
  /** 20% of the price after discounts, whole dollars, or the cap where that is less. */
  suggestedCents: Cents;
  /** The largest deposit the state allows on this price; null where it sets none. */
  capCents: Cents | null;
  /** How far the deposit is above the cap (0 when within it). */
  overCents: Cents;
}

export function depositGuide(
  contract: Pick<Contract, 'Customer' | 'Values' | 'OlderBuyer'>,
  { rules, facts }: SaleLaw = saleLaw(contract),
): DepositGuide {
  const capCents = depositCapCents(rules, facts.priceCents);
  const twentyPercent = minimumDepositCents(contract.Values);
  return {
    suggestedCents: capCents === null ? twentyPercent : Math.min(twentyPercent, capCents),
    capCents,
    overCents: capCents === null ? 0 : Math.max(0, toCents(contract.Values.Deposit) - capCents),
  };
}

/** Why the law of the job site's state does not let this contract be signed as it is, or null. */
export function signingBlocker(
  contract: Pick<Contract, 'Customer' | 'Values' | 'OlderBuyer'>,
  law: SaleLaw = saleLaw(contract),
): string | null {
  const guide = depositGuide(contract, law);
  if (guide.overCents === 0 || guide.capCents === null) return null;
  const state = law.rules.name;
  return (
    `The deposit of ${formatDollars(contract.Values.Deposit)} is ${formatDollars(toDollars(guide.overCents))} ` +
    `over the ${formatDollars(toDollars(guide.capCents))} ${state} law allows on this price. ` +
    'Lower it on the Contract step, then sign.'
  );
}

/** Why this contract may not be signed on the tablet under its state's rules (decision 050), or null. */
export function paperOnlyReason(
  contract: Pick<Contract, 'Customer' | 'Values' | 'OlderBuyer'>,
  { rules }: SaleLaw = saleLaw(contract),
): string | null {
  if (rules.electronicSigning === 'allowed') return null;
  return `In ${rules.name}, this contract is signed on paper until the company's counsel approves signing on a tablet.`;
}

/** The stamp a contract carries of the rules it was saved or signed under: 'CA-2'. */
export function rulesStamp({ rules }: SaleLaw): string {
  return `${rules.state}-${rules.version}`;
}

/** The contract stamped with the rules it is saved under; itself when it carries that stamp already. */
export function stampRules(contract: Contract, law: SaleLaw): Contract {
  const stamp = rulesStamp(law);
  return contract.Rules === stamp ? contract : { ...contract, Rules: stamp };
}

/** Why the contract lacks what its state's rules make the seller print (an email for cancelling), or null. */
export function missingSellerDetail({ rules }: SaleLaw, seller: Pick<Seller, 'cancelTo'>): string | null {
  if (!rules.cancelEmailRequired || (seller.cancelTo?.email ?? '').trim() !== '') return null;
  return (
    `${rules.name} requires the contract to give an email address for cancelling, and the office has not set one: ` +
    "an admin sets it on the office console's Company screen, and the tablet prints it from its next sync."
  );
}
