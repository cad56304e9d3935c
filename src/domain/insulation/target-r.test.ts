// Target attic R-values as tables: the IECC minimum by zone and edition, and ENERGY STAR's figures for existing homes.
import { describe, expect, it } from 'vitest';
import { ENERGY_STAR_CHART, energyStarRow } from './energy-star-chart';
import { codeMinimumAtticR, energyStarAtticR } from './target-r';

describe('the code minimum for an attic', () => {
  it('follows the zone and the edition, zone by zone', () => {
    const zones = ['1A', '2A', '3B', '4A', '4C', '5A', '6A', '7', '8'];
    expect(zones.map((zone) => codeMinimumAtticR(zone, 2015))).toEqual([30, 38, 38, 49, 49, 49, 49, 49, 49]);
    expect(zones.map((zone) => codeMinimumAtticR(zone, 2021))).toEqual([30, 49, 49, 60, 60, 60, 60, 60, 60]);
  });
});

describe('ENERGY STAR’s recommendation for an existing home (its current chart)', () => {
  // Every zone of the IECC maps, read against the chart's rows: 1; 2; 3; 4A and 4B; 6, 5 and 4C; 7 and 8.
  it.each([
    ['1A', 30, 25],
    ['2A', 49, 38],
    ['2B', 49, 38],
    ['3A', 49, 38],
    ['3B', 49, 38],
    ['3C', 49, 38],
    ['4A', 60, 49],
    ['4B', 60, 49],
    ['4C', 60, 49],
    ['5A', 60, 49],
    ['5B', 60, 49],
    ['5C', 60, 49],
    ['6A', 60, 49],
    ['6B', 60, 49],
    ['7', 60, 49],
    ['8', 60, 49],
  ])('zone %s: one figure, R-%d for an uninsulated attic, R-%d with 3 to 4 inches already', (zone, bare, topUp) => {
    expect(energyStarAtticR(zone, 'uninsulated')).toBe(bare);
    expect(energyStarAtticR(zone, 'insulated')).toBe(topUp);
  });

  it.each([
    ['1A', 13],
    ['2B', 13],
    ['3C', 19],
    ['4A', 19],
    ['4B', 19],
    ['4C', 30],
    ['5B', 30],
    ['6A', 30],
    ['7', 38],
    ['8', 38],
  ])('zone %s: the floor over a crawlspace, R-%d', (zone, floor) => {
    expect(energyStarRow(zone).floor).toBe(floor);
  });

  it('is cited: its title, where it is published, the code table it follows and the day it was read', () => {
    expect(ENERGY_STAR_CHART).toMatchObject({
      title: 'Recommended Home Insulation R-Values',
      url: expect.stringMatching(/^https:\/\/www\.energystar\.gov\//),
      basedOn: { iecc: 2021, table: 'R402.1.3' },
      checked: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    // Each zone of the maps is in exactly one row.
    const named = ENERGY_STAR_CHART.rows.flatMap((row) => row.zones);
    expect(new Set(named).size).toBe(named.length);
  });
});
