// Fresh ids for the builder, from the browser's cryptographic randomness (the
// domain takes its ids from the caller and has no randomness of its own).
import { CONTRACT_ID_LENGTH } from '../../../domain/contract/factories';

const CONTRACT_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// The largest multiple of the alphabet's size under 256: bytes at or above it
// are drawn again, so every character is equally likely.
const UNBIASED_LIMIT = 256 - (256 % CONTRACT_ID_ALPHABET.length);

/** A random 12-character contract id of letters and digits. */
export function newContractId(): string {
  let id = '';
  const bytes = new Uint8Array(CONTRACT_ID_LENGTH * 2);
  while (id.length < CONTRACT_ID_LENGTH) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < UNBIASED_LIMIT && id.length < CONTRACT_ID_LENGTH) id += CONTRACT_ID_ALPHABET.charAt(byte % CONTRACT_ID_ALPHABET.length);
    }
  }
  return id;
}

/** A fresh id for a goal, project, calculation line or room. */
export function newClientId(): string {
  return crypto.randomUUID();
}
