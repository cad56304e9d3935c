// The shape of a state's rules file (rules/*.json, docs/legal/): what the law of the job site's state changes in a
// contract, each part with the statute it stands on and the day it was last checked. The files are data so that
// counsel can change them without touching code; this schema is the one check every copy of them passes.
import { z } from 'zod';
import { HOLIDAY_IDS } from '../federal-holidays';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');
const cents = z.number().int().nonnegative();

const citation = z.object({ label: z.string().min(1), url: z.url(), checked: isoDay });

export const stateRulesSchema = z.object({
  /** USPS code, or 'US' for the federal rule that applies where no state file does. */
  state: z.string().regex(/^[A-Z]{2}$/),
  name: z.string().min(1),
  version: z.number().int().positive(),
  checked: isoDay,
  cancellation: z.object({
    businessDays: z.number().int().min(3).max(30),
    /** More days when any buyer is this old or older (and the price is at least minimumPriceCents). */
    olderBuyer: z
      .object({
        age: z.number().int().min(50).max(80),
        businessDays: z.number().int().min(3).max(30),
        minimumPriceCents: cents.optional(),
      })
      .optional(),
    saturdaysCount: z.boolean(),
    /** The holidays the statute leaves out of its business days (actual and observed day alike). */
    holidays: z.array(z.enum(HOLIDAY_IDS)),
    /** From the day of the sale, or from the day the buyer receives a copy (the same day: the tablet hands it). */
    countsFrom: z.enum(['signing', 'receipt']),
    cite: z.array(citation).min(1),
  }),
  deposit: z
    .object({
      /** At most this fraction of the contract price, [numerator, denominator]. */
      fraction: z.tuple([z.number().int().positive(), z.number().int().positive()]),
      /** And never more than this, when the statute names an amount. */
      capCents: cents.optional(),
      /** The cap applies to contracts of at least this price. */
      fromPriceCents: cents,
      /** The sentence about deposits the contract prints. */
      sentence: z.string().min(1),
      cite: z.array(citation).min(1),
    })
    .nullable(),
  /** False: no work may start before the cancellation period ends. */
  workMayStartInWindow: z.boolean(),
  cancelMethods: z.array(z.enum(['mail', 'certified-mail', 'hand', 'email'])).min(1),
  /** The contract must give an email address the buyer may cancel by (California, AB 1327). */
  cancelEmailRequired: z.boolean().default(false),
  /** 'counsel': signing on the tablet waits for counsel's approval; the Sign step offers paper. */
  electronicSigning: z.enum(['allowed', 'counsel']),
  note: z.string().optional(),
});

export type StateRules = z.infer<typeof stateRulesSchema>;
export type Citation = z.infer<typeof citation>;
