// Lays a guide out on US Letter pages: a pure function from the guide's words, its scopes and a way to measure text
// to positioned text, rules and boxes per page. render-guide.ts only draws the result, so wrapping and page breaks
// are tested here without reading PDF content streams back.
import type { GuideContent } from './guide-content';
import { toWinAnsi } from './win-ansi';

export const PAGE_WIDTH = 612;
export const PAGE_HEIGHT = 792;
export const MARGIN = { left: 54, right: 54, top: 54, bottom: 60 } as const;
export const CONTENT_WIDTH = PAGE_WIDTH - MARGIN.left - MARGIN.right;

/** A scope listed under "Work covered by this guide". */
export interface GuideScope {
  wsid: string;
  name: string;
  description: string;
}

export type FontName = 'regular' | 'bold';
export type ColorName = 'ink' | 'muted' | 'accent' | 'rule' | 'white';

/** What layout needs from a font; pdf-lib's PDFFont has it. */
export interface TextMeasurer {
  widthOfTextAtSize(text: string, size: number): number;
}

export type GuideFonts = Readonly<Record<FontName, TextMeasurer>>;

/** Text drawn with its baseline at y. */
export interface TextItem {
  kind: 'text';
  text: string;
  x: number;
  y: number;
  size: number;
  font: FontName;
  color: ColorName;
  width: number;
}

/** A horizontal rule from x to x + width. */
export interface RuleItem {
  kind: 'rule';
  x: number;
  y: number;
  width: number;
  thickness: number;
  color: ColorName;
}

/** A filled box with its lower-left corner at (x, y). */
export interface BoxItem {
  kind: 'box';
  x: number;
  y: number;
  width: number;
  height: number;
  color: ColorName;
}

export type LayoutItem = TextItem | RuleItem | BoxItem;

export interface LayoutPage {
  items: LayoutItem[];
}

export const SCOPES_HEADING = 'Work covered by this guide';
export const NO_SCOPES_TEXT = 'The work items for this guide are listed in your contract.';

const BODY = { size: 10.5, leading: 15 } as const;
const HEADING = { size: 13, leading: 18, spaceBefore: 14 } as const;
const PARAGRAPH_GAP = 5;
const SCOPE_NAME = { size: 10.5, leading: 14 } as const;
const SCOPE_DESCRIPTION = { size: 9, leading: 12 } as const;
const SCOPE_CODE_SIZE = 9.5;
const SCOPE_INDENT = 52;
const SCOPE_GAP = 8;
const FOOTER_SIZE = 8;

/**
 * The width text is drawn at. pdf-lib's widthOfTextAtSize adds the font's
 * kerning pairs, but drawText does not kern, so on the page text is wider
 * than that measure (about 4pt on a long line, enough to cross the margin).
 * Summing single characters leaves the kerning out.
 */
export function drawnWidth(font: TextMeasurer): TextMeasurer {
  const perPoint = new Map<string, number>();
  return {
    widthOfTextAtSize(text: string, size: number): number {
      let width = 0;
      for (const ch of text) {
        let advance = perPoint.get(ch);
        if (advance === undefined) {
          advance = font.widthOfTextAtSize(ch, 1000) / 1000;
          perPoint.set(ch, advance);
        }
        width += advance;
      }
      return width * size;
    },
  };
}

