// The county → IECC climate zone table (src/domain/insulation/climate-zones/SOURCE.md): read from the vendored CSV
// into the compact rows the tablet keeps, and looked up by county and edition.
import { stateCode } from '../legal/us-states';

/** The editions of the IECC map the table has; a state enforces one (its rules say which). */
export const IECC_EDITIONS = [2015, 2021] as const;
export type IeccEdition = (typeof IECC_EDITIONS)[number];

/** '6A', '3B', '7': the zone's number, then its moisture regime where it has one. */
export type ClimateZone = string;

/** [FIPS, county, state code, 2015 zone, 2021 zone]. */
export type CountyRow = readonly [
  fips: string,
  county: string,
  state: string,
  zone2015: ClimateZone,
  zone2021: ClimateZone,
];

const ZONE = /^[1-8][ABC]?$/;

/** The CSV's rows of the fifty states and DC, in FIPS order; rows without a state or a zone are left out. */
export function countyRowsFromCsv(csv: string): CountyRow[] {
  const rows: CountyRow[] = [];
  for (const line of csv.split(/\r?\n/).slice(1)) {
    if (line.trim() === '') continue;
    const [geoid = '', county = '', stateName = '', iecc15 = '', iecc21 = '', , , moisture15 = '', moisture21 = ''] =
      line.split(';');
    const state = stateCode(stateName);
    const zone2015 = `${iecc15}${moisture15}`;
    const zone2021 = `${iecc21}${moisture21}`;
    if (!state || !ZONE.test(zone2015) || !ZONE.test(zone2021)) continue;
    rows.push([geoid.replace(/^G/, ''), county, state, zone2015, zone2021]);
  }
  return rows.sort((a, b) => a[0].localeCompare(b[0]));
}

/** The county's zone in an edition, or null for a FIPS code the table does not have. */
export function climateZoneOf(rows: readonly CountyRow[], fips: string, edition: IeccEdition): ClimateZone | null {
  const row = rows.find((candidate) => candidate[0] === fips);
  if (!row) return null;
  return edition === 2015 ? row[3] : row[4];
}

/** The counties of a state by name, for the agent to choose from. */
export function countiesOf(rows: readonly CountyRow[], state: string): CountyRow[] {
  return rows.filter((row) => row[2] === state).sort((a, b) => a[1].localeCompare(b[1]));
}

/** The zone's number: 1 to 8. */
export function zoneNumber(zone: ClimateZone): number {
  return Number(zone[0]);
}
