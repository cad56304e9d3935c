import { describe, expect, it } from 'vitest';
import { rulesFor } from '../legal/state-law';
import { initialsForRecord, initialsProblem, missingInitials } from './notice-initials';

const maryland = { rules: rulesFor('MD'), facts: { olderBuyer: true, priceCents: 782_100 } };
const at = '2026-11-24T15:04:00.000Z';

describe("the buyer's initials beside a state's notices", () => {
  it.each([
    ['LC', null],
    ['M.K.', null],
    ['J-P D', null],
    ['ÉÑ', null],
    ['', 'Write the buyer’s initials.'],
    ['   ', 'Write the buyer’s initials.'],
    ['7', 'Initials are letters only, up to 8.'],
    ['<b>', 'Initials are letters only, up to 8.'],
    ['ABCDEFGHI', 'Initials are letters only, up to 8.'],
  ])('%j: %s', (initials, problem) => {
    expect(initialsProblem(initials)).toBe(problem);
  });

  it("names Maryland's acknowledgment until it has initials, and nothing after", () => {
    expect(missingInitials(maryland, []).map((notice) => notice.id)).toEqual(['right-to-cancel-acknowledgment']);
    const given = [{ notice: 'right-to-cancel-acknowledgment', initials: 'DW', at }];
    expect(missingInitials(maryland, given)).toEqual([]);
    expect(missingInitials({ ...maryland, rules: rulesFor('WI') }, [])).toEqual([]);
  });

  it("keeps in the record only this sale's notices, the last initials written for each", () => {
    const given = [
      { notice: 'five-day-right-to-cancel', initials: 'XX', at },
      { notice: 'right-to-cancel-acknowledgment', initials: 'D', at },
      { notice: 'right-to-cancel-acknowledgment', initials: 'DW', at: '2026-11-24T15:05:00.000Z' },
    ];
    expect(initialsForRecord(maryland, given)).toEqual([
      { notice: 'right-to-cancel-acknowledgment', initials: 'DW', at: '2026-11-24T15:05:00.000Z' },
    ]);
  });
});
