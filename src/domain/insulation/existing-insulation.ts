// The insulation an agent finds in an attic and the R it gives, at the low end of DOE's range per inch so that what
// is there is never overstated (docs/decisions/062-attic-target.md).

/** The insulation an agent finds in an attic, with DOE's lowest R per inch of it, in tenths. */
export const EXISTING_MATERIALS = {
  'fiberglass-batts': { label: 'Fiberglass batts', tenthsPerInch: 29 },
  'loose-fiberglass': { label: 'Loose-fill fiberglass', tenthsPerInch: 22 },
  'loose-cellulose': { label: 'Loose-fill cellulose', tenthsPerInch: 32 },
  'rock-wool': { label: 'Rock wool', tenthsPerInch: 22 },
  vermiculite: { label: 'Vermiculite', tenthsPerInch: 21 },
} as const;

export type ExistingMaterial = keyof typeof EXISTING_MATERIALS;
export const EXISTING_MATERIAL_IDS = Object.keys(EXISTING_MATERIALS) as ExistingMaterial[];

/** Depths are measured to the quarter inch. */
export const MAX_EXISTING_INCHES = 48;

/** The existing R, rounded down to a whole R: 3.5 in. of batts at is, so R-10. */
export function existingR(material: ExistingMaterial, inches: number): number {
  const quarters = Math.round(Math.max(0, inches) * 4);
  return Math.floor((quarters * EXISTING_MATERIALS[material].tenthsPerInch) / 40);
}
