// Writing a tagged PDF with PDFKit: the few shapes the contract needs, each marked as a structure element so a
// screen reader reads the PDF in order, and a page break before a block that would not fit.
import PDFDocument, { type DocumentOptions, type StructureElement } from 'pdfkit';
import type { Paragraph, TextRun } from '#domain/printed-contract/text-runs';
import type { Stroke } from '#domain/signing/signed-record';
import { parsedFont } from './parsed-fonts';

export const PAGE = { width: 612, height: 792, margin: 54 } as const;

export interface PdfFonts {
  regular: ArrayBuffer;
  bold: ArrayBuffer;
}

/**
 * A tagged US Letter document in Inter, its two weights registered as 'Regular' and 'Bold', and its bytes once
 * `doc.end()` is called. `info` carries fixed dates, so the same input gives the same bytes.
 */
export function startPdf(
  fonts: PdfFonts,
  lang: string,
  info: NonNullable<DocumentOptions['info']>,
): { doc: PDFDocument; bytes: Promise<Uint8Array> } {
  const regular = parsedFont(fonts.regular);
  const doc = new PDFDocument({
    font: regular,
    size: 'LETTER',
    margin: PAGE.margin,
    pdfVersion: '1.7',
    tagged: true,
    lang,
    displayTitle: true,
    bufferPages: true,
    info,
  });
  doc.registerFont('Regular', regular);
  doc.registerFont('Bold', parsedFont(fonts.bold));
  const chunks: Uint8Array[] = [];
  const bytes = new Promise<Uint8Array>((resolve) => {
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(concatChunks(chunks)));
  });
  return { doc, bytes };
}
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin - 18;
/** A line to write on, for a date that could not be read. */
/** About three lines of body text: a heading never ends a page alone. */
const KEEP_WITH_HEADING = 40;
const BLANK = '____________________';

export type FontWeight = 'regular' | 'bold';

export interface Column {
  width: number;
  align?: 'left' | 'right';
}

export interface Cell {
  text: string;
  bold?: boolean;
  /** A header cell (TH): the column's or the row's name. */
  header?: boolean;
  /** How many columns it spans. */
  span?: number;
}

export class PdfWriter {
  readonly doc: PDFDocument;
  private readonly root: StructureElement;
  private sections: StructureElement[] = [];

  constructor(doc: PDFDocument) {
    this.doc = doc;
    this.root = doc.struct('Document');
    doc.addStructure(this.root);
  }

  private get parent(): StructureElement {
    return this.sections.at(-1) ?? this.root;
  }

  private font(weight: FontWeight, size: number): void {
    this.doc.font(weight === 'bold' ? 'Bold' : 'Regular').fontSize(size);
  }

  /** Starts a new page when `height` points would not fit on this one. */
  ensure(height: number): void {
    if (this.doc.y + height > BOTTOM) this.doc.addPage();
  }

  /** The points these lines take at this size and weight, set across the page with a paragraph's gap after each. */
  heightOf(lines: readonly string[], size: number, weight: FontWeight, gap = 0.5): number {
    this.font(weight, size);
    const line = this.doc.currentLineHeight(true);
    return lines.reduce((sum, text) => sum + this.doc.heightOfString(text, { width: CONTENT_WIDTH }) + gap * line, 0);
  }

  newPage(): void {
    this.doc.addPage();
  }

  /** A group of blocks read together (a section of the contract, a notice). */
  section(draw: () => void): void {
    const section = this.doc.struct('Sect');
    this.parent.add(section);
    this.sections.push(section);
    draw();
    this.sections.pop();
    section.end();
  }

  /** A heading, moved to the next page with what follows when fewer than `keepWith` points of it would fit. */
  heading(text: string, size: number, level: 1 | 2 | 3 = 2, keepWith = KEEP_WITH_HEADING): void {
    this.font('bold', size);
    this.ensure(this.doc.heightOfString(text, { width: CONTENT_WIDTH }) + 6 + keepWith);
    this.parent.add(
      this.doc.struct(`H${level}`, () => {
        this.doc.text(text, PAGE.margin, this.doc.y, { width: CONTENT_WIDTH });
      }),
    );
    this.doc.moveDown(0.3);
  }

