import { describe, expect, it } from 'vitest';
import { en } from './en';
import { es } from './es';

describe('day counts in words', () => {
  it('writes the periods the states give', () => {
    expect([3, 5, 7, 15].map(en.cardinal)).toEqual(['three', 'five', 'seven', 'fifteen']);
    expect([3, 5, 7, 15].map(en.ordinal)).toEqual(['third', 'fifth', 'seventh', 'fifteenth']);
    expect(en.cardinal(30)).toBe('30');
    expect(en.ordinal(30)).toBe('30th');
  });

  it('writes them in Spanish as the notices use them, before "día"', () => {
    expect([3, 5, 7, 15].map(es.cardinal)).toEqual(['tres', 'cinco', 'siete', 'quince']);
    expect([3, 5, 7, 15].map(es.ordinal)).toEqual(['tercer', 'quinto', 'séptimo', 'decimoquinto']);
  });
});
