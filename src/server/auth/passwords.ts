// Password hashing: argon2id with the library's defaults (19 MiB, 2 passes),
// the OWASP minimum for argon2id.
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A damaged hash in the database is a failed sign-in, not a crash.
    return false;
  }
}

/** A hash of a password nobody has, so an unknown email costs as much time as a wrong password. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy-password-never-used');
  return decoyHash;
}
