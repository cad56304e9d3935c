import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPhone, phoneDigits } from './phone';

describe('phoneDigits', () => {
  it('keeps digits only', () => {
    expect(phoneDigits('(555) 123-4567')).toBe('5551234567');
    expect(phoneDigits('+1 555.123.4567')).toBe('15551234567');
    expect(phoneDigits('abc')).toBe('');
    expect(phoneDigits(null)).toBe('');
  });
});

describe('formatPhone', () => {
  it('shows ten digits as ###-###-####', () => {
    expect(formatPhone('5551234567')).toBe('555-123-4567');
    expect(formatPhone('(555) 123 4567')).toBe('555-123-4567');
  });

  it('drops a leading 1 from eleven digits', () => {
    expect(formatPhone('15551234567')).toBe('555-123-4567');
    expect(formatPhone('+1 (555) 123-4567')).toBe('555-123-4567');
  });

  it('keeps an extension typed after the number', () => {
    expect(formatPhone('555 123 4567 x89')).toBe('555-123-4567 x89');
    expect(formatPhone('(555) 123-4567 ext. 89')).toBe('555-123-4567 x89');
    expect(formatPhone('5551234567,ext 1234')).toBe('555-123-4567 x1234');
    expect(formatPhone('1-555-123-4567 extension 7')).toBe('555-123-4567 x7');
    expect(formatPhone('555-123-4567#89')).toBe('555-123-4567 x89');
    expect(formatPhone('555-123-4567 x89')).toBe('555-123-4567 x89');
  });

  it('formats part of a number as far as it goes', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('5')).toBe('5');
    expect(formatPhone('555')).toBe('555');
    expect(formatPhone('5551')).toBe('555-1');
    expect(formatPhone('555123')).toBe('555-123');
    expect(formatPhone('5551234')).toBe('555-123-4');
    expect(formatPhone('555-123-456')).toBe('555-123-456');
  });

  it('keeps every digit of a number too long to be a US phone', () => {
    expect(formatPhone('25551234567')).toBe('25551234567');
    expect(formatPhone('555-123-4567-89')).toBe('555123456789');
    expect(formatPhone('155512345678')).toBe('155512345678');
  });

  it('is stable: formatting a formatted number changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('0', '1', '5', '9', '-', ' ', '(', 'x', '#') }), (typed) => {
        const once = formatPhone(typed);
        expect(formatPhone(once)).toBe(once);
      }),
    );
  });

  it('loses no digit except a dropped leading 1', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9() +.-]{0,20}$/), (typed) => {
        const digits = phoneDigits(typed);
        const shown = phoneDigits(formatPhone(typed));
        const dropped = digits.length === 11 && digits.startsWith('1');
        expect(shown).toBe(dropped ? digits.slice(1) : digits);
      }),
    );
  });

  it('loses no digit of an extension', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9() .-]{0,14}$/), fc.stringMatching(/^[0-9]{1,5}$/), (number, extension) => {
        expect(formatPhone(`${number} x${extension}`).endsWith(`x${extension}`)).toBe(true);
      }),
    );
  });
});
