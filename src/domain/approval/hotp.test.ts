import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { hmac } from '@noble/hashes/hmac.js';
import { sha1 } from '@noble/hashes/legacy.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { counterBytes, dynamicTruncation, hotp, truncatedCode } from './hotp';

// RFC 4226, Appendix D: the secret is the ASCII string "12345678901234567890".
const SECRET = utf8ToBytes('12345678901234567890');
const APPENDIX_D: [count: number, hmacHex: string, truncated: number, code: string][] = [
  [0, 'cc93cf18508d94934c64b65d8ba7667fb7cde4b0', 1284755224, '755224'],
  [1, '75a48a19d4cbe100644e8ac1397eea747a2d33ab', 1094287082, '287082'],
  [2, '0bacb7fa082fef30782211938bc1c5e70416ff44', 137359152, '359152'],
  [3, '66c28227d03a2d5529262ff016a1e6ef76557ece', 1726969429, '969429'],
  [4, 'a904c900a64b35909874b33e61c5938a8e15ed1c', 1640338314, '338314'],
  [5, 'a37e783d7b7233c083d4f62926c7a25f238d0316', 868254676, '254676'],
  [6, 'bc9cd28561042c83f219324d3c607256c03272ae', 1918287922, '287922'],
  [7, 'a4fb960c0bc06e1eabb804e5b397cdc4b45596fa', 82162583, '162583'],
  [8, '1b3c89f65e6c9e883012052823443f048b4332db', 673399871, '399871'],
  [9, '1637409809a679dc698207310c8c7fc07290d9e5', 645520489, '520489'],
];

describe('HOTP, against RFC 4226 Appendix D', () => {
  it.each(APPENDIX_D)('count %i: HMAC %s, truncated %i, code %s', (count, hmacHex, truncated, code) => {
    const mac = hmac(sha1, SECRET, counterBytes(count));
    expect(bytesToHex(mac)).toBe(hmacHex);
    expect(dynamicTruncation(mac)).toBe(truncated);
    expect(hotp(SECRET, count)).toBe(code);
  });

  it('truncates the worked example of section 5.4 to 872921', () => {
    const mac = hexToBytes('1f8698690e02ca16618550ef7f19da8e945b555a');
    expect(dynamicTruncation(mac)).toBe(0x50ef7f19);
    expect(String(dynamicTruncation(mac) % 1_000_000)).toBe('872921');
  });

  it('keeps leading zeros, and gives 6 to 9 digits only', () => {
    expect(hotp(SECRET, 7, 9)).toBe('082162583');
    expect(hotp(SECRET, 2, 9)).toBe('137359152');
    expect(() => hotp(SECRET, 0, 5)).toThrow('HOTP codes have 6 to 9 digits');
    expect(() => hotp(SECRET, -1)).toThrow('an HOTP counter is a whole number from 0');
  });

  it('never sets the sign bit, whatever the MAC', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 32 }), (mac) => {
        const value = dynamicTruncation(mac);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThan(2 ** 31);
      }),
    );
  });

  it('gives another code for a message one byte apart, with SHA-256 as with SHA-1', () => {
    const key = utf8ToBytes('a key of the agent');
    const one = truncatedCode(key, utf8ToBytes('K7Q2M9X4B1ZP|50000'), 8, 'sha256');
    expect(one).toMatch(/^\d{8}$/);
    expect(truncatedCode(key, utf8ToBytes('K7Q2M9X4B1ZP|50001'), 8, 'sha256')).not.toBe(one);
  });
});
