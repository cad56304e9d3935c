// The outbox as the office sees it: each email of a signed copy, its state, attempts and last error.
import { z } from 'zod';
import { contractIdSchema } from './contract-schema';

export const OUTBOX_STATES = ['waiting', 'sent', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

const moment = z.iso.datetime({ offset: true });

export const outboxEmailSchema = z.object({
  id: z.number().int(),
  contractId: contractIdSchema,
  /** 'signed': sent when the signed copy arrived; 'resend': sent again by the office. */
  reason: z.enum(['signed', 'resend', 'receipt', 'resend-notice']),
  recipient: z.enum(['customer', 'agent']),
  to: z.string(),
  cc: z.string().nullable(),
  state: z.enum(OUTBOX_STATES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: moment,
  nextAttemptAt: moment,
  sentAt: moment.nullable(),
});

export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

export const outboxQuerySchema = z.strictObject({
  state: z.enum(OUTBOX_STATES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const outboxResponseSchema = z.object({
  emails: z.array(outboxEmailSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const outboxEmailParamSchema = z.strictObject({ id: z.coerce.number().int().min(1) });

export const outboxEmailResponseSchema = z.object({ email: outboxEmailSchema });
