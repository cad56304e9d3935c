// The dates the contract states (transaction day, buyer's last day to cancel, proposal's last valid day), worked out
// once by the domain from the contract's timestamp read in the device's time zone. Each is written out in full on
// paper, where 11/30/26 could be misread.
import { calendarDateInZone, toIsoDate, type CalendarDate } from '../legal/calendar-date';
import { cancellationDeadline, proposalExpiry } from '../legal/cancellation-deadline';

export interface ContractDates {
  transaction: CalendarDate;
  cancelBy: CalendarDate;
  validThrough: CalendarDate;
}

/** Null for a timestamp that is not a date (stored data is not trusted): the paper then leaves a blank. */
export function contractDates(iso: string, timeZone: string): ContractDates | null {
  const transaction = calendarDateInZone(iso, timeZone);
  if (!transaction) return null;
  return { transaction, cancelBy: cancellationDeadline(transaction), validThrough: proposalExpiry(transaction) };
}

// The calendar date is already the right day: formatting its midnight in UTC
// cannot move it to the day before or after.
const longFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** { 2026, 11, 30 } -> 'Monday, November 30, 2026'. */
export function longDate(date: CalendarDate): string {
  return longFormat.format(new Date(`${toIsoDate(date)}T00:00:00Z`));
}
