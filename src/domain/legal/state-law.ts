// What the law of the job site's state makes of one contract: its last day to cancel, its largest deposit, the first
// day work may start. The rules are data (state-rules/, docs/legal/); this is the one reading of them.
// See docs/decisions/050-state-rules.md.
import type { IeccEdition } from '../insulation/climate-zone-table';
import { toCents, type Cents } from '../money';
import { addDays, compareDates, dayOfWeek, type CalendarDate } from './calendar-date';
import { cancellationDeadline } from './cancellation-deadline';
import { isHolidayOf } from './federal-holidays';
import { BUNDLED_RULES } from './state-rules/bundled-rules';
import type { StateNotice, StateRules } from './state-rules/rules-schema';
import { stateCode } from './us-states';

export const FEDERAL = 'US';

/** The rules of a state (by what was typed in the State field), else the federal rule's file; the newest version. */
export function rulesFor(typedState: string, rules: readonly StateRules[] = BUNDLED_RULES): StateRules {
  const code = stateCode(typedState);
  const federal = newestOf(rules, FEDERAL) ?? newestOf(BUNDLED_RULES, FEDERAL);
  if (!federal) throw new Error('The release always carries the federal rule');
  return (code && newestOf(rules, code)) || federal;
}

function newestOf(rules: readonly StateRules[], state: string): StateRules | undefined {
  let newest: StateRules | undefined;
  for (const entry of rules) if (entry.state === state && (!newest || entry.version > newest.version)) newest = entry;
  return newest;
}

/** The IECC edition the state's rules name, else the newest the climate-zone table has (decision 061). */
export function ieccEditionOf(rules: StateRules): IeccEdition {
  return rules.energyCode?.iecc ?? 2021;
}

/** What the agent answers about the sale; no birth date is ever stored. */
export interface SaleFacts {
  olderBuyer: boolean;
  /** The contract price after discounts. */
  priceCents: Cents;
}

/** True when the state's longer period for older buyers applies to this sale. */
export function olderBuyerApplies(rules: StateRules, { olderBuyer, priceCents }: SaleFacts): boolean {
  const older = rules.cancellation.olderBuyer;
  return olderBuyer && older !== undefined && priceCents >= (older.minimumPriceCents ?? 0);
}

/** The business days the buyer has: the state's, or its longer period for an older buyer where it gives one. */
export function cancellationBusinessDays(rules: StateRules, facts: SaleFacts): number {
  const older = rules.cancellation.olderBuyer;
  return older && olderBuyerApplies(rules, facts) ? older.businessDays : rules.cancellation.businessDays;
}

/** The state's notices this sale must carry: those whose price threshold it passes and whose buyer it has. */
export function noticesFor(rules: StateRules, facts: SaleFacts): StateNotice[] {
  const older = olderBuyerApplies(rules, facts);
  return (rules.notices ?? []).filter(
    (notice) =>
      facts.priceCents > (notice.overPriceCents ?? -1) &&
      (notice.olderBuyer === undefined || notice.olderBuyer === older),
  );
}

export function isStateBusinessDay(date: CalendarDate, rules: StateRules): boolean {
  const weekday = dayOfWeek(date);
  if (weekday === 0) return false;
  if (weekday === 6 && !rules.cancellation.saturdaysCount) return false;
  return !isHolidayOf(date, rules.cancellation.holidays);
}

/**
 * The last day to cancel, until midnight at its end: the later of the state's deadline and the federal one, since
 * 16 CFR 429 applies in every state and a state may only give more.
 */
export function stateCancellationDeadline(
  transaction: CalendarDate,
  rules: StateRules,
  facts: SaleFacts,
): CalendarDate {
  const days = cancellationBusinessDays(rules, facts);
  let date = transaction;
  for (let counted = 0; counted < days;) {
    date = addDays(date, 1);
    if (isStateBusinessDay(date, rules)) counted += 1;
  }
  const federal = cancellationDeadline(transaction);
  return compareDates(date, federal) >= 0 ? date : federal;
}

/** The first day work may start: the day after the deadline where the state bars work inside the window, else null. */
export function earliestStart(rules: StateRules, cancelBy: CalendarDate): CalendarDate | null {
  return rules.workMayStartInWindow ? null : addDays(cancelBy, 1);
}

/** The largest deposit the state allows on this price, to the cent (rounded down), or null where it sets none. */
export function depositCapCents(rules: StateRules, priceCents: Cents): Cents | null {
  const deposit = rules.deposit;
  if (!deposit || priceCents < deposit.fromPriceCents) return null;
  const [numerator, denominator] = deposit.fraction;
  const share = Math.floor((Math.max(0, priceCents) * numerator) / denominator);
  return deposit.capCents === undefined ? share : Math.min(share, deposit.capCents);
}

/** True when the deposit is more than the state allows: such a contract cannot be signed. */
export function depositOverCap(rules: StateRules, priceCents: Cents, deposit: number): boolean {
  const cap = depositCapCents(rules, priceCents);
  return cap !== null && toCents(deposit) > cap;
}
