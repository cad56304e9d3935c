// The part of PDFKit's API the signed contract uses. Written here rather than
// taken from @types/pdfkit, which pulls Node's types into the web app's
// TypeScript project.
declare module 'pdfkit' {
  import type { Font } from 'fontkit';

  export interface TextOptions {
    width?: number;
    height?: number;
    align?: 'left' | 'center' | 'right' | 'justify';
    continued?: boolean;
    lineBreak?: boolean;
    lineGap?: number;
    paragraphGap?: number;
    underline?: boolean;
  }

  export interface StructureElement {
    add(child: StructureElement | (() => void)): StructureElement;
    end(): void;
  }

  export interface DocumentOptions {
    size?: string;
    margin?: number;
    font?: Font;
    pdfVersion?: string;
    tagged?: boolean;
    lang?: string;
    displayTitle?: boolean;
    bufferPages?: boolean;
    autoFirstPage?: boolean;
    compress?: boolean;
    info?: {
      Title?: string;
      Author?: string;
      Subject?: string;
      Keywords?: string;
      CreationDate?: Date;
      ModDate?: Date;
    };
  }

  export class PDFDocument {
    constructor(options?: DocumentOptions);
    x: number;
    y: number;
    page: { width: number; height: number; margins: { top: number; bottom: number; left: number; right: number } };
    on(event: 'data', listener: (chunk: Uint8Array) => void): this;
    on(event: 'end', listener: () => void): this;
    registerFont(name: string, source: Font): this;
    font(name: string): this;
    fontSize(size: number): this;
    fillColor(color: string): this;
    strokeColor(color: string): this;
    lineWidth(width: number): this;
    text(text: string, options?: TextOptions): this;
    text(text: string, x: number, y: number, options?: TextOptions): this;
    heightOfString(text: string, options?: TextOptions): number;
    /** The height of a line in the current font and size; with `includeGap`, the line gap too. */
    currentLineHeight(includeGap?: boolean): number;
    widthOfString(text: string, options?: TextOptions): number;
    moveDown(lines?: number): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    stroke(): this;
    rect(x: number, y: number, width: number, height: number): this;
    fill(color?: string): this;
    addPage(): this;
    bufferedPageRange(): { start: number; count: number };
    switchToPage(index: number): void;
    struct(
      type: string,
      options?: { alt?: string; lang?: string; actual?: string },
      children?: (() => void) | StructureElement[],
    ): StructureElement;
    struct(type: string, children: () => void): StructureElement;
    addStructure(element: StructureElement): this;
    markContent(tag: string, options?: { type?: string }): this;
    endMarkedContent(): this;
    end(): void;
  }

  export default PDFDocument;
}
