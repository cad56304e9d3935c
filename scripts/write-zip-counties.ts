// Writes src/domain/insulation/zip-counties/zip-counties.json from GeoNames' US.txt, given as the argument
// (src/domain/insulation/zip-counties/SOURCE.md says where to get it).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipCountiesFromGeoNames } from '../src/domain/insulation/zip-county-table';
import rows from '../src/domain/insulation/climate-zones/climate-zones.json' with { type: 'json' };
import type { CountyRow } from '../src/domain/insulation/climate-zone-table';

const source = process.argv[2];
if (!source) throw new Error('Give the path of GeoNames US.txt');
const table = zipCountiesFromGeoNames(readFileSync(source, 'utf8'), rows as unknown as CountyRow[]);
const folder = join(import.meta.dirname, '..', 'src', 'domain', 'insulation', 'zip-counties');
writeFileSync(join(folder, 'zip-counties.json'), `${JSON.stringify(table)}\n`);
console.log(`${Object.values(table).join('').length / 5} ZIP codes in ${Object.keys(table).length} counties written.`);
