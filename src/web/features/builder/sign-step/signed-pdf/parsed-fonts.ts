// Each font file parsed once per app (or process), not once per PDF: PDFKit takes a parsed font as well as its bytes,
// and parsing Inter's tables (glyphs, shaping) was most of the time a signed PDF took. The parsed font keeps the glyphs
// it has read; each document still embeds only the subset it uses, so the bytes are the same.
import { create, type Font } from 'fontkit';

const parsed = new WeakMap<ArrayBuffer, Font>();

export function parsedFont(bytes: ArrayBuffer): Font {
  let font = parsed.get(bytes);
  if (!font) {
    font = create(new Uint8Array(bytes));
    parsed.set(bytes, font);
  }
  return font;
}
