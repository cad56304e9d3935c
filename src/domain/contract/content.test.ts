import { describe, expect, it } from 'vitest';
import { handWorkedContract } from '../testing/hand-worked-contract';
import { canonicalJson, sameContent } from './content';
import type { Contract } from './model';

describe('canonicalJson', () => {
  it('sorts keys at every level, so the same document always reads the same', () => {
    expect(canonicalJson({ b: [1, { d: null, c: 'x' }], a: true })).toBe('{"a":true,"b":[1,{"c":"x","d":null}]}');
    expect(canonicalJson({ a: undefined, b: 1 })).toBe('{"b":1}');
  });
});

describe('sameContent', () => {
  it('ignores what a sync stamps, and nothing else', () => {
    const contract = handWorkedContract();
    const stamped: Contract = {
      ...contract,
      Id: '17',
      SyncDate: '2026-12-01T10:00:00.000Z',
      ServerVersion: 4,
      Changed: true,
      Goals: contract.Goals.map((goal) => ({ ...goal, Id: goal.Gid })),
    };
    expect(sameContent(stamped, contract)).toBe(true);
    expect(sameContent({ ...contract, Notes: 'Call before noon' }, contract)).toBe(false);
    expect(sameContent({ ...contract, Values: { ...contract.Values, Deposit: 1500 } }, contract)).toBe(false);
  });
});
