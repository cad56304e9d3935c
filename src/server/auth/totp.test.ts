// The one-time codes against RFC 6238's own test vectors (SHA-1, the 20-byte ASCII secret "12345678901234567890"),
// and the rules around them: a neighbouring step is accepted, a used step or a far one is not.
import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchTotp, newTotpSecret, otpauthUri, stepAt, totpCode } from './totp';

const RFC_SECRET = base32Encode(new TextEncoder().encode('12345678901234567890'));

describe('TOTP', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
    [20000000000, '353130'],
  ])('gives the code of RFC 6238 at %i seconds', (seconds, code) => {
    expect(totpCode(RFC_SECRET, stepAt(new Date(seconds * 1000)))).toBe(code);
  });

  it('round-trips base32, and makes 32-character secrets', () => {
    expect(base32Encode(new TextEncoder().encode('foobar'))).toBe('MZXW6YTBOI');
    expect(new TextDecoder().decode(base32Decode('MZXW6YTBOI'))).toBe('foobar');
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('accepts the step before and after now, not a used one nor one further away', () => {
    const now = new Date(1234567890 * 1000);
    const step = stepAt(now);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step), now, null)).toBe(step);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 1), now, null)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step + 1), now, null)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 2), now, null)).toBeNull();
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step), now, step)).toBeNull();
    expect(matchTotp(RFC_SECRET, '005 924', now, null)).toBe(step);
    expect(matchTotp(RFC_SECRET, 'abcdef', now, null)).toBeNull();
  });

  it('names the company and the account in what the authenticator app reads', () => {
    expect(otpauthUri('JBSWY3DPEHPK3PXP', 'ada@example.com', 'Contract Builder')).toBe(
      'otpauth://totp/Contract%20Builder%3Aada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Contract+Builder&algorithm=SHA1&digits=6&period=30',
    );
  });
});
