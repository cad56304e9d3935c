// Fresh ids for the builder from the browser's cryptographic randomness (the domain has none of its own). Only
// crypto.getRandomValues: crypto.randomUUID is missing where the page is not a secure context (a tablet opening
// http://<server's address>:3000 on the office Wi-Fi).
import { CONTRACT_ID_LENGTH } from '#domain/contract/factories';

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
      if (byte < UNBIASED_LIMIT && id.length < CONTRACT_ID_LENGTH)
        id += CONTRACT_ID_ALPHABET.charAt(byte % CONTRACT_ID_ALPHABET.length);
    }
  }
  return id;
}

/** A fresh id for a goal, project, calculation line or room: a random (version 4) UUID. */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
