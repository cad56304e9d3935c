// What a new password must be (docs/decisions/037-sign-in-failures-and-new-passwords.md): long, and not one that
// guessers try first. Checked wherever a password is set (the admin command line now, the office console later);
// signing in with an older, shorter password still works.
import { dictionary } from '@zxcvbn-ts/language-common';

export const NEW_PASSWORD_MIN_LENGTH = 12;

export const NEW_PASSWORD_TOO_SHORT = `A new password has at least ${NEW_PASSWORD_MIN_LENGTH} characters.`;
export const NEW_PASSWORD_TOO_COMMON =
  'This password is one that guessers try first: choose another (a few unrelated words make a good one).';
export const NEW_PASSWORD_IS_EMAIL = 'A password must not contain your email address or its name part.';

let common: Set<string> | undefined;
/** The 49,000 passwords most found in leaks (zxcvbn-ts's common list), lower-case. */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));
  return common;
}

/** The password with the decorations people add to a common word stripped: "Password2026!" is "password". */
function cores(password: string): string[] {
  const lower = password.toLowerCase();
  const stripped = lower.replace(/^[\d\W_]+|[\d\W_]+$/g, '');
  const squeezed = lower.replace(/[\s\-_.]+/g, '');
  return [lower, stripped, squeezed];
}

const isOneCharacterRepeated = (password: string): boolean => new Set(password).size <= 2;

/** Why `password` cannot be a new password, or undefined when it can. */
export function newPasswordProblem(password: string, email?: string): string | undefined {
  if ([...password].length < NEW_PASSWORD_MIN_LENGTH) return NEW_PASSWORD_TOO_SHORT;
  const name = email?.split('@')[0]?.toLowerCase();
  if (
    email &&
    (password.toLowerCase().includes(email.toLowerCase()) ||
      (name && name.length >= 4 && password.toLowerCase().includes(name)))
  )
    return NEW_PASSWORD_IS_EMAIL;
  if (isOneCharacterRepeated(password) || cores(password).some((core) => commonPasswords().has(core)))
    return NEW_PASSWORD_TOO_COMMON;
  return undefined;
}
