// The company's people as the office console shows and changes them: agents, managers and admins
// (docs/decisions/043-the-office-console.md). A password goes one way only: it is never answered.
import { z } from 'zod';
import { ROLES } from './roles';

export const personSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  first: z.string(),
  last: z.string(),
  displayName: z.string(),
  role: z.enum(ROLES),
  phone: z.string().nullable(),
  /** Their branch's name, or null (docs/decisions/049-branches.md). */
  branch: z.string().nullable(),
  disabled: z.boolean(),
  /** The start of their newest session (ISO), or null when they never signed in. */
  lastSignInAt: z.iso.datetime({ offset: true }).nullable(),
});

export type Person = z.infer<typeof personSchema>;

export const peopleResponseSchema = z.object({ people: z.array(personSchema) });

const name = (what: string) => z.string().trim().min(1, `${what} is needed`).max(60);

export const newPersonSchema = z.strictObject({
  email: z.email('an email address such as sam@example.com').max(254),
  first: name('a first name'),
  last: name('a last name'),
  role: z.enum(ROLES),
  phone: z.string().trim().max(30).nullable().optional(),
  /** One of the company's branches, by name. */
  branch: z.string().trim().min(1).max(120).nullable().optional(),
  /**
   * Their first password, checked as every new password (length, not a common one); left out, the answer carries a
   * one-time link with which they set it themselves (docs/decisions/048-set-password-links.md).
   */
  password: z.string().min(1, 'a first password is needed').max(1000).optional(),
});

/** A one-time set-password link: the path to open on this server (the token is in its fragment) and its end. */
export const passwordLinkSchema = z.object({ path: z.string(), expiresAt: z.iso.datetime({ offset: true }) });

export type PasswordLinkAnswer = z.infer<typeof passwordLinkSchema>;

export const addedPersonSchema = z.object({
  person: personSchema,
  changed: z.boolean(),
  /** Present when no first password was given. */
  passwordLink: passwordLinkSchema.optional(),
});

export const passwordLinkResponseSchema = z.object({ person: personSchema, passwordLink: passwordLinkSchema });

/** POST /api/auth/set-password: the link's token and the password chosen. */
export const setPasswordRequestSchema = z.strictObject({
  token: z.string().min(1).max(200),
  password: z.string().min(1, 'a password is needed').max(1000),
});

export const setPasswordResponseSchema = z.object({ email: z.string() });

export const personIdParamSchema = z.object({ userId: z.uuid() });

export const roleChangeSchema = z.strictObject({ role: z.enum(ROLES) });

/** A branch of the company's, by name, or null for none. */
export const branchChangeSchema = z.strictObject({ branch: z.string().trim().min(1).max(120).nullable() });

export const accessChangeSchema = z.strictObject({
  /** True: they cannot sign in, and every session of theirs ends. */
  disabled: z.boolean(),
});

export const newPasswordSchema = z.strictObject({ password: z.string().min(1).max(1000) });

/** The acting admin's own current code, which a change to another admin's sign-in asks for (decision 075). */
const actingCode = z.string().trim().min(1).max(20).optional();

export const resetPasswordSchema = newPasswordSchema.extend({ code: actingCode });

/** A change with no body of its own but the acting admin's code, where the person is an admin. */
export const actingAdminCodeSchema = z.strictObject({ code: actingCode }).optional();

export const personChangeSchema = z.object({ person: personSchema, changed: z.boolean() });
