// The job site on a contract: named as the Census names counties, kept while in the customer's state.
import { describe, expect, it } from 'vitest';
import { newContract } from '../testing/builders';
import type { CountyRow } from './climate-zone-table';
import table from './climate-zones/climate-zones.json';
import { countyLabel, currentSite, setSite, siteOf, zoneIn } from './job-site';
import { jobSiteSchema } from './job-site-schema';

const rows = table as unknown as CountyRow[];
const row = (fips: string) => rows.find((candidate) => candidate[0] === fips)!;

describe('the job site', () => {
  it.each([
    ['55035', 'Eau Claire County, WI'],
    ['24005', 'Baltimore County, MD'],
    ['24510', 'Baltimore city, MD'],
    ['51760', 'Richmond city, VA'],
    ['51036', 'Charles City County, VA'],
    ['32510', 'Carson City, NV'],
    ['22071', 'Orleans Parish, LA'],
    ['02020', 'Anchorage, AK'],
    ['11001', 'District of Columbia, DC'],
  ])('names county %s “%s”', (fips, label) => {
    expect(countyLabel(row(fips))).toBe(label);
  });

  it('keeps both editions’ zones, and the attic’s answers while the county stays', () => {
    const douglas = siteOf(row('55031'));
    expect(douglas).toEqual({
      CountyFips: '55031',
      County: 'Douglas County, WI',
      State: 'WI',
      Zone2015: '7',
      Zone2021: '6A',
    });
    expect(zoneIn(douglas, 2015)).toBe('7');
    expect(zoneIn(douglas, 2021)).toBe('6A');
    expect(jobSiteSchema.parse(douglas)).toEqual(douglas);
    const answered = { ...douglas, HighVents: true, VaporRetarder: false };
    expect(siteOf(row('55035'), answered)).toMatchObject({ County: 'Eau Claire County, WI', HighVents: true });
  });

  it('is the contract’s site only while the customer’s state is the county’s', () => {
    const contract = setSite(newContract(), siteOf(row('55035')));
    expect(currentSite({ ...contract, Customer: { ...contract.Customer, State: 'Wisconsin' } })?.CountyFips).toBe(
      '55035',
    );
    expect(currentSite({ ...contract, Customer: { ...contract.Customer, State: 'MN' } })).toBeNull();
    expect('Site' in setSite(contract, null)).toBe(false);
  });

  it('refuses a site the tablet would never write', () => {
    const site = siteOf(row('55035'));
    for (const bad of [
      { ...site, CountyFips: '5503' },
      { ...site, Zone2021: '9A' },
      { ...site, State: 'Wisconsin' },
      { ...site, HighVents: 'yes' },
      { ...site, Extra: 1 },
    ])
      expect(jobSiteSchema.safeParse(bad).success).toBe(false);
  });
});
