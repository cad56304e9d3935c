import { describe, expect, it } from 'vitest';
import { saleLaw } from '../contract/sale-law';
import { blankCustomer, blankValues } from '../contract/factories';
import { contractDates, longDate } from './contract-dates';

const federal = saleLaw({ Customer: blankCustomer('c1'), Values: blankValues() });

const written = (iso: string, timeZone: string) => {
  const dates = contractDates(iso, timeZone, federal);
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
    expect(contractDates('', 'America/Chicago', federal)).toBeNull();
    expect(contractDates('2026-11-25T10:00:00Z', 'Mars/Olympus', federal)).toBeNull();
  });
});

describe('longDate', () => {
  it('writes the day out in full, on the day given whatever the zone', () => {
    expect(longDate({ year: 2027, month: 1, day: 1 })).toBe('Friday, January 1, 2027');
    expect(longDate({ year: 2026, month: 12, day: 31 })).toBe('Thursday, December 31, 2026');
  });
});

describe("contractDates under a state's law", () => {
  const law = (State: string, OlderBuyer = false) =>
    saleLaw({ Customer: { ...blankCustomer('c1'), State }, Values: blankValues(), OlderBuyer });

  it("counts Maryland's five days, seven for a buyer of 65, and Ohio's first day of work", () => {
    // Mon Nov 30 2026 at noon in New York.
    const sale = '2026-11-30T17:00:00Z';
    const maryland = contractDates(sale, 'America/New_York', law('MD'));
    expect(maryland && longDate(maryland.cancelBy)).toBe('Saturday, December 5, 2026');
    const older = contractDates(sale, 'America/New_York', law('Maryland', true));
    expect(older && longDate(older.cancelBy)).toBe('Tuesday, December 8, 2026');
    const ohio = contractDates(sale, 'America/New_York', law('OH'));
    expect(ohio && longDate(ohio.cancelBy)).toBe('Thursday, December 3, 2026');
    expect(ohio?.startFrom && longDate(ohio.startFrom)).toBe('Friday, December 4, 2026');
    expect(contractDates(sale, 'America/New_York', law('MD'))?.startFrom).toBeNull();
  });
});
