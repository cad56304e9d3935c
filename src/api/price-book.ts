// Price books (docs/decisions/047-price-book-versions.md, docs/price-book-format.md): versions of the work-scope
// catalogue, each used by tablets from its effective date on.
import { z } from 'zod';
import { priceFloorsSchema } from './price-floors';
import { workScopesResponseSchema } from './workscopes';

const isoDateSchema = z.iso.date();

/** One published version with its whole catalogue, as tablets keep it. */
export const priceBookVersionSchema = z.object({
  version: z.number().int().positive(),
  effectiveOn: isoDateSchema,
  note: z.string().max(500),
  scopes: workScopesResponseSchema,
});

/** GET /api/price-book: the version in effect and every one due after it. */
export const priceBookResponseSchema = z.object({
  versions: z.array(priceBookVersionSchema).max(50),
  /** The office's price floors (docs/decisions/055-price-floors.md); absent from servers before them. */
  floors: priceFloorsSchema.optional(),
});

export type PriceBookResponse = z.infer<typeof priceBookResponseSchema>;

/** A version as the office lists it. */
export const priceBookSummarySchema = z.object({
  version: z.number().int().positive(),
  effectiveOn: isoDateSchema,
  publishedAt: z.string(),
  /** Who published it: a name, or null from the command line or the first start. */
  publishedBy: z.string().nullable(),
  source: z.enum(['console', 'cli', 'seed']),
  note: z.string(),
  scopeCount: z.number().int().min(0),
  calculationCount: z.number().int().min(0),
  /** SHA-256 (hex) of the scopes as published. */
  sha256: z.string(),
});

export type PriceBookSummary = z.infer<typeof priceBookSummarySchema>;

export const officePriceBooksResponseSchema = z.object({
  versions: z.array(priceBookSummarySchema),
  /** The server's date (UTC): a version is published for this day or later. */
  today: isoDateSchema,
});

export type OfficePriceBooksResponse = z.infer<typeof officePriceBooksResponseSchema>;

export const officePriceBookResponseSchema = z.object({
  version: priceBookSummarySchema,
  scopes: workScopesResponseSchema,
});

export type OfficePriceBookResponse = z.infer<typeof officePriceBookResponseSchema>;

export const priceBookVersionParamSchema = z.object({ version: z.coerce.number().int().positive() });

export const publishPriceBookSchema = z.strictObject({
  /** The version the edits started from: another published since is answered 409, so no edit is lost unseen. */
  baseVersion: z.number().int().positive().nullable(),
  effectiveOn: isoDateSchema,
  note: z.string().trim().max(500),
  scopes: workScopesResponseSchema,
});

export type PublishPriceBook = z.infer<typeof publishPriceBookSchema>;

export const publishedPriceBookSchema = z.object({ version: priceBookSummarySchema });
