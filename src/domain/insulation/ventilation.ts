// The attic's ventilation by the IRC the state's edition goes with (R806.2, the same in the 2015 and 2021 texts):
// 1/150 of the attic floor, or 1/300 where 40 to 50% of it is within 3 ft of the ridge and, in zones 6 to 8, the
// ceiling has a Class I or II vapor retarder (docs/decisions/061-job-site-and-ventilation.md).
import type { JobSite } from '../contract/model';
import { zoneNumber, type ClimateZone } from './climate-zone-table';

export interface Ventilation {
  /** 150 or 300: one square foot of net free vent area for every this many square feet of attic floor. */
  perSquareFeet: 150 | 300;
  /** The net free area for the attic floor, in whole square inches rounded up; 0 when the area is not measured. */
  squareInches: number;
  /** Under 1/300: the part within 3 ft of the ridge, 40% to 50% of the whole, in square inches (rounded in). */
  high: { least: number; most: number } | null;
}

/** The questions that decide the ratio in this zone: the high vents everywhere, the vapor retarder in 6 to 8. */
export function ventilationQuestions(zone: ClimateZone): { highVents: true; vaporRetarder: boolean } {
  return { highVents: true, vaporRetarder: zoneNumber(zone) >= 6 };
}

/** An answer not given counts as no: the 1/150 minimum stands until the agent says the conditions hold. */
export function ventilationFor(
  zone: ClimateZone,
  answers: Pick<JobSite, 'VaporRetarder' | 'HighVents'>,
  atticFloorSquareFeet: number,
): Ventilation {
  const asked = ventilationQuestions(zone);
  const reduced = answers.HighVents === true && (!asked.vaporRetarder || answers.VaporRetarder === true);
  const perSquareFeet = reduced ? 300 : 150;
  // Hundredths of a square foot times 144 square inches, over the ratio, in integers: no float rounds it down.
  const hundredths = Math.round(Math.max(0, atticFloorSquareFeet) * 100);
  const squareInches = Math.ceil((hundredths * 144) / (perSquareFeet * 100));
  return {
    perSquareFeet,
    squareInches,
    high: reduced ? { least: Math.ceil((squareInches * 40) / 100), most: Math.floor((squareInches * 50) / 100) } : null,
  };
}
