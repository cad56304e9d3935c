// What the attic has and what it should reach: the existing R never overstated, the target the agent chose by zone
// and edition, and the layer to add.
import { describe, expect, it } from 'vitest';
import type { Goal, JobSite } from '../contract/model';
import { atticRSold, atticTarget } from './attic-target';
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
      attic: null,
      recommended: 60,
      r: 60,
      existing: { material: 'fiberglass-batts', inches: 3.5, r: 10 },
      added: 50,
    });
    expect(atticTarget({ ...DOUGLAS_WI, Target: 'code', ...batts(3.5) }, 2015)).toMatchObject({ r: 49, added: 39 });
  });

  it('as ENERGY STAR’s is the chart’s one figure, for an attic with 3 in. or more, or with less', () => {
    expect(atticTarget({ ...DOUGLAS_WI, Target: 'energy-star', ...batts(3.5) }, 2021)).toMatchObject({
      attic: 'insulated',
      r: 49,
      added: 39,
    });
    expect(atticTarget({ ...LOS_ANGELES, Target: 'energy-star' }, 2021)).toMatchObject({
      attic: 'uninsulated',
      r: 49,
      existing: null,
      added: 49,
    });
    expect(atticTarget({ ...LOS_ANGELES, Target: 'energy-star', ...batts(2) }, 2021)).toMatchObject({
      attic: 'uninsulated',
      existing: { r: 5 },
      added: 44,
    });
  });

  it('follows the R the contract sells when it is not the one recommended, and keeps the recommendation', () => {
    expect(atticTarget({ ...DOUGLAS_WI, Target: 'energy-star', ...batts(3.5) }, 2021, 60)).toMatchObject({
      recommended: 49,
      r: 60,
      added: 50,
    });
    expect(atticTarget({ ...LOS_ANGELES, Target: 'code' }, 2021, 38)).toMatchObject({ recommended: 49, r: 38 });
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

describe('the R the attic insulation is sold to', () => {
  const project = (Name: string, Selected = true) => ({ Name, Selected });
  const goals = (...projects: { Name: string; Selected: boolean }[]) => [{ Projects: projects }] as unknown as Goal[];

  it('is the highest R a selected attic project is named for', () => {
    expect(atticRSold(goals(project('Blown Cellulose Attic Insulation to R-60')))).toBe(60);
    expect(
      atticRSold(
        goals(
          project('Blown Cellulose Attic Insulation to R-38'),
          project('Blown Fiberglass Attic Insulation to R-49'),
        ),
      ),
    ).toBe(49);
  });

  it('is none for work not selected, not in the attic, or not named for an R', () => {
    expect(atticRSold(goals(project('Blown Cellulose Attic Insulation to R-60', false)))).toBeNull();
    expect(atticRSold(goals(project('R-30 batts in basement ceiling')))).toBeNull();
    expect(atticRSold(goals(project('Attic Air Sealing Package')))).toBeNull();
  });
});
