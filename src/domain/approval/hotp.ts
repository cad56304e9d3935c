// HOTP (RFC 4226): an HMAC cut down to a few digits a person can read over the phone. The manager's approval code is
// this truncation of an HMAC over the request (issue 27); plain JavaScript, since a tablet on plain http has no
// crypto.subtle.
import { hmac } from '@noble/hashes/hmac.js';
import { sha1 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';

export type HotpHash = 'sha1' | 'sha256';

const HASHES = { sha1, sha256 } as const;

/** RFC 4226 5.3: the 31-bit number at the offset named by the low nibble of the MAC's last byte. */
export function dynamicTruncation(mac: Uint8Array): number {
  const offset = (mac.at(-1) ?? 0) & 0x0f;
  const [a = 0, b = 0, c = 0, d = 0] = mac.subarray(offset, offset + 4);
  return ((a & 0x7f) << 24) | (b << 16) | (c << 8) | d;
}

/** The last `digits` decimal digits of the truncated HMAC of `message`, zero-padded: '007253'. */
export function truncatedCode(key: Uint8Array, message: Uint8Array, digits = 6, hash: HotpHash = 'sha1'): string {
  if (!Number.isInteger(digits) || digits < 6 || digits > 9) throw new RangeError('HOTP codes have 6 to 9 digits');
  const value = dynamicTruncation(hmac(HASHES[hash], key, message));
  return String(value % 10 ** digits).padStart(digits, '0');
}

/** The 8-byte big-endian counter RFC 4226 feeds the HMAC. */
export function counterBytes(counter: number): Uint8Array {
  if (!Number.isSafeInteger(counter) || counter < 0) throw new RangeError('an HOTP counter is a whole number from 0');
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(counter));
  return bytes;
}

/** HOTP(K, C) of RFC 4226: HMAC-SHA-1 of the counter, truncated to `digits`. */
export function hotp(key: Uint8Array, counter: number, digits = 6): string {
  return truncatedCode(key, counterBytes(counter), digits, 'sha1');
}
