import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { boardFeet } from './board-feet';

describe('boardFeet by dimensions', () => {
  it('multiplies length x width x thickness', () => {
    expect(boardFeet({ mode: 'dimensions', length: 20, width: 30, thickness: 3 })).toEqual({
      result: 1800,
      problems: [],
    });
  });

  it('reads what the agent typed', () => {
    expect(boardFeet({ mode: 'dimensions', length: ' 20 ', width: '30', thickness: '3.5' }).result).toBe(2100);
  });

  it('rounds the exact product half up, not the float', () => {
    // 5.015 x 100 x 1 is 501.5; in floats it is 501.49999999999994.
    expect(Math.round(5.015 * 100 * 1)).toBe(501);
    expect(boardFeet({ mode: 'dimensions', length: '5.015', width: 100, thickness: 1 }).result).toBe(502);
    expect(boardFeet({ mode: 'dimensions', length: 10, width: 10, thickness: 1.004 }).result).toBe(100);
  });

  it('names each bad field and gives 0', () => {
    expect(boardFeet({ mode: 'dimensions', length: '', width: 'abc', thickness: -1 })).toEqual({
      result: 0,
      problems: [
        { field: 'length', message: 'Length must be a number of 0 or more' },
        { field: 'width', message: 'Width must be a number of 0 or more' },
        { field: 'thickness', message: 'Thickness must be a number of 0 or more' },
      ],
    });
  });

  it('accepts zero', () => {
    expect(boardFeet({ mode: 'dimensions', length: 0, width: 30, thickness: 3 })).toEqual({ result: 0, problems: [] });
  });
});

describe('boardFeet by area', () => {
  it('multiplies area x thickness and rounds', () => {
    expect(boardFeet({ mode: 'area', area: 600.5, thickness: 2.5 })).toEqual({ result: 1501, problems: [] });
    expect(boardFeet({ mode: 'area', area: '600', thickness: '2' }).result).toBe(1200);
    // 0.5 x 5 = 2.5 rounds up to 3.
    expect(boardFeet({ mode: 'area', area: '0.5', thickness: '5' }).result).toBe(3);
  });

  it('rejects blank, non-numeric, negative and infinite values', () => {
    expect(boardFeet({ mode: 'area', area: '   ', thickness: 2 })).toEqual({
      result: 0,
      problems: [{ field: 'area', message: 'Square footage must be a number of 0 or more' }],
    });
    expect(boardFeet({ mode: 'area', area: 100, thickness: '2 in' }).problems).toEqual([
      { field: 'thickness', message: 'Thickness must be a number of 0 or more' },
    ]);
    expect(boardFeet({ mode: 'area', area: '-5', thickness: 2 }).problems.map((p) => p.field)).toEqual(['area']);
    expect(boardFeet({ mode: 'area', area: 'Infinity', thickness: 2 }).result).toBe(0);
    expect(boardFeet({ mode: 'area', area: NaN, thickness: 2 }).result).toBe(0);
  });

  it('agrees with the dimensions mode when area = length x width', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 120 }),
        (l, w, t) => {
          const thickness = t / 10;
          expect(boardFeet({ mode: 'area', area: l * w, thickness }).result).toBe(
            boardFeet({ mode: 'dimensions', length: l, width: w, thickness }).result,
          );
        },
      ),
    );
  });
});
