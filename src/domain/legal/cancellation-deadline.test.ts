import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, daysBetween, toIsoDate, type CalendarDate } from './calendar-date';
import {
  CANCELLATION_BUSINESS_DAYS,
  PROPOSAL_VALID_DAYS,
  cancellationDeadline,
  isBusinessDay,
  proposalExpiry,
} from './cancellation-deadline';

const day = (iso: string): CalendarDate => {
  const [year = 0, month = 0, dayOfMonth = 0] = iso.split('-').map(Number);
  return { year, month, day: dayOfMonth };
};
const deadline = (iso: string) => toIsoDate(cancellationDeadline(day(iso)));

describe('isBusinessDay', () => {
  it('counts Saturdays, not Sundays or holidays', () => {
    expect(isBusinessDay(day('2026-11-21'))).toBe(true); // Saturday
    expect(isBusinessDay(day('2026-11-22'))).toBe(false); // Sunday
    expect(isBusinessDay(day('2026-11-26'))).toBe(false); // Thanksgiving
    expect(isBusinessDay(day('2026-07-03'))).toBe(false); // Independence Day observed
    expect(isBusinessDay(day('2026-07-04'))).toBe(false); // Independence Day, a Saturday
  });
});

// Each expected date worked out by hand on a 2026-2029 calendar; the
// comments number the business days counted.
describe('cancellationDeadline', () => {
  it('counts Saturday and skips Sunday after a Friday sale', () => {
    // Fri Nov 20 2026: Sat 21 = 1, Sun 22 skipped, Mon 23 = 2, Tue 24 = 3.
    expect(deadline('2026-11-20')).toBe('2026-11-24');
  });

  it('skips Thanksgiving', () => {
    // Tue Nov 24 2026: Wed 25 = 1, Thu 26 Thanksgiving, Fri 27 = 2, Sat 28 = 3.
    expect(deadline('2026-11-24')).toBe('2026-11-28');
  });

  it('never counts the transaction day, even a Sunday or a holiday', () => {
    // Sun Nov 22 2026: Mon 23, Tue 24, Wed 25.
    expect(deadline('2026-11-22')).toBe('2026-11-25');
    // Thanksgiving Thu Nov 26 2026: Fri 27, Sat 28, Sun 29 skipped, Mon 30.
    expect(deadline('2026-11-26')).toBe('2026-11-30');
  });

  it('skips Christmas and New Year', () => {
    // Wed Dec 23 2026: Thu 24 = 1, Fri 25 Christmas, Sat 26 = 2, Sun 27, Mon 28 = 3.
    expect(deadline('2026-12-23')).toBe('2026-12-28');
    // Wed Dec 30 2026: Thu 31 = 1, Fri Jan 1 2027, Sat 2 = 2, Sun 3, Mon 4 = 3.
    expect(deadline('2026-12-30')).toBe('2027-01-04');
  });

  it('skips both the observed and the actual day of a weekend holiday', () => {
    // Thu Jul 2 2026: Fri 3 observed, Sat 4 actual, Sun 5, Mon 6 = 1, Tue 7 = 2, Wed 8 = 3.
    expect(deadline('2026-07-02')).toBe('2026-07-08');
    // Thu Dec 23 2027: Fri 24 observed, Sat 25 Christmas, Sun 26, Mon 27, Tue 28, Wed 29.
    expect(deadline('2027-12-23')).toBe('2027-12-29');
    // Fri Nov 9 2029: Sat 10 = 1, Sun 11 Veterans Day, Mon 12 observed, Tue 13 = 2, Wed 14 = 3.
    expect(deadline('2029-11-09')).toBe('2029-11-14');
  });

  it("skips New Year's Day 2028 observed on Friday Dec 31 2027", () => {
    // Wed Dec 29 2027: Thu 30 = 1, Fri 31 observed, Sat Jan 1, Sun 2, Mon 3 = 2, Tue 4 = 3.
    expect(deadline('2027-12-29')).toBe('2028-01-04');
  });

  it('skips Juneteenth from 2021 on only', () => {
    // Thu Jun 18 2020: Fri 19 = 1 (not yet a holiday), Sat 20 = 2, Sun 21, Mon 22 = 3.
    expect(deadline('2020-06-18')).toBe('2020-06-22');
    // Thu Jun 18 2026: Fri 19 Juneteenth, Sat 20 = 1, Sun 21, Mon 22 = 2, Tue 23 = 3.
    expect(deadline('2026-06-18')).toBe('2026-06-23');
  });

  const anyDay = fc.integer({ min: -25_567, max: 84_005 }).map((n) => addDays({ year: 1970, month: 1, day: 1 }, n));

  it('always lands 3 to 10 calendar days later, on a business day', () => {
    fc.assert(
      fc.property(anyDay, (sale) => {
        const end = cancellationDeadline(sale);
        expect(daysBetween(sale, end)).toBeGreaterThanOrEqual(CANCELLATION_BUSINESS_DAYS);
        expect(daysBetween(sale, end)).toBeLessThanOrEqual(10);
        expect(isBusinessDay(end)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves exactly three business days after the sale, up to and including the deadline', () => {
    fc.assert(
      fc.property(anyDay, (sale) => {
        const end = cancellationDeadline(sale);
        let businessDays = 0;
        for (let offset = 1; offset <= daysBetween(sale, end); offset++) {
          if (isBusinessDay(addDays(sale, offset))) businessDays++;
        }
        expect(businessDays).toBe(3);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('proposalExpiry', () => {
  it('adds 90 calendar days', () => {
    expect(PROPOSAL_VALID_DAYS).toBe(90);
    // Nov 21 2026: 9 days to Nov 30, 31 to Dec 31, 31 to Jan 31, 19 to Feb 19.
    expect(toIsoDate(proposalExpiry(day('2026-11-21')))).toBe('2027-02-19');
  });

  it('counts February 29th in a leap year', () => {
    // Dec 1 2027: 30 days to Dec 31, 31 to Jan 31, 29 to Feb 29 2028.
    expect(toIsoDate(proposalExpiry(day('2027-12-01')))).toBe('2028-02-29');
  });
});