/** Breaks one over-long word into pieces that each fit maxWidth. */
function breakWord(word: string, font: TextMeasurer, size: number, maxWidth: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const ch of word) {
    if (piece !== '' && font.widthOfTextAtSize(piece + ch, size) > maxWidth) {
      pieces.push(piece);
      piece = ch;
    } else {
      piece += ch;
    }
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

/**
 * Greedy word wrap: lines no wider than maxWidth at this font and size
 * (a word wider than a whole line is split). Text is made WinAnsi-safe and
 * its whitespace collapsed first; empty text gives no lines.
 */
export function wrapText(text: string, font: TextMeasurer, size: number, maxWidth: number): string[] {
  const words = toWinAnsi(text)
    .split(' ')
    .filter((word) => word !== '');
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (font.widthOfTextAtSize(candidate, size) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    const pieces = font.widthOfTextAtSize(word, size) <= maxWidth ? [word] : breakWord(word, font, size, maxWidth);
    const last = pieces.pop() ?? '';
    lines.push(...pieces);
    line = last;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** The baseline for a line box whose top is at `top`: the glyphs sit centred in the leading. */
function baseline(top: number, size: number, leading: number): number {
  return top - (leading - size) / 2 - size * 0.8;
}

/** The guide's title line, e.g. 'A1 Attic Insulation'. */
export function guideHeading(content: GuideContent): string {
  return toWinAnsi(`${content.family} ${content.title}`);
}

class PageFlow {
  readonly pages: LayoutPage[] = [];
  private page: LayoutPage = { items: [] };
  private top = 0;
  private contentTop = 0;

  constructor(
    /** Measure with drawnWidth fonts, so layout matches what drawText puts on the page. */
    readonly fonts: GuideFonts,
    private readonly content: GuideContent,
  ) {
    this.startPage(true);
  }

  /** The top of the next line box. */
  get cursor(): number {
    return this.top;
  }

  get atPageTop(): boolean {
    return this.top === this.contentTop;
  }

  /** Vertical room left above the bottom margin. */
  get room(): number {
    return this.top - MARGIN.bottom;
  }

  /** The full height a fresh continuation page offers. */
  get pageRoom(): number {
    return this.continuationContentTop() - MARGIN.bottom;
  }

  /** Starts a new page unless `height` still fits on this one (or this page is empty). */
  ensure(height: number): void {
    if (height > this.room && !this.atPageTop) this.startPage(false);
  }

  space(height: number): void {
    if (!this.atPageTop) this.top -= height;
  }

  line(
    text: string,
    style: { size: number; leading: number; font: FontName; color: ColorName },
    x: number = MARGIN.left,
  ): void {
    this.ensure(style.leading);
    this.text(text, x, baseline(this.top, style.size, style.leading), style.size, style.font, style.color);
    this.top -= style.leading;
  }

  text(text: string, x: number, y: number, size: number, font: FontName, color: ColorName): void {
    if (text === '') return;
    const width = this.fonts[font].widthOfTextAtSize(text, size);
    this.page.items.push({ kind: 'text', text, x, y, size, font, color, width });
  }

  private push(item: LayoutItem): void {
    this.page.items.push(item);
  }

  private continuationContentTop(): number {
    return PAGE_HEIGHT - MARGIN.top - 9 - 10 - 18;
  }

  private startPage(first: boolean): void {
    this.page = { items: [] };
    this.pages.push(this.page);
    this.top = PAGE_HEIGHT - MARGIN.top;
    if (first) this.firstPageHeader();
    else this.continuationHeader();
    this.contentTop = this.top;
  }

  private firstPageHeader(): void {
    const { fonts } = this;
    const eyebrowSize = 8.5;
    const eyebrowY = this.top - eyebrowSize * 0.8;
    this.text('HOMEOWNER GUIDE', MARGIN.left, eyebrowY, eyebrowSize, 'bold', 'accent');
    const brand = 'Contract Builder';
    const brandWidth = fonts.regular.widthOfTextAtSize(brand, eyebrowSize);
    this.text(brand, PAGE_WIDTH - MARGIN.right - brandWidth, eyebrowY, eyebrowSize, 'regular', 'muted');
    this.top -= eyebrowSize + 14;

    // The family code in a filled badge, the title beside it.
    const code = toWinAnsi(this.content.family);
    const codeSize = 16;
    const badgeHeight = 34;
    const badgeWidth = Math.max(46, fonts.bold.widthOfTextAtSize(code, codeSize) + 20);
    const badgeBottom = this.top - badgeHeight;
    this.push({ kind: 'box', x: MARGIN.left, y: badgeBottom, width: badgeWidth, height: badgeHeight, color: 'accent' });
    const codeBaseline = badgeBottom + (badgeHeight - codeSize * 0.72) / 2;
    const codeWidth = fonts.bold.widthOfTextAtSize(code, codeSize);
    this.text(code, MARGIN.left + (badgeWidth - codeWidth) / 2, codeBaseline, codeSize, 'bold', 'white');

    const titleSize = 22;
    const titleLeading = 26;
    const titleX = MARGIN.left + badgeWidth + 14;
    const titleLines = wrapText(this.content.title, fonts.bold, titleSize, PAGE_WIDTH - MARGIN.right - titleX);
    const titleBaseline = badgeBottom + (badgeHeight - titleSize * 0.72) / 2;
    titleLines.forEach((titleLine, i) => {
      this.text(titleLine, titleX, titleBaseline - i * titleLeading, titleSize, 'bold', 'ink');
    });
    const titleBottom = titleBaseline - (titleLines.length - 1) * titleLeading - titleSize * 0.25;
    this.top = Math.min(badgeBottom, titleBottom) - 14;
    this.push({ kind: 'rule', x: MARGIN.left, y: this.top, width: CONTENT_WIDTH, thickness: 1.5, color: 'accent' });
    this.top -= 20;
  }

  private continuationHeader(): void {
    const size = 9;
    const y = this.top - size * 0.8;
    this.text(guideHeading(this.content), MARGIN.left, y, size, 'bold', 'muted');
    const note = 'continued';
    const noteWidth = this.fonts.regular.widthOfTextAtSize(note, size);
    this.text(note, PAGE_WIDTH - MARGIN.right - noteWidth, y, size, 'regular', 'muted');
    this.top -= size + 10;
    this.push({ kind: 'rule', x: MARGIN.left, y: this.top, width: CONTENT_WIDTH, thickness: 0.75, color: 'rule' });
    this.top -= 18;
  }

  /** Adds the footer, "Page n of m", to every page once the count is known. */
  finish(): LayoutPage[] {
    const count = this.pages.length;
    const left = `${guideHeading(this.content)} - Contract Builder homeowner guide`;
    this.pages.forEach((page, i) => {
      this.page = page;
      this.push({ kind: 'rule', x: MARGIN.left, y: 42, width: CONTENT_WIDTH, thickness: 0.75, color: 'rule' });
      this.text(left, MARGIN.left, 30, FOOTER_SIZE, 'regular', 'muted');
      const right = `Page ${i + 1} of ${count}`;
      const rightWidth = this.fonts.regular.widthOfTextAtSize(right, FOOTER_SIZE);
      this.text(right, PAGE_WIDTH - MARGIN.right - rightWidth, 30, FOOTER_SIZE, 'regular', 'muted');
    });
    return this.pages;
  }
}

const bodyStyle = { ...BODY, font: 'regular', color: 'ink' } as const;
const headingStyle = { size: HEADING.size, leading: HEADING.leading, font: 'bold', color: 'accent' } as const;

/** A section heading, kept on the same page as at least two lines of what follows. */
function heading(flow: PageFlow, text: string, followingHeight: number): void {
  flow.space(HEADING.spaceBefore);
  flow.ensure(HEADING.leading + followingHeight);
  for (const line of wrapText(text, flow.fonts.bold, HEADING.size, CONTENT_WIDTH)) flow.line(line, headingStyle);
  flow.space(2);
}

interface ScopeBlock {
  code: string;
  nameLines: string[];
  descriptionLines: string[];
  height: number;
}

function scopeBlock(fonts: GuideFonts, scope: GuideScope): ScopeBlock {
  const textWidth = CONTENT_WIDTH - SCOPE_INDENT;
  const nameLines = wrapText(scope.name, fonts.bold, SCOPE_NAME.size, textWidth);
  const descriptionLines = wrapText(scope.description, fonts.regular, SCOPE_DESCRIPTION.size, textWidth);
  const height =
    Math.max(1, nameLines.length) * SCOPE_NAME.leading + descriptionLines.length * SCOPE_DESCRIPTION.leading;
  // The code column is narrow; an unusually long wsid is cut to fit rather than overlap the name.
  const [code = ''] = wrapText(scope.wsid, fonts.bold, SCOPE_CODE_SIZE, SCOPE_INDENT - 6);
  return { code, nameLines: nameLines.length > 0 ? nameLines : [''], descriptionLines, height };
}

function placeScope(flow: PageFlow, block: ScopeBlock): void {
  // Keep a scope whole when it fits on a page; a giant one just flows.
  if (block.height <= flow.pageRoom) flow.ensure(block.height);
  else flow.ensure(SCOPE_NAME.leading + SCOPE_DESCRIPTION.leading);
  const textX = MARGIN.left + SCOPE_INDENT;
  block.nameLines.forEach((nameLine, i) => {
    flow.ensure(SCOPE_NAME.leading);
    if (i === 0) {
      flow.text(
        block.code,
        MARGIN.left,
        baseline(flow.cursor, SCOPE_NAME.size, SCOPE_NAME.leading),
        SCOPE_CODE_SIZE,
        'bold',
        'accent',
      );
    }
    flow.line(nameLine, { ...SCOPE_NAME, font: 'bold', color: 'ink' }, textX);
  });
  for (const line of block.descriptionLines) {
    flow.line(line, { ...SCOPE_DESCRIPTION, font: 'regular', color: 'muted' }, textX);
  }
}

/**
 * The guide laid out page by page: the header (family code and title), the
 * sections, then every scope's wsid, name and description, and a footer with
 * page numbers. Scopes appear in the order given.
 */
export function layoutGuide(content: GuideContent, scopes: readonly GuideScope[], pdfFonts: GuideFonts): LayoutPage[] {
  const fonts: GuideFonts = { regular: drawnWidth(pdfFonts.regular), bold: drawnWidth(pdfFonts.bold) };
  const flow = new PageFlow(fonts, content);
  for (const section of content.sections) {
    const paragraphs = section.paragraphs.map((paragraph) =>
      wrapText(paragraph, fonts.regular, BODY.size, CONTENT_WIDTH),
    );
    const firstLines = Math.min(2, paragraphs[0]?.length ?? 0);
    heading(flow, section.heading, firstLines * BODY.leading);
    paragraphs.forEach((lines, i) => {
      if (i > 0) flow.space(PARAGRAPH_GAP);
      for (const line of lines) flow.line(line, bodyStyle);
    });
  }

  const blocks = scopes.map((scope) => scopeBlock(fonts, scope));
  const first = blocks[0];
  heading(flow, SCOPES_HEADING, first ? Math.min(first.height, flow.pageRoom - HEADING.leading) : BODY.leading);
  flow.space(4);
  if (!first) flow.line(NO_SCOPES_TEXT, { ...bodyStyle, color: 'muted' });
  blocks.forEach((block, i) => {
    if (i > 0) flow.space(SCOPE_GAP);
    placeScope(flow, block);
  });
  return flow.finish();
}
