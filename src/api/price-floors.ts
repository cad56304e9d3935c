// The office's price floors and a manager's approval codes on the wire (docs/decisions/055-price-floors.md).
import { z } from 'zod';
import type { PriceFloors } from '#domain/approval/price-floors';

const roleFloorSchema = z.strictObject({
  maxDiscountPercent: z
    .number()
    .min(0, 'a discount limit is 0% or more')
    .max(100, 'a discount limit is 100% or less')
    .refine((percent) => Math.round(percent * 100) === percent * 100, 'a percentage has at most two decimals')
    .nullable(),
  categoryMinimums: z
    .array(
      z.strictObject({
        categoryId: z.number().int().min(0),
        name: z.string().trim().min(1).max(200),
        minimumCents: z.number().int().min(1, 'a minimum price is at least one cent').max(100_000_000_00),
      }),
    )
    .max(100)
    .refine((entries) => new Set(entries.map((entry) => entry.categoryId)).size === entries.length, {
      message: 'each category has one minimum',
    }),
});

export const priceFloorsSchema = z.strictObject({
  agent: roleFloorSchema,
  manager: roleFloorSchema,
  admin: roleFloorSchema,
}) satisfies z.ZodType<PriceFloors>;

export const priceFloorsResponseSchema = z.object({
  floors: priceFloorsSchema,
  /** Null until the office sets floors: none apply. */
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});

export const priceFloorsChangeSchema = z.object({ floors: priceFloorsSchema, changed: z.boolean() });

/** What the manager types in the console: whose request, its code and the discount approved to the cent. */
export const giveApprovalSchema = z.strictObject({
  agentId: z.uuid('choose the agent who asked'),
  requestCode: z
    .string()
    .transform((code) => code.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{8}$/, 'a request code is the 8 digits the tablet shows')),
  discountCents: z.number().int().min(1, 'the discount approved is at least one cent').max(100_000_000_00),
  /** The manager's calendar day: the code is good on it and the next (the agent's tablet counts days the same way). */
  day: z.iso.date('a day such as 2026-11-24'),
});

export type GiveApproval = z.output<typeof giveApprovalSchema>;

export const givenApprovalSchema = z.object({
  /** 8 digits, read to the agent. */
  code: z.string().regex(/^\d{8}$/),
  /** The last day the tablet accepts it (the day after today, on the tablet's calendar). */
  lastDay: z.iso.date(),
  agentName: z.string(),
  approverName: z.string(),
  discountCents: z.number().int(),
  /** Codes this manager may still give in the hour. */
  remaining: z.number().int().min(0),
});

export type GivenApproval = z.infer<typeof givenApprovalSchema>;
