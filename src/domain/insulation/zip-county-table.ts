// ZIP code → county (src/domain/insulation/zip-counties/SOURCE.md): a suggestion the agent confirms, since a ZIP
// code may cross county lines and the table names the county of most of its addresses.
import type { CountyRow } from './climate-zone-table';

/** A county's 5-digit FIPS code → its ZIP codes, written one after another ('5470154702...'). */
export type ZipCountyTable = Readonly<Record<string, string>>;

/**
 * Reads GeoNames' US.txt (tab-separated: country, ZIP, place, state, state code, county, county code, ...) into the
 * table, keeping the ZIP codes of counties the climate-zone table has (military and territory codes have none).
 */
export function zipCountiesFromGeoNames(text: string, counties: readonly CountyRow[]): Record<string, string> {
  const stateFips = new Map(counties.map(([fips, , state]) => [state, fips.slice(0, 2)]));
  const known = new Set(counties.map(([fips]) => fips));
  const zips = new Map<string, string[]>();
  for (const line of text.split(/\r?\n/)) {
    const [, zip = '', , , state = '', , countyCode = ''] = line.split('\t');
    const fips = `${stateFips.get(state) ?? ''}${countyCode}`;
    if (!/^\d{5}$/.test(zip) || !known.has(fips)) continue;
    zips.set(fips, [...(zips.get(fips) ?? []), zip]);
  }
  const table: Record<string, string> = {};
  for (const fips of [...zips.keys()].sort()) table[fips] = (zips.get(fips) ?? []).sort().join('');
  return table;
}

/** The county most of a ZIP code's addresses are in, or null for a ZIP code the table does not know. */
export function countyOfZip(table: ZipCountyTable, zip: string): string | null {
  const five = /^(\d{5})(?:-\d{4})?$/.exec(zip.trim())?.[1];
  if (!five) return null;
  for (const [fips, zips] of Object.entries(table)) {
    for (let at = 0; at < zips.length; at += 5) if (zips.startsWith(five, at)) return fips;
  }
  return null;
}
