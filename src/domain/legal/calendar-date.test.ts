import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  calendarDateInZone,
  compareDates,
  dayOfWeek,
  daysBetween,
  isValidDate,
  toIsoDate,
  type CalendarDate,
} from './calendar-date';

const EPOCH: CalendarDate = { year: 1970, month: 1, day: 1 };
// Any day from 1900 to 2199, as days from 1970-01-01.
const anyDayNumber = fc.integer({ min: -25_567, max: 84_005 });

describe('calendarDateInZone', () => {
  it('gives the local date the instant falls on in the zone', () => {
    expect(calendarDateInZone('2026-11-22T03:30:00Z', 'America/Chicago')).toEqual({ year: 2026, month: 11, day: 21 });
    expect(calendarDateInZone('2026-11-22T03:30:00Z', 'UTC')).toEqual({ year: 2026, month: 11, day: 22 });
  });

  it('follows daylight saving time', () => {
    // July: Chicago is UTC-5, New York UTC-4.
    expect(calendarDateInZone('2026-07-04T04:30:00Z', 'America/Chicago')).toEqual({ year: 2026, month: 7, day: 3 });
    expect(calendarDateInZone('2026-07-04T04:30:00Z', 'America/New_York')).toEqual({ year: 2026, month: 7, day: 4 });
  });

  it('reads an explicit offset and fractional seconds', () => {
    expect(calendarDateInZone('2026-11-21T21:30:00-06:00', 'UTC')).toEqual({ year: 2026, month: 11, day: 22 });
    expect(calendarDateInZone('2027-12-31T23:59:59.999Z')).toEqual({ year: 2027, month: 12, day: 31 });
  });

  it('defaults to UTC, not the machine zone', () => {
    expect(calendarDateInZone('2026-11-22T03:30:00Z')).toEqual({ year: 2026, month: 11, day: 22 });
  });

  it('takes a bare date as the day it names', () => {
    expect(calendarDateInZone('2026-11-22', 'America/Chicago')).toEqual({ year: 2026, month: 11, day: 22 });
  });

  it('returns null for anything it cannot read', () => {
    for (const bad of [
      '',
      'not a date',
      '2026-11-22T03:30:00',
      '11/22/2026',
      '2026-13-01T00:00:00Z',
      '2026-02-30T00:00:00Z',
      '2026-02-29',
      '2026-11-22T24:00:00Z',
      '2026-11-22T03:30:00+25:00',
    ]) {
      expect(calendarDateInZone(bad, 'UTC'), bad).toBeNull();
    }
    expect(calendarDateInZone('2026-11-22T03:30:00Z', 'Mars/Olympus_Mons')).toBeNull();
  });
});

describe('isValidDate', () => {
  it('knows month lengths and leap years', () => {
    expect(isValidDate({ year: 2028, month: 2, day: 29 })).toBe(true);
    expect(isValidDate({ year: 2027, month: 2, day: 29 })).toBe(false);
    expect(isValidDate({ year: 2100, month: 2, day: 29 })).toBe(false);
    expect(isValidDate({ year: 2000, month: 2, day: 29 })).toBe(true);
    expect(isValidDate({ year: 2026, month: 4, day: 31 })).toBe(false);
    expect(isValidDate({ year: 2026, month: 0, day: 1 })).toBe(false);
    expect(isValidDate({ year: 2026, month: 1, day: 1.5 })).toBe(false);
  });
});

describe('addDays and dayOfWeek', () => {
  it('crosses month, year and leap-day boundaries', () => {
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(addDays({ year: 2028, month: 2, day: 28 }, 1)).toEqual({ year: 2028, month: 2, day: 29 });
    expect(addDays({ year: 2027, month: 2, day: 28 }, 1)).toEqual({ year: 2027, month: 3, day: 1 });
    expect(addDays({ year: 2028, month: 1, day: 1 }, -1)).toEqual({ year: 2027, month: 12, day: 31 });
  });

  it('refuses part days', () => {
    expect(() => addDays(EPOCH, 0.5)).toThrow(RangeError);
  });

  it('names the weekday, 0 for Sunday', () => {
    expect(dayOfWeek({ year: 2026, month: 11, day: 22 })).toBe(0); // Sunday
    expect(dayOfWeek({ year: 2026, month: 11, day: 26 })).toBe(4); // Thanksgiving, Thursday
    expect(dayOfWeek({ year: 2028, month: 1, day: 1 })).toBe(6); // Saturday
    expect(dayOfWeek({ year: 1970, month: 1, day: 1 })).toBe(4);
    expect(dayOfWeek({ year: 1900, month: 1, day: 1 })).toBe(1);
  });

  it('agrees with Date.UTC on every day from 1900 to 2199', () => {
    fc.assert(
      fc.property(anyDayNumber, (n) => {
        const date = addDays(EPOCH, n);
        const utc = new Date(Date.UTC(1970, 0, 1 + n));
        expect(date).toEqual({ year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() });
        expect(dayOfWeek(date)).toBe(utc.getUTCDay());
        expect(isValidDate(date)).toBe(true);
      }),
    );
  });

  it('undoes itself and measures what it added', () => {
    fc.assert(
      fc.property(anyDayNumber, fc.integer({ min: -1000, max: 1000 }), (n, k) => {
        const date = addDays(EPOCH, n);
        expect(addDays(addDays(date, k), -k)).toEqual(date);
        expect(daysBetween(date, addDays(date, k))).toBe(k);
        expect(Math.sign(compareDates(addDays(date, k), date))).toBe(Math.sign(k));
      }),
    );
  });
});

describe('compareDates and toIsoDate', () => {
  it('orders by year, then month, then day', () => {
    expect(compareDates({ year: 2026, month: 12, day: 31 }, { year: 2027, month: 1, day: 1 })).toBeLessThan(0);
    expect(compareDates({ year: 2027, month: 2, day: 1 }, { year: 2027, month: 1, day: 31 })).toBeGreaterThan(0);
    expect(compareDates({ year: 2027, month: 2, day: 1 }, { year: 2027, month: 2, day: 1 })).toBe(0);
  });

  it('pads to YYYY-MM-DD', () => {
    expect(toIsoDate({ year: 2027, month: 2, day: 9 })).toBe('2027-02-09');
    expect(toIsoDate({ year: 2026, month: 11, day: 24 })).toBe('2026-11-24');
  });
});
