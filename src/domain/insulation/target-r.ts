// What an attic should reach where the house is: the code minimum of the zone's IECC edition (prescriptive ceiling
// R-value, new construction) or ENERGY STAR's recommendation for an existing home (its chart in energy-star-chart.ts).
// The contract prints which.
import { zoneNumber, type ClimateZone, type IeccEdition } from './climate-zone-table';
import { energyStarRow } from './energy-star-chart';

/** The IECC's prescriptive ceiling R-value for the zone (Table R402.1.2; zone 4C, marine, as zone 5). */
export function codeMinimumAtticR(zone: ClimateZone, edition: IeccEdition): number {
  const number = zoneNumber(zone);
  if (number === 1) return 30;
  if (number <= 3) return edition === 2015 ? 38 : 49;
  return edition === 2015 ? 49 : 60;
}

/** ENERGY STAR's recommended attic R-value, for an attic with no insulation or with 3 to 4 inches already. */
export function energyStarAtticR(zone: ClimateZone, attic: 'uninsulated' | 'insulated'): number {
  const row = energyStarRow(zone);
  return attic === 'uninsulated' ? row.uninsulatedAttic : row.insulatedAttic;
}
