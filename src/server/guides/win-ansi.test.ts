import fc from 'fast-check';
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { toWinAnsi, WIN_ANSI_CODE_POINTS } from './win-ansi';

let helvetica: PDFFont;
let helveticaBold: PDFFont;

beforeAll(async () => {
  const doc = await PDFDocument.create();
  helvetica = await doc.embedFont(StandardFonts.Helvetica);
  helveticaBold = await doc.embedFont(StandardFonts.HelveticaBold);
});

describe('WIN_ANSI_CODE_POINTS', () => {
  it("is exactly the character set of pdf-lib's Helvetica and Helvetica-Bold", () => {
    const sorted = [...WIN_ANSI_CODE_POINTS].sort((a, b) => a - b);
    expect(sorted).toHaveLength(218);
    expect([...helvetica.getCharacterSet()].sort((a, b) => a - b)).toEqual(sorted);
    expect([...helveticaBold.getCharacterSet()].sort((a, b) => a - b)).toEqual(sorted);
  });
});

describe('toWinAnsi', () => {
  it('leaves plain ASCII alone', () => {
    expect(toWinAnsi('Blown Cellulose Attic Insulation to R-38 (about 11-12 in.)')).toBe(
      'Blown Cellulose Attic Insulation to R-38 (about 11-12 in.)',
    );
  });

  it('makes typographic punctuation and math signs ASCII', () => {
    expect(toWinAnsi('\u2265 R\u201149 \u2264 R\u201360')).toBe('>= R-49 <= R-60');
    expect(toWinAnsi('\u201cR-49\u201d isn\u2019t \u2018enough\u2019 \u2014 really\u2026')).toBe(
      "\"R-49\" isn't 'enough' - really...",
    );
    expect(toWinAnsi('1\u2044300 \u2248 0.0033 \u2192 vents')).toBe('1/300 ~ 0.0033 -> vents');
  });

  it('keeps the Latin-1 letters and signs WinAnsi can draw', () => {
    expect(toWinAnsi('Cr\u00e8me 20\u00b0 \u00bd in. 2\u00d74 \u00a9 \u20ac')).toBe(
      'Cr\u00e8me 20\u00b0 \u00bd in. 2\u00d74 \u00a9 \u20ac',
    );
  });

  it('simplifies accented and compatibility characters, and composes combining marks', () => {
    expect(toWinAnsi('Erd\u0151s \ufb01ll \u2460')).toBe('Erdos fill 1');
    expect(toWinAnsi('cafe\u0301')).toBe('caf\u00e9');
    expect(toWinAnsi('\u0301x')).toBe('x');
  });

  it('replaces what it cannot simplify with ?', () => {
    expect(toWinAnsi('fan \u{1F32C}\uFE0F ok')).toBe('fan ? ok');
    expect(toWinAnsi('\u6728\u6750')).toBe('??');
    expect(toWinAnsi('lone \ud800 surrogate')).toBe('lone ? surrogate');
  });

  it('collapses whitespace, control characters and invisible characters', () => {
    expect(toWinAnsi('  line one\nline\ttwo\r\n\u00a0three\u2003four\u0007 ')).toBe('line one line two three four');
    expect(toWinAnsi('dense\u00adpack zero\u200bwidth \ufeffBOM')).toBe('densepack zerowidth BOM');
  });

  it('always gives text Helvetica can encode and measure', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ maxLength: 20 }), (a, b) => {
        for (const text of [toWinAnsi(a), toWinAnsi(b + a)]) {
          helvetica.encodeText(text);
          helveticaBold.widthOfTextAtSize(text, 10);
        }
      }),
    );
  });
});
