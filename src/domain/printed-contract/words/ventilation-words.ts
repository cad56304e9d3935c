// What the printed ventilation and insulation terms say, figures already written in the sale's language
// (legal-text.ts).
import type { ExistingMaterial } from '../../insulation/existing-insulation';

export interface VentilationWords {
  /** The job site's zone, county and the edition of the map; null when the agent has not set the county. */
  place: { zone: string; county: string; edition: number } | null;
  perSquareFeet: 150 | 300;
  /** The 1/300 stands on a vapor retarder in the ceiling (zones 6 to 8). */
  vaporRetarder: boolean;
  /** The figures for this attic, written out; null when its floor is not measured. */
  sized: { squareInches: string; floor: string; high: { least: string; most: string } | null } | null;
}

export interface InsulationWords {
  zone: string;
  /** The code minimum of an edition, or ENERGY STAR's chart for an attic with no insulation or 3 to 4 in. already. */
  basis:
    | { code: number }
    | {
        energyStar: {
          attic: 'uninsulated' | 'insulated';
          /** The chart's title, as ENERGY STAR publishes it, and the code table it follows. */
          chart: string;
          basedOn: { iecc: number; table: string };
        };
      };
  /** The R the basis gives. */
  recommended: number;
  /** The R the insulation sold brings the attic to; when it is not the recommended one the words say both. */
  r: number;
  existing: { material: ExistingMaterial; inches: string; perInch: string; r: number } | null;
  added: number;
}

/** A fact sheet shown before the sale: the product and the day written out (null: the day could not be read). */
export interface FactSheetWords {
  product: string;
  day: string | null;
}

/** A loose-fill line's label figures, already written in the sale's language (quote-labels.ts). */
export interface QuoteLabelWords {
  product: string;
  r: number;
  bags: string;
  area: string;
  pounds: string;
  installed: string;
  settled: string;
}
