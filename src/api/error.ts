// The one shape of every failed API answer, 4xx or 5xx:
// { "error": { "code", "message", "details"? } }.
// `code` is stable and meant for programs; `message` is meant for people.
import { z } from 'zod';

export const apiErrorCodes = [
  'BAD_REQUEST',
  'INVALID_JSON',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  /** A signed record or PDF whose hash the server recomputed differently (docs/decisions/031-the-signed-contract.md). */
  'SIGNED_CONTENT_MISMATCH',
  'SIGNED_PDF_MISMATCH',
  'SIGNED_VERSION_EXISTS',
  /**
   * An installer's receipt (docs/decisions/067-receipts-in-the-cloud.md): its PDF's hash differs, an area its label
   * does not bear out, no signed copy of its contract in the cloud yet, or kept before with another PDF.
   */
  'RECEIPT_PDF_MISMATCH',
  'RECEIPT_NOT_ON_LABEL',
  'RECEIPT_NOT_SIGNED',
  'RECEIPT_EXISTS',
  /** A signed copy that is not a PDF which opens. */
  'NOT_A_PDF',
  /** A PDF with scripts, actions or attached files (docs/decisions/074-mail-the-server-writes.md). */
  'PDF_ACTIVE_CONTENT',
  /** A signed contract that is no version the cloud holds: the contract is synced first. */
  'SIGNED_NOT_SYNCED',
  /** A kept signed PDF whose bytes no longer hash to what was recorded: it is not sent. */
  'PDF_ALTERED',
  /** The office asked to email a customer who gave no address. */
  'NO_ADDRESS',
  /** A contract whose cancellation is recorded already. */
  'CANCELLED_ALREADY',
  /** A push of a contract whose cancellation the office recorded: it takes no new version. */
  'CONTRACT_CANCELLED',
  /** An email of the outbox that was sent already. */
  'SENT_ALREADY',
  /** A sign-in or an office call that needs the second factor (docs/decisions/045-second-factor.md). */
  'SECOND_FACTOR_REQUIRED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;

export const apiErrorCodeSchema = z.enum(apiErrorCodes);
export type ApiErrorCode = z.infer<typeof apiErrorCodeSchema>;

export const apiErrorSchema = z.object({
  error: z.object({
    code: apiErrorCodeSchema,
    message: z.string(),
    details: z.unknown().optional(),
  }),
});

export type ApiError = z.infer<typeof apiErrorSchema>;
