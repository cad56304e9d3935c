// Sign-in, token refresh, sign-out and the signed-in agent (/api/auth/*, /api/me). The access token travels in the
// body and an Authorization: Bearer header; the refresh token only ever in an httpOnly cookie, so page scripts cannot
// read it, and a refresh must pair it with the X-XSRF-TOKEN header echoing the XSRF-TOKEN cookie.
import { z } from 'zod';
import type { ApprovalKey } from '#domain/approval/price-approval';
import type { AgentProfile } from '#domain/contract/model';

/** The httpOnly, SameSite=Strict cookie that carries the refresh token. */
export const REFRESH_COOKIE_NAME = 'refresh_token';
/** The readable cookie whose value the web app echoes in XSRF_HEADER_NAME. */
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';
/**
 * Over https both cookies carry this prefix: the browser then keeps them only
 * if they are Secure, for the whole site (Path=/) and for this host alone (no
 * Domain), so no other host or plain-http page can plant or shadow them.
 */
export const HTTPS_COOKIE_PREFIX = '__Host-';

/** A session cookie's name as the server sets it over https or over plain http. */
export const sessionCookieName = (name: string, overHttps: boolean): string =>
  overHttps ? `${HTTPS_COOKIE_PREFIX}${name}` : name;

export const MAX_PASSWORD_LENGTH = 1000;

/** Trimmed and lower-cased before the format check, so ' Agent@Example.com ' signs in. */
export const emailSchema = z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address.').max(254));

export const signInRequestSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password.').max(MAX_PASSWORD_LENGTH),
  /** The authenticator app's code or a recovery code, once the account has a second factor. */
  code: z.string().trim().max(40).optional(),
});

/** What the web app sends (email as typed). */
export type SignInRequestInput = z.input<typeof signInRequestSchema>;
/** What the server reads (email normalised). */
export type SignInRequest = z.output<typeof signInRequestSchema>;

export const profileSchema = z.object({
  user_id: z.string(),
  first: z.string(),
  last: z.string(),
  display_name: z.string(),
  role: z.string(),
  branch: z.string().nullable().optional(),
}) satisfies z.ZodType<AgentProfile>;

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
});

export type SessionUser = z.infer<typeof sessionUserSchema>;

/** The agent's approval key, hex, and who may approve (docs/decisions/055-price-floors.md); a tablet keeps it offline. */
export const approvalKeySchema = z.object({
  keyVersion: z.number().int().positive(),
  key: z.string().regex(/^[0-9a-f]{64}$/),
  approvers: z.array(z.object({ id: z.string().min(1).max(64), name: z.string().max(200) })).max(1000),
}) satisfies z.ZodType<ApprovalKey>;

export const signInResponseSchema = z.object({
  accessToken: z.string().min(1),
  /** When the access token expires (ISO timestamp); refresh before then. */
  expiresAt: z.iso.datetime({ offset: true }),
  user: sessionUserSchema,
  profile: profileSchema,
  /** Absent from servers before price floors. */
  approval: approvalKeySchema.optional(),
  /**
   * Wrong second-factor codes given for this account since its last sign-in (docs/decisions/075-office-second-factor.md):
   * on a sign-in only, when there were any. Someone who gave them knew the password.
   */
  secondFactorFailures: z
    .object({ count: z.number().int().positive(), lastAt: z.iso.datetime({ offset: true }) })
    .optional(),
});

export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** A refresh answers exactly as a sign-in does, with a new access token. */
export const refreshResponseSchema = signInResponseSchema;

export type RefreshResponse = SignInResponse;

export const meResponseSchema = z.object({
  user: sessionUserSchema,
  profile: profileSchema,
  /** The agent's own phone, or null to print the company's default. */
  phone: z.string().nullable(),
});

export type MeResponse = z.infer<typeof meResponseSchema>;
