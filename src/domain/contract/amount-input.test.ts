import { describe, expect, it } from 'vitest';
import { parseAmountInput, parsePercentInput, stripAmountInput } from './amount-input';

describe('amount input', () => {
  it('strips everything but digits, dots and minus signs', () => {
    expect(stripAmountInput('$1,250.50')).toBe('1250.50');
    expect(stripAmountInput(' 2 000 USD ')).toBe('2000');
    expect(stripAmountInput('-12')).toBe('-12');
  });

  it('reads what an agent types as dollars', () => {
    expect(parseAmountInput('$1,250.50')).toEqual({ ok: true, value: 1250.5 });
    expect(parseAmountInput('500')).toEqual({ ok: true, value: 500 });
    expect(parseAmountInput('.75')).toEqual({ ok: true, value: 0.75 });
    expect(parseAmountInput('12.')).toEqual({ ok: true, value: 12 });
    expect(parseAmountInput('')).toEqual({ ok: true, value: 0 });
    expect(parseAmountInput('$')).toEqual({ ok: true, value: 0 });
    expect(parseAmountInput(1500.5)).toEqual({ ok: true, value: 1500.5 });
  });

  it('rounds to the cent', () => {
    expect(parseAmountInput('10.005')).toEqual({ ok: true, value: 10.01 });
    expect(parseAmountInput('10.004')).toEqual({ ok: true, value: 10 });
    // 1.005 x 100 is 100.49999999999999 in floating point
    expect(parseAmountInput('1.005')).toEqual({ ok: true, value: 1.01 });
  });

  it('says why instead of guessing', () => {
    expect(parseAmountInput('1.2.3')).toEqual({
      ok: false,
      value: 0,
      message: "'1.2.3' is not an amount. Type it like 1250 or 1250.50.",
    });
    expect(parseAmountInput('5-3')).toMatchObject({ ok: false });
    expect(parseAmountInput('-250')).toEqual({ ok: false, value: 0, message: 'An amount cannot be negative.' });
    expect(parseAmountInput(Number.NaN)).toMatchObject({ ok: false });
  });

  it('reads percents from 0 to 100', () => {
    expect(parsePercentInput('10%')).toEqual({ ok: true, value: 10 });
    expect(parsePercentInput('2.5')).toEqual({ ok: true, value: 2.5 });
    expect(parsePercentInput('150')).toEqual({ ok: false, value: 0, message: 'A percent is between 0 and 100.' });
  });
});
