// SHA-256 in plain JavaScript (@noble/hashes): the same function on the
// tablet, which may not be a secure context (no crypto.subtle over plain
// http), and on the server, so both compute the same hashes.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** Lower-case hex SHA-256 of bytes, or of text as UTF-8. */
export function sha256Hex(input: Uint8Array | string): string {
  return bytesToHex(sha256(typeof input === 'string' ? utf8ToBytes(input) : input));
}

/** 'ab12cd…' shortened for a narrow column: the first and last 8 hex digits. */
export function shortHash(hash: string): string {
  return hash.length <= 20 ? hash : `${hash.slice(0, 8)}…${hash.slice(-8)}`;
}
