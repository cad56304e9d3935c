// Target attic R-values as tables: the IECC minimum by zone and edition, and ENERGY STAR's ranges for existing homes.
import { describe, expect, it } from 'vitest';
import { codeMinimumAtticR, energyStarAtticR } from './target-r';

describe('the code minimum for an attic', () => {
  it('follows the zone and the edition, zone by zone', () => {
    const zones = ['1A', '2A', '3B', '4A', '4C', '5A', '6A', '7', '8'];
    expect(zones.map((zone) => codeMinimumAtticR(zone, 2015))).toEqual([30, 38, 38, 49, 49, 49, 49, 49, 49]);
    expect(zones.map((zone) => codeMinimumAtticR(zone, 2021))).toEqual([30, 49, 49, 60, 60, 60, 60, 60, 60]);
  });
});

describe('ENERGY STAR’s recommendation for an existing home', () => {
  it('gives a range by zone, lower where 3 to 4 inches are there already', () => {
    const zones = ['1A', '2B', '3A', '4A', '5A', '6A', '7', '8'];
    expect(zones.map((zone) => energyStarAtticR(zone, 'uninsulated'))).toEqual([
      { low: 30, high: 49 },
      { low: 30, high: 60 },
      { low: 30, high: 60 },
      { low: 38, high: 60 },
      { low: 49, high: 60 },
      { low: 49, high: 60 },
      { low: 49, high: 60 },
      { low: 49, high: 60 },
    ]);
    expect(zones.map((zone) => energyStarAtticR(zone, 'insulated'))).toEqual([
      { low: 25, high: 30 },
      { low: 25, high: 38 },
      { low: 25, high: 38 },
      { low: 38, high: 38 },
      { low: 38, high: 49 },
      { low: 38, high: 49 },
      { low: 38, high: 49 },
      { low: 38, high: 49 },
    ]);
  });
});
