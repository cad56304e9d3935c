// The vendored county table: the JSON the tablet keeps is the CSV as published, and its zones are the IECC map's,
// including the counties the 2021 edition moved.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { climateZoneOf, countiesOf, countyRowsFromCsv, type CountyRow } from './climate-zone-table';
import table from './climate-zones/climate-zones.json';

const rows = table as unknown as CountyRow[];
const csv = readFileSync(join(import.meta.dirname, 'climate-zones', 'ClimateZones.csv'), 'utf8');

describe('the county climate-zone table', () => {
  it('is the vendored CSV, row for row (npm run climate-zones writes it again)', () => {
    expect(rows).toEqual(countyRowsFromCsv(csv));
    expect(rows).toHaveLength(3140);
  });

  it.each([
    ['06037', 'Los Angeles, CA', '3B', '3B'],
    ['24003', 'Anne Arundel, MD', '4A', '4A'],
    ['48201', 'Harris, TX', '2A', '2A'],
    ['55035', 'Eau Claire, WI', '6A', '6A'],
    // Moved by the 2021 map: Wisconsin's north out of zone 7, Marquette, MI into it, northern Oklahoma colder.
    ['55031', 'Douglas, WI', '7', '6A'],
    ['26103', 'Marquette, MI', '6A', '7'],
    ['40105', 'Nowata, OK', '3A', '4A'],
  ])('gives %s (%s) zone %s in 2015 and %s in 2021', (fips, _name, zone2015, zone2021) => {
    expect(climateZoneOf(rows, fips, 2015)).toBe(zone2015);
    expect(climateZoneOf(rows, fips, 2021)).toBe(zone2021);
  });

  it('counts the 373 counties the 2021 map moved, and no zone-7 county left in Wisconsin', () => {
    expect(rows.filter((row) => row[3] !== row[4])).toHaveLength(373);
    const wisconsin = countiesOf(rows, 'WI');
    expect(wisconsin).toHaveLength(72);
    expect(wisconsin.filter((row) => row[3] === '7')).toHaveLength(15);
    expect(wisconsin.filter((row) => row[4] === '7')).toHaveLength(0);
  });

  it('lists a state’s counties by name, and knows no county it does not have', () => {
    expect(countiesOf(rows, 'DE').map((row) => row[1])).toEqual(['Kent', 'New Castle', 'Sussex']);
    expect(climateZoneOf(rows, '99999', 2021)).toBeNull();
    expect(countiesOf(rows, 'PR')).toEqual([]);
  });
});
