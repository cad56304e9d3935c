// What the attic has and what it should reach: the existing R never overstated, the target the agent chose by zone
// and edition, and the layer to add.
import { describe, expect, it } from 'vitest';
import type { JobSite } from '../contract/model';
import { atticTarget } from './attic-target';
import { existingR } from './existing-insulation';
import { jobSiteSchema } from './job-site-schema';

const DOUGLAS_WI: JobSite = {
  CountyFips: '55031',
  County: 'Douglas County, WI',
  State: 'WI',
  Zone2015: '7',
  Zone2021: '6A',
};
const LOS_ANGELES: JobSite = {
  CountyFips: '06037',
  County: 'Los Angeles County, CA',
  State: 'CA',
  Zone2015: '3B',
  Zone2021: '3B',
};
const batts = (Inches: number) => ({ Existing: { Material: 'fiberglass-batts' as const, Inches } });

describe('the existing insulation', () => {
  it.each([
    ['fiberglass-batts', 3.5, 10], // 10.15
    ['loose-fiberglass', 6, 13], // 13.2
    ['loose-cellulose', 6, 19], // 19.2
    ['rock-wool', 4.25, 9], // 9.35
    ['vermiculite', 4.25, 8], // 8.925
    ['loose-cellulose', 0, 0],
  ] as const)('%s, %d in., is about R-%d, rounded down', (material, inches, r) => {
    expect(existingR(material, inches)).toBe(r);
  });
});

describe('the attic target', () => {
  it('is chosen by the agent: none before', () => {
    expect(atticTarget(DOUGLAS_WI, 2021)).toBeNull();
  });

  it('as the code minimum follows the edition: R-60 in 6A on the 2021 map, R-49 in zone 7 on 2015', () => {
    expect(atticTarget({ ...DOUGLAS_WI, Target: 'code', ...batts(3.5) }, 2021)).toEqual({
      basis: 'code',
      r: 60,
      range: null,
      existing: { material: 'fiberglass-batts', inches: 3.5, r: 10 },
      added: 50,
    });
    expect(atticTarget({ ...DOUGLAS_WI, Target: 'code', ...batts(3.5) }, 2015)).toMatchObject({ r: 49, added: 39 });
  });

  it('as ENERGY STAR’s is the top of its range, for an attic with 3 in. or more, or with less', () => {
    expect(atticTarget({ ...DOUGLAS_WI, Target: 'energy-star', ...batts(3.5) }, 2021)).toMatchObject({
      r: 49,
      range: { low: 38, high: 49 },
      added: 39,
    });
    expect(atticTarget({ ...LOS_ANGELES, Target: 'energy-star' }, 2021)).toMatchObject({
      r: 60,
      range: { low: 30, high: 60 },
      existing: null,
      added: 60,
    });
    expect(atticTarget({ ...LOS_ANGELES, Target: 'energy-star', ...batts(2) }, 2021)).toMatchObject({
      range: { low: 30, high: 60 },
      existing: { r: 5 },
      added: 55,
    });
  });

  it('never asks for a negative layer', () => {
    expect(atticTarget({ ...LOS_ANGELES, Target: 'code', ...batts(20) }, 2021)).toMatchObject({ r: 49, added: 0 });
  });

  it('keeps depths to the quarter inch on the contract', () => {
    expect(jobSiteSchema.safeParse({ ...DOUGLAS_WI, ...batts(3.25), Target: 'code' }).success).toBe(true);
    expect(jobSiteSchema.safeParse({ ...DOUGLAS_WI, ...batts(3.3) }).success).toBe(false);
    expect(jobSiteSchema.safeParse({ ...DOUGLAS_WI, ...batts(49) }).success).toBe(false);
    expect(jobSiteSchema.safeParse({ ...DOUGLAS_WI, Target: 'best' }).success).toBe(false);
  });
});
