// A day on the wall calendar, with no time of day and no zone. Legal deadlines count whole days, so they are worked
// out on these and never on Date, whose local-time methods depend on the machine's zone and whose parser silently
// rolls 2026-02-30 over into March.

export interface CalendarDate {
  readonly year: number;
  /** 1-12. */
  readonly month: number;
  readonly day: number;
}

// Date, or date-time with seconds optional and an explicit offset: a
// timestamp without an offset would be read in the machine's own zone.
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-](\d{2}):(\d{2})))?$/;

/**
 * The calendar date an ISO timestamp falls on in an IANA time zone, or null
 * for text that is not a valid ISO date or timestamp with an offset, or an
 * unknown zone. A bare 'YYYY-MM-DD' already names a day and is returned as is.
 * The default is UTC, not the machine's zone, so results never depend on the
 * device the code runs on.
 */
export function calendarDateInZone(iso: string, timeZone = 'UTC'): CalendarDate | null {
  const match = ISO.exec(iso);
  if (!match) return null;
  const [year, month, day, hour = 0, minute = 0, second = 0, offsetHour = 0, offsetMinute = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  if (year === undefined || month === undefined || day === undefined) return null;
  const named = { year, month, day };
  if (!isValidDate(named) || hour > 23 || minute > 59 || second > 59) return null;
  if (offsetHour > 23 || offsetMinute > 59) return null;

  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
  } catch {
    return null; // RangeError: not a time zone this runtime knows
  }
  if (match[4] === undefined) return named;

  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  const local = { year: part('year'), month: part('month'), day: part('day') };
  return isValidDate(local) ? local : null;
}

/** Whether the fields name a real day (no February 30th, no month 13). */
export function isValidDate(date: CalendarDate): boolean {
  const { year, month, day } = date;
  if (![year, month, day].every(Number.isInteger)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  const back = fromDayNumber(toDayNumber(date));
  return back.year === year && back.month === month && back.day === day;
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  if (!Number.isInteger(days)) throw new RangeError(`addDays needs whole days, got ${days}`);
  return fromDayNumber(toDayNumber(date) + days);
}

/** Calendar days from `from` to `to`: 1 for tomorrow, negative for the past. */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** 0 = Sunday ... 6 = Saturday. */
export function dayOfWeek(date: CalendarDate): number {
  // Day 0 of the count, 1970-01-01, was a Thursday.
  return (((toDayNumber(date) + 4) % 7) + 7) % 7;
}

/** Negative if a is earlier, 0 if the same day, positive if later. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

export function toIsoDate(date: CalendarDate): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

// Days since 1970-01-01 in the proleptic Gregorian calendar, by Howard
// Hinnant's days_from_civil: plain integer arithmetic, so no Date.UTC quirk
// (years 0-99 read as 1900-1999) and no zone can creep in.
function toDayNumber({ year, month, day }: CalendarDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

function fromDayNumber(dayNumber: number): CalendarDate {
  const z = dayNumber + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153); // 0 = March
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}
