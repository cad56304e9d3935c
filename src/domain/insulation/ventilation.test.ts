// The attic's net free vent area by zone, answers and size, in whole square inches (IRC R806.2).
import { describe, expect, it } from 'vitest';
import { ventilationFor, ventilationQuestions } from './ventilation';

describe('the attic ventilation', () => {
  it.each([
    // zone, high vents, vapor retarder, attic floor, 1 per, square inches, high part
    ['6A', undefined, undefined, 1500, 150, 1440, null],
    ['6A', true, undefined, 1500, 150, 1440, null],
    ['6A', true, false, 1500, 150, 1440, null],
    ['6A', false, true, 1500, 150, 1440, null],
    ['6A', true, true, 1500, 300, 720, { least: 288, most: 360 }],
    ['7', true, true, 1000, 300, 480, { least: 192, most: 240 }],
    // Below zone 6 the vapor retarder is not asked: the high vents alone allow 1/300.
    ['4A', true, undefined, 1500, 300, 720, { least: 288, most: 360 }],
    ['3B', true, false, 1500, 300, 720, { least: 288, most: 360 }],
    ['4A', undefined, undefined, 1500, 150, 1440, null],
    // 474 x 144 / 150 = 455.04 in.², rounded up; 128.98 x 144 / 300 = 61.91 in.².
    ['5A', false, undefined, 474, 150, 456, null],
    ['2A', true, undefined, 128.98, 300, 62, { least: 25, most: 31 }],
    ['6A', undefined, undefined, 0, 150, 0, null],
  ] as const)(
    'zone %s, high vents %s, vapor retarder %s, %d sq ft: 1 per %d, %d sq in',
    (zone, HighVents, VaporRetarder, floor, per, squareInches, high) => {
      expect(ventilationFor(zone, { HighVents, VaporRetarder }, floor)).toEqual({
        perSquareFeet: per,
        squareInches,
        high,
      });
    },
  );

  it('asks about the vapor retarder only in zones 6 to 8', () => {
    expect(ventilationQuestions('5B')).toEqual({ highVents: true, vaporRetarder: false });
    expect(ventilationQuestions('6A')).toEqual({ highVents: true, vaporRetarder: true });
    expect(ventilationQuestions('8')).toEqual({ highVents: true, vaporRetarder: true });
  });

  it('never rounds the area down: the product is exact for every hundredth of a square foot', () => {
    for (let hundredths = 1; hundredths < 5000; hundredths += 7) {
      const floor = hundredths / 100;
      const { squareInches } = ventilationFor('4A', {}, floor);
      expect(squareInches * 150).toBeGreaterThanOrEqual(hundredths * 1.44 - 1e-9);
      expect((squareInches - 1) * 150).toBeLessThan(hundredths * 1.44);
    }
  });
});
