import { describe, expect, it } from 'vitest';
import { countWord, ordinalWord } from './day-count-words';

describe('day counts in words', () => {
  it('writes the periods the states give', () => {
    expect([3, 5, 7, 15].map(countWord)).toEqual(['three', 'five', 'seven', 'fifteen']);
    expect([3, 5, 7, 15].map(ordinalWord)).toEqual(['third', 'fifth', 'seventh', 'fifteenth']);
    expect(countWord(30)).toBe('30');
    expect(ordinalWord(30)).toBe('30th');
  });
});
