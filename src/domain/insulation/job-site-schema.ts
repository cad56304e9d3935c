// What a contract's job site may hold (docs/decisions/061-job-site-and-ventilation.md), checked where a contract is
// read back or received; kept apart from job-site.ts so a screen that sets the site does not load zod for it.
import { z } from 'zod';
import type { JobSite } from '../contract/model';
import { EXISTING_MATERIAL_IDS, MAX_EXISTING_INCHES, type ExistingMaterial } from './existing-insulation';
import { MAX_ATTIC_FLOOR } from './attic-floor';

const climateZone = z.string().regex(/^[1-8][ABC]?$/, "a climate zone, as '6A' or '7'");

export const jobSiteSchema = z.strictObject({
  CountyFips: z.string().regex(/^\d{5}$/, "a county's 5-digit FIPS code"),
  County: z.string().trim().min(1).max(200),
  State: z.string().regex(/^[A-Z]{2}$/, "a state's 2-letter code"),
  Zone2015: climateZone,
  Zone2021: climateZone,
  VaporRetarder: z.boolean().optional(),
  HighVents: z.boolean().optional(),
  Existing: z
    .strictObject({
      Material: z.enum(EXISTING_MATERIAL_IDS as [ExistingMaterial, ...ExistingMaterial[]]),
      Inches: z
        .number()
        .min(0)
        .max(MAX_EXISTING_INCHES)
        .refine((inches) => Number.isInteger(inches * 4), 'a depth to the quarter inch'),
    })
    .optional(),
  Target: z.enum(['code', 'energy-star']).optional(),
  AtticFloor: z
    .number()
    .positive()
    .max(MAX_ATTIC_FLOOR)
    .refine((feet) => Number.isInteger(Math.round(feet * 100)), 'square feet to the hundredth')
    .optional(),
}) satisfies z.ZodType<JobSite>;
