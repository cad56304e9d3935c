import { describe, expect, it } from 'vitest';
import { renameGoal } from './edits';
import { setDeposit } from './values';
import { isUntouched } from './untouched';
import { newContract } from '../testing/builders';
import { handWorkedContract } from '../testing/hand-worked-contract';

describe('a contract as New Contract made it', () => {
  it('is untouched until anything is typed, chosen, saved or synced', () => {
    const blank = newContract();
    expect(isUntouched(blank)).toBe(true);
    expect(isUntouched({ ...blank, Customer: { ...blank.Customer, First: 'Maria' } })).toBe(false);
    expect(isUntouched({ ...blank, Customer: { ...blank.Customer, Notes: 'gate code 4411' } })).toBe(false);
    expect(isUntouched(renameGoal(blank, blank.Goals[0]!.Gid, 'Warmer rooms'))).toBe(false);
    expect(isUntouched({ ...blank, Values: setDeposit(blank.Values, 100) })).toBe(false);
    expect(isUntouched({ ...blank, Saved: { At: '2026-11-24T15:00:00.000Z', Content: 'x' } })).toBe(false);
    expect(isUntouched({ ...blank, ServerVersion: 1 })).toBe(false);
    expect(isUntouched(handWorkedContract())).toBe(false);
  });

  it('counts spaces alone as nothing typed', () => {
    const blank = newContract();
    expect(isUntouched({ ...blank, Description: '   ' })).toBe(true);
  });
});
