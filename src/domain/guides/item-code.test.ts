import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import scopes from '../catalogue/starter-catalogue.json';
import type { WorkScope } from '../contract/model';
import { itemCode } from './item-code';

describe('itemCode', () => {
  it('joins the letter code and two-digit parts', () => {
    expect(itemCode('A1-07')).toBe(650107);
    expect(itemCode('W1-99')).toBe(870199);
    expect(itemCode('G1-03')).toBe(710103);
  });

  it('upper-cases the letter', () => {
    expect(itemCode('b1-04')).toBe(660104);
    expect(itemCode('b1-04')).toBe(itemCode('B1-04'));
  });

  it('reads one-digit parts as their value', () => {
    expect(itemCode('A1-7')).toBe(650107);
    expect(itemCode('C9-0')).toBe(670900);
  });

  it.each(['A1', 'A1-100', '11-01', '', 'AB-01', 'A1-07-02', ' A1-07', 'A1x07', 'É1-01', null, undefined])(
    'gives null for %j',
    (wsid) => {
      expect(itemCode(wsid)).toBeNull();
    },
  );

  it('gives every fixture scope a distinct code', () => {
    const codes = (scopes as WorkScope[]).map((scope) => itemCode(scope.wsid));
    expect(codes).not.toContain(null);
    expect(new Set(codes).size).toBe(61);
  });

  it('never maps two different ids to one code', () => {
    const part = fc.integer({ min: 0, max: 99 });
    const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const id = fc.tuple(letter, part, part);
    fc.assert(
      fc.property(id, id, (a, b) => {
        fc.pre(a.join() !== b.join());
        expect(itemCode(`${a[0]}${a[1]}-${a[2]}`)).not.toBe(itemCode(`${b[0]}${b[1]}-${b[2]}`));
      }),
    );
  });
});
