// Writes src/domain/insulation/climate-zones/climate-zones.json from the vendored CSV beside it (SOURCE.md there).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { countyRowsFromCsv } from '../src/domain/insulation/climate-zone-table';

const folder = join(import.meta.dirname, '..', 'src', 'domain', 'insulation', 'climate-zones');
const rows = countyRowsFromCsv(readFileSync(join(folder, 'ClimateZones.csv'), 'utf8'));
writeFileSync(join(folder, 'climate-zones.json'), `${JSON.stringify(rows)}\n`);
console.log(`${rows.length} counties written.`);
