// The legal public holidays of 5 U.S.C. 6103(a), which the FTC cooling-off
// rule (16 CFR 429) leaves out of its business days. Only Juneteenth carries
// a start year: the others all predate any contract this app will print.

import { addDays, dayOfWeek, type CalendarDate } from './calendar-date';

export interface FederalHoliday {
  readonly name: string;
  /** The day the statute names. */
  readonly date: CalendarDate;
  /**
   * The weekday it is observed on: `date` itself, except that a fixed-date
   * holiday on a Saturday is observed the Friday before and on a Sunday the
   * Monday after (5 U.S.C. 6103(b), Executive Order 11582). The Friday before
   * New Year's Day can be December 31 of the previous year.
   */
  readonly observed: CalendarDate;
}

const SUNDAY = 0;
const MONDAY = 1;
const THURSDAY = 4;
const SATURDAY = 6;
const JUNETEENTH_FIRST_YEAR = 2021; // Juneteenth National Independence Day Act

export function usFederalHolidays(year: number): FederalHoliday[] {
  const fixed = (name: string, month: number, day: number) => {
    const date = { year, month, day };
    return { name, date, observed: observedDate(date) };
  };
  const floating = (name: string, date: CalendarDate) => ({ name, date, observed: date });
  const holidays: FederalHoliday[] = [
    fixed("New Year's Day", 1, 1),
    floating('Birthday of Martin Luther King, Jr.', nthWeekday(year, 1, MONDAY, 3)),
    floating("Washington's Birthday", nthWeekday(year, 2, MONDAY, 3)),
    floating('Memorial Day', lastWeekday(year, 5, MONDAY)),
  ];
  if (year >= JUNETEENTH_FIRST_YEAR) holidays.push(fixed('Juneteenth National Independence Day', 6, 19));
  holidays.push(
    fixed('Independence Day', 7, 4),
    floating('Labor Day', nthWeekday(year, 9, MONDAY, 1)),
    floating('Columbus Day', nthWeekday(year, 10, MONDAY, 2)),
    fixed('Veterans Day', 11, 11),
    floating('Thanksgiving Day', nthWeekday(year, 11, THURSDAY, 4)),
    fixed('Christmas Day', 12, 25),
  );
  return holidays;
}

/**
 * True on a holiday's actual date and on its observed date alike: see
 * docs/decisions/002-cancellation-deadline.md for why both are excluded.
 */
export function isFederalHoliday(date: CalendarDate): boolean {
  // Next year's list too: its New Year's Day may be observed on December 31.
  return [...usFederalHolidays(date.year), ...usFederalHolidays(date.year + 1)].some(
    (holiday) => sameDay(holiday.date, date) || sameDay(holiday.observed, date),
  );
}

function observedDate(date: CalendarDate): CalendarDate {
  const weekday = dayOfWeek(date);
  if (weekday === SATURDAY) return addDays(date, -1);
  if (weekday === SUNDAY) return addDays(date, 1);
  return date;
}

/** The nth (1-based) given weekday of a month, e.g. the 4th Thursday. */
function nthWeekday(year: number, month: number, weekday: number, n: number): CalendarDate {
  const first = { year, month, day: 1 };
  const untilFirst = (weekday - dayOfWeek(first) + 7) % 7;
  return addDays(first, untilFirst + 7 * (n - 1));
}

function lastWeekday(year: number, month: number, weekday: number): CalendarDate {
  const last = addDays({ year: month === 12 ? year + 1 : year, month: (month % 12) + 1, day: 1 }, -1);
  return addDays(last, -((dayOfWeek(last) - weekday + 7) % 7));
}

function sameDay(a: CalendarDate, b: CalendarDate): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}
