// What the office reads of the week and of its own actions: signed sales per agent, and the audit log.
import { z } from 'zod';

const moment = z.iso.datetime({ offset: true });

export const weekQuerySchema = z.strictObject({
  /** Any day of the week wanted (weeks start on Monday, UTC); this week when left out. */
  day: z.iso.date().optional(),
});

const figuresSchema = z.object({
  saved: z.number().int(),
  signed: z.number().int(),
  /** What the signed contracts sell for: their total less discount and coupon (net due plus deposit). */
  signedTotal: z.number(),
  averageTicket: z.number(),
  cancelled: z.number().int(),
});

export type WeekFigures = z.infer<typeof figuresSchema>;

export const weekResponseSchema = z.object({
  /** Monday, and the Monday after (exclusive). */
  start: z.iso.date(),
  end: z.iso.date(),
  agents: z.array(
    figuresSchema.extend({
      agent: z.object({ id: z.uuid().nullable(), name: z.string() }),
      /** The agent's branch now, or null. */
      branch: z.string().nullable(),
    }),
  ),
  /** The same figures added up per branch (null: agents of no branch), largest sales first. */
  branches: z.array(figuresSchema.extend({ branch: z.string().nullable() })),
  totals: figuresSchema,
});

export type WeekResponse = z.infer<typeof weekResponseSchema>;

export const AUDIT_PAGE_SIZE = 50;

export const auditQuerySchema = z.strictObject({
  /** An action ('contract.cancel') or its start ('contract.'). */
  action: z.string().trim().max(60).optional(),
  actor: z.uuid().optional(),
  /** What it was done to, in part: a ContractId, 'user:', a plan's code. */
  subject: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: moment,
  actor: z.object({ id: z.uuid().nullable(), name: z.string() }),
  /** How: 'api' (the console) or 'admin command line'. */
  via: z.string(),
  action: z.string(),
  subject: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

export type AuditEntryRead = z.infer<typeof auditEntrySchema>;

export const auditResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Every action the log holds, for the filter. */
  actions: z.array(z.string()),
});
