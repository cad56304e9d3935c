import { describe, expect, it } from 'vitest';
import { calculationTotalCents } from '../contract/totals';
import { formatQuantity } from './number-format';

describe('a printed quantity', () => {
  it('keeps every place its line total was computed from, so the paper multiplies out', () => {
    // 10.005 x $200 is $2,001.00; printed as "10.01" it would read as $2,002.
    expect(calculationTotalCents({ Quantity: 10.005, Rate: 200, DifficultyFactor: 1 })).toBe(200_100);
    expect(formatQuantity(10.005)).toBe('10.005');
    expect(formatQuantity(1200)).toBe('1,200');
    expect(formatQuantity(12.5)).toBe('12.5');
    expect(formatQuantity(0.1234)).toBe('0.1234');
  });
});
