import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate } from './date-format';
import { localeFormats } from './locale-format';
import { formatDollars, formatWholeDollars } from './money-format';
import { formatFactor, formatPercent, formatQuantity } from './number-format';

const english = localeFormats('en-US');
const spanish = localeFormats('es-US');

describe('the formats of the language of the sale', () => {
  it("are the app's own formats in English, for any amount", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        expect(english.dollars(value)).toBe(formatDollars(value));
        expect(english.wholeDollars(value)).toBe(formatWholeDollars(value));
      }),
    );
    expect([english.quantity(1200.5), english.factor(1.25), english.percent(8.99)]).toEqual([
      formatQuantity(1200.5),
      formatFactor(1.25),
      formatPercent(8.99),
    ]);
    expect(english.headerDate('2026-11-24T15:05:00Z', 'America/Chicago')).toBe(
      formatDate('2026-11-24T15:05:00Z', 'America/Chicago'),
    );
  });

  it('write money as US Spanish does (CLDR es-US): the same dollars, cents and separators', () => {
    expect([
      spanish.dollars(7821),
      spanish.dollars(-500),
      spanish.dollars(1234.005),
      spanish.wholeDollars(105.5),
    ]).toEqual(['$7,821.00', '-$500.00', '$1,234.01', '$106']);
    expect(spanish.dollars(Number.NaN)).toBe('$0.00');
  });

  it('write days in Spanish words, and the header date with the month named, never 24/11/26', () => {
    expect(spanish.longDate({ year: 2026, month: 11, day: 30 })).toBe('lunes, 30 de noviembre de 2026');
    expect(english.longDate({ year: 2026, month: 11, day: 30 })).toBe('Monday, November 30, 2026');
    expect(spanish.headerDate('2026-11-24T15:05:00Z', 'America/Chicago')).toBe('24 de noviembre de 2026');
    expect(spanish.headerDate('not a date', 'America/Chicago')).toBe('');
  });
});
