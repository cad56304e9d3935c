// The second factor on the wire (docs/decisions/045-second-factor.md): where a person stands, the enrolment's secret
// and QR code, and the recovery codes shown once.
import { z } from 'zod';

export const secondFactorStatusSchema = z.object({
  enrolled: z.boolean(),
  /** This session gave the second factor (at sign-in, or by enrolling). */
  thisSession: z.boolean(),
  /** The role must have one before it acts in the console: an admin. */
  required: z.boolean(),
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

export const confirmEnrolmentSchema = z.strictObject({ code: z.string().trim().min(1, 'Enter the code.').max(12) });

export const recoveryCodesSchema = z.object({
  /** Shown once: each signs in once in place of the app's code. */
  recoveryCodes: z.array(z.string()),
});

export const secondFactorRemovedSchema = z.object({ removed: z.boolean() });
