import { describe, expect, it } from 'vitest';
import { isRecord } from './is-record';

describe('isRecord', () => {
  it('takes an object, not null, an array or a primitive', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord({ Id: 'a' })).toBe(true);
    for (const value of [null, undefined, [], [{}], 'text', 1, true]) expect(isRecord(value)).toBe(false);
  });
});
