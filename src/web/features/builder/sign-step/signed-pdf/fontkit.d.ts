// The part of fontkit the PDFs use: parsing a font file once (PDFKit's own dependency, which PDFKit accepts parsed).
declare module 'fontkit' {
  /** A parsed font; PDFKit lays text out with it and embeds the subset each document uses. */
  export interface Font {
    layout(text: string, features?: unknown): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
