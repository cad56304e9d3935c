import { describe, expect, it } from 'vitest';
import { contractDates, longDate } from './contract-dates';

const written = (iso: string, timeZone: string) => {
  const dates = contractDates(iso, timeZone);
  return (
    dates && {
      transaction: longDate(dates.transaction),
      cancelBy: longDate(dates.cancelBy),
      validThrough: longDate(dates.validThrough),
    }
  );
};

describe('contractDates', () => {
  it('counts from the day of the transaction in the given zone', () => {
    // Wed Nov 25 2026, 9 PM in Chicago (03:00 UTC on the 26th, Thanksgiving):
    // Thu 26 holiday, Fri 27 = 1, Sat 28 = 2, Sun 29 skipped, Mon 30 = 3.
    // Nov 25 + 90 days: 5 to Nov 30, 36 to Dec 31, 67 to Jan 31, 90 on Feb 23.
    expect(written('2026-11-26T03:00:00Z', 'America/Chicago')).toEqual({
      transaction: 'Wednesday, November 25, 2026',
      cancelBy: 'Monday, November 30, 2026',
      validThrough: 'Tuesday, February 23, 2027',
    });
    // The same instant is already Thanksgiving in UTC: Fri 27, Sat 28, Mon 30 as well.
    expect(written('2026-11-26T03:00:00Z', 'UTC')?.transaction).toBe('Thursday, November 26, 2026');
  });

  it('is null for a date that cannot be read', () => {
    expect(contractDates('', 'America/Chicago')).toBeNull();
    expect(contractDates('2026-11-25T10:00:00Z', 'Mars/Olympus')).toBeNull();
  });
});

describe('longDate', () => {
  it('writes the day out in full, on the day given whatever the zone', () => {
    expect(longDate({ year: 2027, month: 1, day: 1 })).toBe('Friday, January 1, 2027');
    expect(longDate({ year: 2026, month: 12, day: 31 })).toBe('Thursday, December 31, 2026');
  });
});
