// The second factor on the wire (docs/decisions/045-second-factor.md): where a person stands, the enrolment's secret
// and QR code, and the recovery codes shown once.
import { z } from 'zod';

export const secondFactorStatusSchema = z.object({
  enrolled: z.boolean(),
  /**
   * This session gave the second factor (at sign-in, by enrolling, or by a code since) and, for the office, lately
   * enough: within 12 hours, and with an office call in the last 30 minutes (docs/decisions/075-office-second-factor.md).
   */
  thisSession: z.boolean(),
  /** Why the console asks for the code again: never given in this session, 12 hours on, or 30 idle minutes. */
  reason: z.enum(['not-given', 'expired', 'idle']).nullable().optional(),
  /** The role must have one before it acts in the console: a manager or an admin. */
  required: z.boolean(),
  /** Too many wrong codes locked the authenticator: only a recovery code opens it (or an admin removes it). */
  locked: z.boolean().optional(),
  recoveryCodesLeft: z.number().int(),
});

export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

export const enrolmentSchema = z.object({
  /** The key to type into the app when the QR code cannot be scanned (base32). */
  secret: z.string(),
  /** The otpauth:// address the QR code holds. */
  uri: z.string(),
  /** The QR code as an SVG document. */
  qrSvg: z.string(),
});

export const confirmEnrolmentSchema = z.strictObject({ code: z.string().trim().min(1, 'Enter the code.').max(20) });

/** The code an office session gives again to go on (or an acting admin gives for a change to another admin). */
export const secondFactorCodeSchema = confirmEnrolmentSchema;

export const recoveryCodesSchema = z.object({
  /** Shown once: each signs in once in place of the app's code. */
  recoveryCodes: z.array(z.string()),
});

export const secondFactorRemovedSchema = z.object({ removed: z.boolean() });
