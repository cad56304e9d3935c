// ENERGY STAR's current chart for existing homes, as published (docs/decisions/082-energy-star-chart.md): one
// R-value per zone for an attic with no insulation and one for an attic with 3 to 4 inches already, and the floor's.
import { zoneNumber, type ClimateZone } from './climate-zone-table';

export interface EnergyStarRow {
  /** The chart's zones: a number takes every letter of it ('5' is 5A, 5B and 5C), '4C' only that zone. */
  zones: readonly string[];
  uninsulatedAttic: number;
  /** An attic that already has 3 to 4 inches of insulation. */
  insulatedAttic: number;
  floor: number;
}

export const ENERGY_STAR_CHART = {
  title: 'Recommended Home Insulation R-Values',
  publisher: 'ENERGY STAR (U.S. EPA)',
  url: 'https://www.energystar.gov/saveathome/seal_insulate/identify-problems-you-want-fix/diy-checks-inspections/insulation-r-values',
  /** The code table the chart follows. */
  basedOn: { iecc: 2021, table: 'R402.1.3' },
  /** The day the figures below were read from the chart. */
  checked: '2026-12-08',
  rows: [
    { zones: ['1'], uninsulatedAttic: 30, insulatedAttic: 25, floor: 13 },
    { zones: ['2'], uninsulatedAttic: 49, insulatedAttic: 38, floor: 13 },
    { zones: ['3'], uninsulatedAttic: 49, insulatedAttic: 38, floor: 19 },
    { zones: ['4A', '4B'], uninsulatedAttic: 60, insulatedAttic: 49, floor: 19 },
    { zones: ['4C', '5', '6'], uninsulatedAttic: 60, insulatedAttic: 49, floor: 30 },
    { zones: ['7', '8'], uninsulatedAttic: 60, insulatedAttic: 49, floor: 38 },
  ] satisfies EnergyStarRow[],
} as const;

/** The chart's row for a climate zone ('6A', '4C', '7'); a zone the chart does not name takes its number's row. */
export function energyStarRow(zone: ClimateZone): EnergyStarRow {
  const rows: readonly EnergyStarRow[] = ENERGY_STAR_CHART.rows;
  const exact = rows.find((row) => row.zones.includes(zone.toUpperCase()));
  if (exact) return exact;
  const number = String(zoneNumber(zone));
  return rows.find((row) => row.zones.includes(number)) ?? rows.find((row) => row.zones.includes(`${number}A`))!;
}