  /** A paragraph of plain and bold runs; `allBold` sets the whole of it in bold. */
  paragraph(paragraph: Paragraph, size: number, options: { allBold?: boolean; gap?: number } = {}): void {
    const runs = mergeRuns(paragraph.length === 0 ? [{ text: '' }] : paragraph);
    const plainText = runs.map((run) => run.text).join('');
    this.font(options.allBold ? 'bold' : 'regular', size);
    this.ensure(Math.min(this.doc.heightOfString(plainText, { width: CONTENT_WIDTH }), 60));
    this.parent.add(
      this.doc.struct('P', () => {
        this.doc.x = PAGE.margin;
        runs.forEach((run, index) => {
          this.font(options.allBold || run.bold ? 'bold' : 'regular', size);
          this.doc.text(run.text, { width: CONTENT_WIDTH, continued: index < runs.length - 1 });
        });
      }),
    );
    this.doc.moveDown(options.gap ?? 0.5);
  }

  text(text: string, size: number, weight: FontWeight = 'regular', gap = 0.2): void {
    this.paragraph([{ text, bold: weight === 'bold' }], size, { gap });
  }

  list(items: readonly string[], size: number): void {
    const list = this.doc.struct('L');
    this.parent.add(list);
    for (const item of items) {
      this.font('regular', size);
      this.ensure(this.doc.heightOfString(item, { width: CONTENT_WIDTH - 14 }) + 2);
      list.add(
        this.doc.struct('LI', () => {
          const y = this.doc.y;
          this.doc.text('•', PAGE.margin + 2, y, { width: 10 });
          this.doc.text(item, PAGE.margin + 14, y, { width: CONTENT_WIDTH - 14 });
        }),
      );
    }
    list.end();
    this.doc.x = PAGE.margin;
    this.doc.moveDown(0.4);
  }

  /** A table row by row; a row never splits across pages. */
  table(
    columns: readonly Column[],
    rows: readonly (readonly Cell[])[],
    size: number,
    caption?: string,
    captionLevel: 2 | 3 = 2,
  ): void {
    const table = this.doc.struct('Table');
    this.parent.add(table);
    if (caption) this.heading(caption, size + 1, captionLevel);
    for (const row of rows) this.row(table, columns, row, size);
    table.end();
    this.doc.x = PAGE.margin;
    this.doc.moveDown(0.6);
  }

  private row(table: StructureElement, columns: readonly Column[], cells: readonly Cell[], size: number): void {
    const placed = placeCells(columns, cells);
    const height =
      Math.max(
        ...placed.map(({ cell, width }) => {
          this.font(cell.bold || cell.header ? 'bold' : 'regular', size);
          return this.doc.heightOfString(cell.text || ' ', { width: width - 6 });
        }),
      ) + 5;
    this.ensure(height);
    const top = this.doc.y;
    const row = this.doc.struct('TR');
    table.add(row);
    for (const { cell, x, width, align } of placed) {
      row.add(
        this.doc.struct(cell.header ? 'TH' : 'TD', () => {
          this.font(cell.bold || cell.header ? 'bold' : 'regular', size);
          this.doc.text(cell.text, PAGE.margin + x + 3, top + 2, { width: width - 6, align });
        }),
      );
    }
    row.end();
    this.rule(top + height, 0.25);
    this.doc.y = top + height;
  }

