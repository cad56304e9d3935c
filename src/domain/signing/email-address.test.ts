import { describe, expect, it } from 'vitest';
import { isSingleEmailAddress } from './email-address';

describe('isSingleEmailAddress', () => {
  it.each(['maria.kowalski@example.com', 'a+contracts@mail.example.co.uk', "o'brien@example.ie"])(
    'takes one plain address: %s',
    (address) => expect(isSingleEmailAddress(address)).toBe(true),
  );

  it.each([
    ['a list', 'v1@evil.test, v2@evil.test'],
    ['a list with a Bcc', 'v1@evil.test, v2@evil.test,\r\nBcc: hidden@evil.test;'],
    ['a semicolon list', 'a@example.com;b@example.com'],
    ['a display name', 'Maria <maria@example.com>'],
    ['a group', 'friends: a@example.com, b@example.com;'],
    ['a quoted local part', '"a b"@example.com'],
    ['two @', 'a@b@example.com'],
    ['no dot in the domain', 'maria@localhost'],
    ['a space', 'maria @example.com'],
    ['an empty domain part', 'maria@example..com'],
    ['nothing', ''],
  ])('refuses %s', (_what, text) => expect(isSingleEmailAddress(text)).toBe(false));
});
