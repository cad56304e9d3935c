// ZIP code → county: the vendored table suggests the county of the job site; every county it names is one the
// climate-zone table has, so a suggestion always gives a zone.
import { describe, expect, it } from 'vitest';
import type { CountyRow } from './climate-zone-table';
import counties from './climate-zones/climate-zones.json';
import zipCounties from './zip-counties/zip-counties.json';
import { countyOfZip, zipCountiesFromGeoNames, type ZipCountyTable } from './zip-county-table';

const rows = counties as unknown as CountyRow[];
const table = zipCounties as ZipCountyTable;

describe('the ZIP code → county table', () => {
  it.each([
    ['90012', '06037'], // Los Angeles, CA
    ['21401', '24003'], // Annapolis: Anne Arundel, MD
    ['77002', '48201'], // Houston: Harris, TX
    ['54701', '55035'], // Eau Claire, WI
    ['54880', '55031'], // Superior: Douglas, WI, which the 2021 map moved from zone 7 to 6A
    ['49855', '26103'], // Marquette, MI
    ['01001', '25013'], // Agawam: Hampden, MA, the first ZIP code
    ['99950', '02130'], // Ketchikan, AK, the last
  ])('suggests for ZIP %s the county %s', (zip, fips) => {
    expect(countyOfZip(table, zip)).toBe(fips);
  });

  it('reads a ZIP+4 and spaces around it, and knows nothing of what is not a ZIP code', () => {
    expect(countyOfZip(table, ' 54701-1234 ')).toBe('55035');
    for (const zip of ['', '5470', '547011', 'ABCDE', '00000', '09001']) expect(countyOfZip(table, zip)).toBeNull();
  });

  it('names only counties of the climate-zone table, 40,533 ZIP codes of 3,133 counties', () => {
    const known = new Set(rows.map(([fips]) => fips));
    expect(Object.keys(table).filter((fips) => !known.has(fips))).toEqual([]);
    expect(Object.keys(table)).toHaveLength(3133);
    const zips = Object.values(table).join('');
    expect(zips.length / 5).toBe(40_533);
    expect(new Set(zips.match(/\d{5}/g)).size).toBe(40_533);
  });

  it('is written from GeoNames lines by state and county code, leaving out what has no county', () => {
    const text = [
      'US\t54701\tEau Claire\tWisconsin\tWI\tEau Claire\t035\t\t\t44.784\t-91.4877\t4',
      'US\t54702\tEau Claire\tWisconsin\tWI\tEau Claire\t035\t\t\t44.7267\t-91.2857\t4',
      'US\t09001\tAPO AA\t\t\t\t\t\t\t38.1105\t15.6613\t',
      'US\t00601\tAdjuntas\tPuerto Rico\tPR\tAdjuntas\t001\t\t\t18.18\t-66.75\t1',
    ].join('\n');
    expect(zipCountiesFromGeoNames(text, rows)).toEqual({ '55035': '5470154702' });
  });
});
