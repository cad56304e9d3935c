import { describe, expect, it } from 'vitest';
import { DIFFICULTY_FACTOR_LIMIT, parseCalculationInput } from './calculation-input';

const quantity = (text: string) => parseCalculationInput(text, 'Quantity');
const difficulty = (text: string) => parseCalculationInput(text, 'Difficulty Factor', DIFFICULTY_FACTOR_LIMIT);

describe('calculation input', () => {
  it('reads plain decimals as the agent types them', () => {
    expect(quantity('1800')).toEqual({ ok: true, value: 1800 });
    expect(quantity(' 58 ')).toEqual({ ok: true, value: 58 });
    expect(quantity('1,200')).toEqual({ ok: true, value: 1200 });
    expect(quantity('12,345,678.25')).toEqual({ ok: true, value: 12345678.25 });
    expect(difficulty('1.25')).toEqual({ ok: true, value: 1.25 });
    expect(difficulty('.5')).toEqual({ ok: true, value: 0.5 });
    expect(quantity('0')).toEqual({ ok: true, value: 0 });
    expect(quantity('-0')).toEqual({ ok: true, value: 0 });
  });

  it('takes a half-typed decimal as the number so far', () => {
    expect(quantity('12.')).toEqual({ ok: true, value: 12 });
  });

  it('says a blank field is required', () => {
    expect(quantity('')).toEqual({ ok: false, message: 'Quantity is required' });
    expect(difficulty('   ')).toEqual({ ok: false, message: 'Difficulty Factor is required' });
  });

  it('refuses what is not a plain decimal, exponents and Infinity included', () => {
    const notANumber = { ok: false, message: 'Quantity must be a number, like 12 or 1.25' };
    for (const text of [
      '1.2.3',
      '12abc',
      'abc',
      'Infinity',
      'NaN',
      '1e5',
      '0x10',
      '1 200',
      '1,20',
      ',5',
      '.',
      '-',
      '$12',
    ]) {
      expect(quantity(text), text).toEqual(notANumber);
    }
  });

  it('refuses negatives', () => {
    expect(quantity('-5')).toEqual({ ok: false, message: 'Quantity cannot be negative' });
    expect(difficulty('-.5')).toEqual({ ok: false, message: 'Difficulty Factor cannot be negative' });
  });

  it('keeps to what the cloud stores: 4 decimals, and below the limit', () => {
    expect(difficulty('1.2345')).toEqual({ ok: true, value: 1.2345 });
    expect(difficulty('1.23450')).toEqual({ ok: true, value: 1.2345 });
    expect(difficulty('1.23456')).toEqual({ ok: false, message: 'Difficulty Factor can have at most 4 decimals' });
    expect(difficulty('9999.9999')).toEqual({ ok: true, value: 9999.9999 });
    expect(difficulty('10000')).toEqual({ ok: false, message: 'Difficulty Factor must be less than 10,000' });
    expect(quantity('999,999,999')).toEqual({ ok: true, value: 999999999 });
    expect(quantity('1000000000')).toEqual({ ok: false, message: 'Quantity must be less than 1,000,000,000' });
  });
});
