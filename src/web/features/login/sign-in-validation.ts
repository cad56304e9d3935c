// What the sign-in form checks before sending anything (docs/product-rules.md#sign-in-and-sessions: both
// fields required, password at least 6 characters). The server checks again.

export const MIN_PASSWORD_LENGTH = 6;

export interface SignInErrors {
  email?: string;
  password?: string;
}

// Something@something: the server decides the rest.
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+$/;

export function validateSignIn(email: string, password: string): SignInErrors {
  const errors: SignInErrors = {};
  const trimmed = email.trim();
  if (trimmed === '') errors.email = 'Enter your email address.';
  else if (!LOOKS_LIKE_EMAIL.test(trimmed)) errors.email = 'Enter a valid email address.';
  if (password === '') errors.password = 'Enter your password.';
  else if (password.length < MIN_PASSWORD_LENGTH)
    errors.password = `The password has at least ${MIN_PASSWORD_LENGTH} characters.`;
  return errors;
}
