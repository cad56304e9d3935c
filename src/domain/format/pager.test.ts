import { describe, expect, it } from 'vitest';
import { PAGE_BREAK as B, pageCountOf, pageNumbers, pagerText } from './pager';

describe('pagerText', () => {
  it('reads first, last and total of the page', () => {
    expect(pagerText(1, 10, 37)).toBe('Viewing 1 - 10 of 37 Contracts');
    expect(pagerText(2, 10, 37)).toBe('Viewing 11 - 20 of 37 Contracts');
    expect(pagerText(4, 10, 37)).toBe('Viewing 31 - 37 of 37 Contracts');
    expect(pagerText(1, 10, 7)).toBe('Viewing 1 - 7 of 7 Contracts');
    expect(pagerText(101, 10, 1234)).toBe('Viewing 1,001 - 1,010 of 1,234 Contracts');
  });

  it('reads 0 - 0 of 0 without results', () => {
    expect(pagerText(1, 10, 0)).toBe('Viewing 0 - 0 of 0 Contracts');
  });

  it('says "more than" when the cloud stopped counting', () => {
    expect(pagerText(1, 10, 100, true)).toBe('Viewing 1 - 10 of more than 100 Contracts');
    expect(pagerText(11, 10, 1100, true)).toBe('Viewing 101 - 110 of more than 1,100 Contracts');
    expect(pagerText(1, 10, 100, false)).toBe('Viewing 1 - 10 of 100 Contracts');
  });

  it('reads a page past the end as the last page, and a page below 1 as the first', () => {
    expect(pagerText(9, 10, 37)).toBe('Viewing 31 - 37 of 37 Contracts');
    expect(pagerText(0, 10, 37)).toBe('Viewing 1 - 10 of 37 Contracts');
    expect(pagerText(Number.NaN, 10, 37)).toBe('Viewing 1 - 10 of 37 Contracts');
  });
});

describe('pageCountOf', () => {
  it('rounds up, and is 0 for no results', () => {
    expect(pageCountOf(37, 10)).toBe(4);
    expect(pageCountOf(40, 10)).toBe(4);
    expect(pageCountOf(0, 10)).toBe(0);
  });
});

describe('pageNumbers (react-paginate, 4 shown, 1 margin)', () => {
  it('shows every page when there are 4 or fewer, none for no pages', () => {
    expect(pageNumbers(1, 0)).toEqual([]);
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(3, 4)).toEqual([1, 2, 3, 4]);
  });

  it('page 1 of 10', () => {
    expect(pageNumbers(1, 10)).toEqual([1, 2, 3, 4, B, 10]);
  });

  it('page 2 and 3 of 10', () => {
    expect(pageNumbers(2, 10)).toEqual([1, 2, 3, 4, 5, B, 10]);
    expect(pageNumbers(3, 10)).toEqual([1, 2, 3, 4, 5, B, 10]);
  });

  it('a break hiding a single page shows the page instead', () => {
    // 1 … 3 would hide only 2.
    expect(pageNumbers(4, 10)).toEqual([1, 2, 3, 4, 5, 6, B, 10]);
  });

  it('page 6 of 12: two either side of the current page', () => {
    expect(pageNumbers(6, 12)).toEqual([1, B, 4, 5, 6, 7, 8, B, 12]);
  });

  it('near and at the end', () => {
    expect(pageNumbers(10, 10)).toEqual([1, B, 7, 8, 9, 10]);
    expect(pageNumbers(9, 10)).toEqual([1, B, 7, 8, 9, 10]);
    expect(pageNumbers(8, 10)).toEqual([1, B, 6, 7, 8, 9, 10]);
  });

  it('five pages', () => {
    expect(pageNumbers(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('takes other ranges and margins', () => {
    expect(pageNumbers(10, 20, { shown: 2, margin: 2 })).toEqual([1, 2, B, 9, 10, 11, B, 19, 20]);
  });

  it('clamps a current page outside 1..pageCount', () => {
    expect(pageNumbers(99, 10)).toEqual(pageNumbers(10, 10));
    expect(pageNumbers(0, 10)).toEqual(pageNumbers(1, 10));
  });
});
