import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCount, formatDollars, formatMoney, formatSquareFeet, formatWholeDollars } from './money-format';

const notNumbers = [NaN, Infinity, -Infinity, undefined, null, '12', '', {}, [], true];

describe('formatDollars', () => {
  it('puts the dollar sign before the sign of a negative amount', () => {
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatDollars(7821)).toBe('$7,821.00');
    expect(formatDollars(-5)).toBe('-$5.00');
    expect(formatDollars(-0.001)).toBe('$0.00');
    expect(formatDollars(Number.NaN)).toBe('$0.00');
  });
});

describe('formatMoney', () => {
  it('shows two decimals with thousands separators', () => {
    expect(formatMoney(1234.5)).toBe('1,234.50');
    expect(formatMoney(-5)).toBe('-5.00');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(1234567.891)).toBe('1,234,567.89');
  });

  it('rounds the written decimal half away from zero, not the float', () => {
    // 1.005 is 1.00499999999999989... as a double; Intl alone shows '1.00'.
    expect(formatMoney(1.005)).toBe('1.01');
    expect(formatMoney(-1.005)).toBe('-1.01');
    expect(formatMoney(2.675)).toBe('2.68');
  });

  it('never shows a negative zero', () => {
    expect(formatMoney(-0)).toBe('0.00');
    expect(formatMoney(-0.004)).toBe('0.00');
  });

  it.each(notNumbers)('shows 0.00 for %s', (value) => {
    expect(formatMoney(value)).toBe('0.00');
  });

  it('reads back as the value rounded to cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const text = formatMoney(cents / 100);
        expect(Number(text.replaceAll(',', ''))).toBe(cents / 100);
      }),
    );
  });
});

describe('formatSquareFeet', () => {
  it('shows square feet to the hundredth, without trailing zeros', () => {
    expect(formatSquareFeet(174)).toBe('174 sq ft');
    expect(formatSquareFeet(1234.5)).toBe('1,234.5 sq ft');
    expect(formatSquareFeet(128.979)).toBe('128.98 sq ft');
    expect(formatSquareFeet(1.005)).toBe('1.01 sq ft');
    expect(formatSquareFeet(Number.NaN)).toBe('0 sq ft');
  });
});

describe('formatCount', () => {
  it('shows whole numbers with thousands separators', () => {
    expect(formatCount(1234.6)).toBe('1,235');
    expect(formatCount(1234.5)).toBe('1,235');
    expect(formatCount(1234.4)).toBe('1,234');
    expect(formatCount(-2.5)).toBe('-3');
    expect(formatCount(-0.2)).toBe('0');
  });

  it.each(notNumbers)('shows 0 for %s', (value) => {
    expect(formatCount(value)).toBe('0');
  });
});

describe('formatWholeDollars', () => {
  it('rounds to whole dollars and shows currency', () => {
    expect(formatWholeDollars(1234.5)).toBe('$1,235');
    expect(formatWholeDollars(1234.49)).toBe('$1,234');
    expect(formatWholeDollars(0)).toBe('$0');
    expect(formatWholeDollars(-1234.5)).toBe('-$1,235');
    expect(formatWholeDollars(1_000_000)).toBe('$1,000,000');
  });

  it('rounds negative halves away from zero, unlike Math.round', () => {
    expect(Math.round(-2.5)).toBe(-2);
    expect(formatWholeDollars(-2.5)).toBe('-$3');
  });

  it.each(notNumbers)('shows $0 for %s', (value) => {
    expect(formatWholeDollars(value)).toBe('$0');
  });
});