  /**
   * A signature drawn again from its strokes as vector lines, fitted into the
   * box: as sharp as the pen on any printer, and no image to decode.
   */
  strokes(strokes: readonly Stroke[], alt: string, width: number, height: number): void {
    this.ensure(height + 4);
    const top = this.doc.y;
    const points = strokes.flatMap((stroke) => stroke.points);
    const xs = points.map((point) => point.x);
    const ys = points.map((point) => point.y);
    const [minX, minY] = [Math.min(...xs), Math.min(...ys)];
    const spanX = Math.max(Math.max(...xs) - minX, 1);
    const spanY = Math.max(Math.max(...ys) - minY, 1);
    const scale = Math.min((width - 8) / spanX, (height - 8) / spanY);
    const at = (x: number, y: number): [number, number] => [
      PAGE.margin + 4 + (x - minX) * scale,
      top + 4 + (y - minY) * scale,
    ];
    this.parent.add(
      this.doc.struct('Figure', { alt }, () => {
        this.doc.lineWidth(1.4).strokeColor('#0b1f3a');
        for (const stroke of strokes) {
          const [first, ...rest] = stroke.points;
          if (!first) continue;
          this.doc.moveTo(...at(first.x, first.y));
          // A dot is a stroke of one point: a very short line shows it.
          if (rest.length === 0) this.doc.lineTo(...at(first.x + 0.5 / scale, first.y));
          for (const point of rest) this.doc.lineTo(...at(point.x, point.y));
          this.doc.stroke();
        }
        this.doc.strokeColor('#000000');
      }),
    );
    this.doc.y = top + height;
  }

  /** A typed signature: the name, large, where a drawn one would be. */
  typedSignature(name: string, alt: string, height: number): void {
    this.ensure(height + 4);
    const top = this.doc.y;
    this.parent.add(
      this.doc.struct('Figure', { alt }, () => {
        this.font('regular', 24);
        this.doc
          .fillColor('#0b1f3a')
          .text(name, PAGE.margin + 4, top + height / 2 - 14, { width: CONTENT_WIDTH, lineBreak: false });
        this.doc.fillColor('#000000');
      }),
    );
    this.doc.x = PAGE.margin;
    this.doc.y = top + height;
  }

  /** A horizontal line across the page, drawn as decoration. */
  rule(y = this.doc.y, width = 0.5, from = PAGE.margin, to = PAGE.width - PAGE.margin): void {
    this.doc.markContent('Artifact', { type: 'Layout' });
    this.doc.lineWidth(width).strokeColor('#999999').moveTo(from, y).lineTo(to, y).stroke();
    this.doc.endMarkedContent();
  }

  /** The same footer on every page, as a pagination artifact, once everything else is written. */
  footers(text: (page: number, count: number) => string, size: number): void {
    const range = this.doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index++) {
      this.doc.switchToPage(index);
      // Below the bottom margin, where PDFKit would otherwise start a new page.
      const { margins } = this.doc.page;
      const bottom = margins.bottom;
      margins.bottom = 0;
      this.doc.markContent('Artifact', { type: 'Pagination' });
      this.font('regular', size);
      this.doc.fillColor('#444444');
      this.doc.text(text(index + 1, range.count), PAGE.margin, PAGE.height - PAGE.margin + 8, {
        width: CONTENT_WIDTH,
        lineBreak: false,
      });
      this.doc.fillColor('#000000');
      this.doc.endMarkedContent();
      margins.bottom = bottom;
    }
  }

  end(): void {
    this.root.end();
  }
}

/** Neighbouring runs of one weight as one, so a line never breaks between them ('2027' and '.'). */
function mergeRuns(paragraph: Paragraph): TextRun[] {
  const merged: TextRun[] = [];
  for (const run of paragraph) {
    const text = run.blank ? BLANK : run.text;
    const last = merged.at(-1);
    if (last && Boolean(last.bold) === Boolean(run.bold)) last.text += text;
    else merged.push({ text, ...(run.bold ? { bold: true } : {}) });
  }
  return merged;
}

function placeCells(columns: readonly Column[], cells: readonly Cell[]) {
  let column = 0;
  let x = 0;
  return cells.map((cell) => {
    const span = cell.span ?? 1;
    const spanned = columns.slice(column, column + span);
    const width = spanned.reduce((sum, { width: w }) => sum + w, 0);
    const align = span === 1 ? (spanned[0]?.align ?? 'left') : 'left';
    const placed = { cell, x, width, align };
    column += span;
    x += width;
    return placed;
  });
}

/** PDFKit's output chunks as one array of bytes. */
function concatChunks(chunks: readonly Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}
