// The dates the printed contract must state: the buyer's last day to cancel under the FTC cooling-off rule (16 CFR
// 429.1: "midnight of the third business day after the date of the transaction") and the proposal's expiry.
// See docs/decisions/002-cancellation-deadline.md.

import { addDays, dayOfWeek, type CalendarDate } from './calendar-date';
import { isFederalHoliday } from './federal-holidays';

export const CANCELLATION_BUSINESS_DAYS = 3;
export const PROPOSAL_VALID_DAYS = 90;

/**
 * Every calendar day except Sundays and federal holidays. 16 CFR 429.0 lists
 * its holidays by name; ours is that list plus Juneteenth (see the decision).
 */
export function isBusinessDay(date: CalendarDate): boolean {
  return dayOfWeek(date) !== 0 && !isFederalHoliday(date);
}

/**
 * The last day the buyer may cancel, until midnight at its end: the third
 * business day after the transaction date. The transaction day never counts,
 * whatever day it is; Saturdays do count.
 */
export function cancellationDeadline(transactionDate: CalendarDate): CalendarDate {
  let date = transactionDate;
  let counted = 0;
  while (counted < CANCELLATION_BUSINESS_DAYS) {
    date = addDays(date, 1);
    if (isBusinessDay(date)) counted += 1;
  }
  return date;
}

/** The last day the proposal is valid: calendar days, weekends and holidays included. */
export function proposalExpiry(date: CalendarDate): CalendarDate {
  return addDays(date, PROPOSAL_VALID_DAYS);
}
