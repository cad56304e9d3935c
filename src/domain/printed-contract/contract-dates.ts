// The dates the contract states (transaction day, buyer's last day to cancel, proposal's last valid day), worked out
// once by the domain from the contract's timestamp read in the device's time zone. Each is written out in full on
// paper, where 11/30/26 could be misread.
import { localeFormats } from '../format/locale-format';
import { calendarDateInZone, type CalendarDate } from '../legal/calendar-date';
import type { SaleLaw } from '../contract/sale-law';
import { proposalExpiry } from '../legal/cancellation-deadline';
import { earliestStart, stateCancellationDeadline } from '../legal/state-law';

export interface ContractDates {
  transaction: CalendarDate;
  /** The last day to cancel under the job site's state's law (decision 050). */
  cancelBy: CalendarDate;
  validThrough: CalendarDate;
  /** The first day work may start, where the state bars work inside the window; else null. */
  startFrom: CalendarDate | null;
}

/** Null for a timestamp that is not a date (stored data is not trusted): the paper then leaves a blank. */
export function contractDates(iso: string, timeZone: string, law: SaleLaw): ContractDates | null {
  const transaction = calendarDateInZone(iso, timeZone);
  if (!transaction) return null;
  const cancelBy = stateCancellationDeadline(transaction, law.rules, law.facts);
  return {
    transaction,
    cancelBy,
    validThrough: proposalExpiry(transaction),
    startFrom: earliestStart(law.rules, cancelBy),
  };
}

/** { 2026, 11, 30 } -> 'Monday, November 30, 2026'. */
export function longDate(date: CalendarDate): string {
  return localeFormats('en-US').longDate(date);
}
