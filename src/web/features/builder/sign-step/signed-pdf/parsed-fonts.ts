// Each font file parsed once per app (or process), not once per PDF: PDFKit takes a parsed font as well as its bytes,
// and decoding Inter's tables (glyph outlines, shaping) was most of the time a signed PDF took. Its glyphs are read
// afresh for each document, so each PDF is the same as when the font was parsed for it alone.
import { create, type Font } from 'fontkit';

const parsed = new WeakMap<ArrayBuffer, Font>();

/**
 * The parsed font for a new document. fontkit keeps each glyph it reads with the characters it was first reached
 * from; a glyph first reached by shaping, not from a character, would then map to no text in the next document's
 * PDF (a ’ in a Florida notice read back as a space). So the glyphs go, and the decoded tables stay.
 */
export function parsedFont(bytes: ArrayBuffer): Font {
  let font = parsed.get(bytes);
  if (!font) {
    font = create(new Uint8Array(bytes));
    parsed.set(bytes, font);
  }
  (font as unknown as { _glyphs: Record<number, unknown> })._glyphs = {};
  return font;
}
