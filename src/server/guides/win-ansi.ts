// pdf-lib's standard fonts (Helvetica) encode text as WinAnsi and throw on
// any character outside it. Everything drawn in a guide goes through
// toWinAnsi first, so catalogue text from the cloud can never break a render.

/** The Unicode code points pdf-lib's WinAnsi encoding can draw (218 of them). */
export const WIN_ANSI_CODE_POINTS: ReadonlySet<number> = new Set<number>([
  ...range(0x20, 0x7e),
  ...range(0xa0, 0xff),
  0x152,
  0x153,
  0x160,
  0x161,
  0x178,
  0x17d,
  0x17e,
  0x192,
  0x2c6,
  0x2dc,
  0x2013,
  0x2014,
  0x2018,
  0x2019,
  0x201a,
  0x201c,
  0x201d,
  0x201e,
  0x2020,
  0x2021,
  0x2022,
  0x2026,
  0x2030,
  0x2039,
  0x203a,
  0x20ac,
  0x2122,
]);

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

// Typographic punctuation becomes plain ASCII even where WinAnsi could draw
// it, so the guides read the same whatever the source typed.
const REPLACEMENTS: ReadonlyMap<string, string> = new Map([
  ['\u2018', "'"],
  ['\u2019', "'"],
  ['\u201a', "'"],
  ['\u201b', "'"],
  ['\u2032', "'"],
  ['\u201c', '"'],
  ['\u201d', '"'],
  ['\u201e', '"'],
  ['\u201f', '"'],
  ['\u2033', '"'],
  ['\u2010', '-'],
  ['\u2011', '-'],
  ['\u2012', '-'],
  ['\u2013', '-'],
  ['\u2014', '-'],
  ['\u2015', '-'],
  ['\u2212', '-'],
  ['\u2026', '...'],
  ['\u2264', '<='],
  ['\u2265', '>='],
  ['\u2260', '!='],
  ['\u2248', '~'],
  ['\u2192', '->'],
  ['\u2190', '<-'],
  ['\u2194', '<->'],
  ['\u2044', '/'],
  ['\u2215', '/'],
  ['\u00ad', ''],
  ['\u200b', ''],
  ['\u200c', ''],
  ['\u200d', ''],
  ['\u2060', ''],
  ['\ufeff', ''],
]);

function canEncode(text: string): boolean {
  for (const ch of text) {
    if (!WIN_ANSI_CODE_POINTS.has(ch.codePointAt(0) ?? -1)) return false;
  }
  return true;
}

function toWinAnsiChar(ch: string): string {
  const replacement = REPLACEMENTS.get(ch);
  if (replacement !== undefined) return replacement;
  const codePoint = ch.codePointAt(0) ?? 0;
  if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint <= 0x9f) || /\s/u.test(ch)) return ' ';
  if (WIN_ANSI_CODE_POINTS.has(codePoint)) return ch;
  if (/\p{M}/u.test(ch)) return ''; // a stray combining mark
  // 'ő' -> 'o', 'ﬁ' -> 'fi', '①' -> '1': the compatibility form without accents.
  const plain = ch.normalize('NFKD').replace(/\p{M}/gu, '');
  if (plain !== '' && canEncode(plain)) return plain;
  return '?';
}

/**
 * Text that Helvetica can draw: typographic punctuation made ASCII, other
 * characters outside WinAnsi simplified or replaced by '?', and all runs of
 * whitespace (newlines and tabs included) collapsed to one space.
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) out += toWinAnsiChar(ch);
  return out.replace(/ {2,}/g, ' ').trim();
}
