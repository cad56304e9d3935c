// The legal public holidays of 5 U.S.C. 6103(a), which the FTC cooling-off
// rule (16 CFR 429) leaves out of its business days. Only Juneteenth carries
// a start year: the others all predate any contract this app will print.

import { addDays, dayOfWeek, type CalendarDate } from './calendar-date';

/** Every holiday a rules file may name (src/domain/legal/state-rules/): the federal ones, then Patriots' Day. */
export const HOLIDAY_IDS = [
  'new-year',
  'mlk',
  'washington',
  'memorial',
  'juneteenth',
  'independence',
  'labor',
  'columbus',
  'veterans',
  'thanksgiving',
  'christmas',
  // Third Monday in April: Massachusetts and Maine, not federal.
  'patriots',
] as const;

export type HolidayId = (typeof HOLIDAY_IDS)[number];

export interface FederalHoliday {
  readonly id: HolidayId;
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
  const fixed = (id: HolidayId, name: string, month: number, day: number) => {
    const date = { year, month, day };
    return { id, name, date, observed: observedDate(date) };
  };
  const floating = (id: HolidayId, name: string, date: CalendarDate) => ({ id, name, date, observed: date });
  const holidays: FederalHoliday[] = [
    fixed('new-year', "New Year's Day", 1, 1),
    floating('mlk', 'Birthday of Martin Luther King, Jr.', nthWeekday(year, 1, MONDAY, 3)),
    floating('washington', "Washington's Birthday", nthWeekday(year, 2, MONDAY, 3)),
    floating('memorial', 'Memorial Day', lastWeekday(year, 5, MONDAY)),
  ];
  if (year >= JUNETEENTH_FIRST_YEAR) holidays.push(fixed('juneteenth', 'Juneteenth National Independence Day', 6, 19));
  holidays.push(
    fixed('independence', 'Independence Day', 7, 4),
    floating('labor', 'Labor Day', nthWeekday(year, 9, MONDAY, 1)),
    floating('columbus', 'Columbus Day', nthWeekday(year, 10, MONDAY, 2)),
    fixed('veterans', 'Veterans Day', 11, 11),
    floating('thanksgiving', 'Thanksgiving Day', nthWeekday(year, 11, THURSDAY, 4)),
    fixed('christmas', 'Christmas Day', 12, 25),
  );
  return holidays;
}

/**
 * True on a holiday's actual date and on its observed date alike: see
 * docs/decisions/002-cancellation-deadline.md for why both are excluded.
 */
export function isFederalHoliday(date: CalendarDate): boolean {
  return isHolidayOf(date, FEDERAL_HOLIDAY_IDS);
}

export const FEDERAL_HOLIDAY_IDS: readonly HolidayId[] = HOLIDAY_IDS.filter((id) => id !== 'patriots');

/** True on the actual or observed day of one of the named holidays (a state's own list). */
export function isHolidayOf(date: CalendarDate, ids: readonly HolidayId[]): boolean {
  // Next year's list too: its New Year's Day may be observed on December 31.
  return [date.year, date.year + 1]
    .flatMap(namedHolidays)
    .some((holiday) => ids.includes(holiday.id) && (sameDay(holiday.date, date) || sameDay(holiday.observed, date)));
}

/** The federal holidays and the state holidays a rules file may name, of one year. */
function namedHolidays(year: number): FederalHoliday[] {
  const patriots = nthWeekday(year, 4, MONDAY, 3);
  return [...usFederalHolidays(year), { id: 'patriots', name: "Patriots' Day", date: patriots, observed: patriots }];
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
