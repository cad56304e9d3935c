import { describe, expect, it } from 'vitest';
import { toIsoDate } from './calendar-date';
import { isFederalHoliday, usFederalHolidays } from './federal-holidays';

/** name -> 'actual' or 'actual observed-on observed', for readable tables. */
function table(year: number): Record<string, string> {
  return Object.fromEntries(
    usFederalHolidays(year).map(({ name, date, observed }) => {
      const actual = toIsoDate(date);
      const off = toIsoDate(observed);
      return [name, actual === off ? actual : `${actual} observed-on ${off}`];
    }),
  );
}

const day = (iso: string) => {
  const [year = 0, month = 0, dayOfMonth = 0] = iso.split('-').map(Number);
  return { year, month, day: dayOfMonth };
};

describe('usFederalHolidays', () => {
  // Checked against a printed 2026 calendar.
  it('lists the eleven 2026 holidays', () => {
    expect(table(2026)).toEqual({
      "New Year's Day": '2026-01-01',
      'Birthday of Martin Luther King, Jr.': '2026-01-19',
      "Washington's Birthday": '2026-02-16',
      'Memorial Day': '2026-05-25',
      'Juneteenth National Independence Day': '2026-06-19',
      'Independence Day': '2026-07-04 observed-on 2026-07-03',
      'Labor Day': '2026-09-07',
      'Columbus Day': '2026-10-12',
      'Veterans Day': '2026-11-11',
      'Thanksgiving Day': '2026-11-26',
      'Christmas Day': '2026-12-25',
    });
  });

  it('lists the eleven 2027 holidays, weekend ones observed on the nearest weekday', () => {
    expect(table(2027)).toEqual({
      "New Year's Day": '2027-01-01',
      'Birthday of Martin Luther King, Jr.': '2027-01-18',
      "Washington's Birthday": '2027-02-15',
      'Memorial Day': '2027-05-31', // May 31 is itself the last Monday
      'Juneteenth National Independence Day': '2027-06-19 observed-on 2027-06-18',
      'Independence Day': '2027-07-04 observed-on 2027-07-05',
      'Labor Day': '2027-09-06',
      'Columbus Day': '2027-10-11',
      'Veterans Day': '2027-11-11',
      'Thanksgiving Day': '2027-11-25',
      'Christmas Day': '2027-12-25 observed-on 2027-12-24',
    });
  });

  it("observes New Year's Day 2028, a Saturday, on Friday Dec 31 2027", () => {
    expect(table(2028)["New Year's Day"]).toBe('2028-01-01 observed-on 2027-12-31');
  });

  it('observes Veterans Day 2029, a Sunday, on Monday Nov 12', () => {
    expect(table(2029)['Veterans Day']).toBe('2029-11-11 observed-on 2029-11-12');
  });

  it('has Juneteenth from 2021 on only', () => {
    expect(usFederalHolidays(2020)).toHaveLength(10);
    expect(table(2020)['Juneteenth National Independence Day']).toBeUndefined();
    // First year: June 19 2021 was a Saturday, observed Friday June 18.
    expect(table(2021)['Juneteenth National Independence Day']).toBe('2021-06-19 observed-on 2021-06-18');
  });
});

describe('isFederalHoliday', () => {
  it('is true on both the actual and the observed day', () => {
    expect(isFederalHoliday(day('2026-07-03'))).toBe(true);
    expect(isFederalHoliday(day('2026-07-04'))).toBe(true);
    expect(isFederalHoliday(day('2029-11-11'))).toBe(true);
    expect(isFederalHoliday(day('2029-11-12'))).toBe(true);
  });

  it("sees next year's New Year's Day observed on December 31", () => {
    expect(isFederalHoliday(day('2027-12-31'))).toBe(true);
    expect(isFederalHoliday(day('2028-01-01'))).toBe(true);
    expect(isFederalHoliday(day('2026-12-31'))).toBe(false); // Jan 1 2027 is a Friday
  });

  it('has Juneteenth from 2021 on only', () => {
    expect(isFederalHoliday(day('2020-06-19'))).toBe(false);
    expect(isFederalHoliday(day('2026-06-19'))).toBe(true);
  });

  it('is false on ordinary days', () => {
    for (const iso of ['2026-07-02', '2026-07-06', '2026-11-25', '2026-11-27', '2026-12-24', '2026-12-26']) {
      expect(isFederalHoliday(day(iso)), iso).toBe(false);
    }
  });
});
