import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WorkScope } from '#domain/contract/model';
import { GUIDE_FAMILIES } from '#domain/guides/pdf-guide';
import fixture from '#domain/catalogue/starter-catalogue.json';
import { GUIDE_CONTENT, type GuideContent } from './guide-content';
import {
  CONTENT_WIDTH,
  drawnWidth,
  layoutGuide,
  MARGIN,
  NO_SCOPES_TEXT,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  SCOPES_HEADING,
  wrapText,
  type GuideFonts,
  type GuideScope,
  type LayoutPage,
  type TextItem,
  type TextMeasurer,
} from './guide-layout';
import { guideScopes } from './guide-names';

const scopes = fixture as WorkScope[];

/** A monospaced stand-in: every character is half the font size wide. */
const mono: TextMeasurer = { widthOfTextAtSize: (text, size) => [...text].length * size * 0.5 };

let fonts: GuideFonts;

beforeAll(async () => {
  const doc = await PDFDocument.create();
  fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
});

function texts(page: LayoutPage): TextItem[] {
  return page.items.filter((item): item is TextItem => item.kind === 'text');
}

const FOOTER_TOP = 42;

/** The layout rules every guide must keep, whatever its content. */
function expectWellFormed(pages: LayoutPage[]): void {
  pages.forEach((page, index) => {
    const items = texts(page);
    for (const item of items) {
      expect(item.text).not.toBe('');
      expect(item.x).toBeGreaterThanOrEqual(MARGIN.left);
      expect(item.x + item.width).toBeLessThanOrEqual(PAGE_WIDTH - MARGIN.right + 1e-9);
      expect(item.y + item.size * 0.75).toBeLessThanOrEqual(PAGE_HEIGHT - MARGIN.top + 1e-9);
      // Body text stays above the bottom margin; only the footer goes below it.
      if (item.y >= FOOTER_TOP) expect(item.y - item.size * 0.22).toBeGreaterThanOrEqual(MARGIN.bottom - 1e-9);
      // Width is the drawn (unkerned) width of exactly this text.
      expect(item.width).toBeCloseTo(drawnWidth(fonts[item.font]).widthOfTextAtSize(item.text, item.size), 6);
    }
    // No two pieces of text overlap.
    for (const [i, a] of items.entries()) {
      for (const b of items.slice(i + 1)) {
        const sideBySide = a.x + a.width <= b.x || b.x + b.width <= a.x;
        const apart = a.y - a.size * 0.22 >= b.y + b.size * 0.75 || b.y - b.size * 0.22 >= a.y + a.size * 0.75;
        if (!sideBySide && !apart) throw new Error(`"${a.text}" overlaps "${b.text}" on page ${index + 1}`);
      }
    }
    expect(items.some((item) => item.text === `Page ${index + 1} of ${pages.length}`)).toBe(true);
  });
}

describe('wrapText', () => {
  it('breaks at spaces so no line is wider than the measure', () => {
    const lines = wrapText('the quick brown fox jumps over the lazy dog', mono, 10, 50);
    expect(lines).toEqual(['the quick', 'brown fox', 'jumps over', 'the lazy', 'dog']);
    for (const line of lines) expect(mono.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(50);
  });

  it('keeps every word, in order, and collapses whitespace', () => {
    const text = '  Seal the attic floor\n\tbefore   insulating. ';
    const lines = wrapText(text, mono, 10, 60);
    expect(lines.join(' ')).toBe('Seal the attic floor before insulating.');
  });

  it('fits a line exactly as wide as the measure', () => {
    expect(wrapText('abcde fghij', mono, 10, 55)).toEqual(['abcde fghij']);
    expect(wrapText('abcde fghij', mono, 10, 54.9)).toEqual(['abcde', 'fghij']);
    expect(wrapText('abcde fghij', mono, 10, 25)).toEqual(['abcde', 'fghij']);
  });

  it('splits a word wider than a whole line', () => {
    const lines = wrapText('go supercalifragilistic now', mono, 10, 30);
    expect(lines).toEqual(['go', 'superc', 'alifra', 'gilist', 'ic now']);
    for (const line of lines) expect(mono.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(30);
  });

  it('gives no lines for empty or blank text', () => {
    expect(wrapText('', mono, 10, 100)).toEqual([]);
    expect(wrapText(' \n\t ', mono, 10, 100)).toEqual([]);
  });

  it('makes the text WinAnsi-safe before measuring', () => {
    expect(wrapText('R\u201149 \u2265 R\u201138 \u{1F600}', fonts.regular, 10, 500)).toEqual(['R-49 >= R-38 ?']);
  });

  it('wraps real Helvetica text within the width it is given', () => {
    const text = GUIDE_CONTENT.A4.sections.flatMap((section) => section.paragraphs).join(' ');
    const lines = wrapText(text, drawnWidth(fonts.regular), 10.5, 300);
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) expect(drawnWidth(fonts.regular).widthOfTextAtSize(line, 10.5)).toBeLessThanOrEqual(300);
    expect(lines.join(' ')).toBe(text);
  });
});

describe('drawnWidth', () => {
  it("measures text without kerning, as pdf-lib's drawText draws it", () => {
    const measure = drawnWidth(fonts.regular);
    // 'AV', 'To' and 'y.' are kerning pairs: pdf-lib's own measure is narrower than what is drawn.
    expect(fonts.regular.widthOfTextAtSize('AVTo y.', 10)).toBeLessThan(measure.widthOfTextAtSize('AVTo y.', 10));
    const sum = [...'AVTo y.'].reduce((total, ch) => total + fonts.regular.widthOfTextAtSize(ch, 10), 0);
    expect(measure.widthOfTextAtSize('AVTo y.', 10)).toBeCloseTo(sum, 9);
    expect(measure.widthOfTextAtSize('', 10)).toBe(0);
  });
});

describe('layoutGuide', () => {
  it.each(GUIDE_FAMILIES)('lays out the %s guide on one to three well-formed pages', (family) => {
    const familyScopes = guideScopes(family, scopes);
    const pages = layoutGuide(GUIDE_CONTENT[family], familyScopes, fonts);
    expect(pages.length).toBeGreaterThanOrEqual(1);
    expect(pages.length).toBeLessThanOrEqual(3);
    expectWellFormed(pages);

    const all = pages.flatMap(texts).map((item) => item.text);
    const [first] = pages;
    const firstTexts = texts(first ?? { items: [] }).map((item) => item.text);
    expect(firstTexts).toContain(family);
    expect(firstTexts).toContain(GUIDE_CONTENT[family].title);
    for (const section of GUIDE_CONTENT[family].sections) expect(all).toContain(section.heading);
    expect(all).toContain(SCOPES_HEADING);
    for (const scope of familyScopes) expect(all).toContain(scope.wsid);
    // The header badge sits behind the family code on page one.
    expect(first?.items.some((item) => item.kind === 'box')).toBe(true);
  });

  it('puts all of the text on the page: every word of the sections and scopes is drawn', () => {
    const familyScopes = guideScopes('D1', scopes);
    const pages = layoutGuide(GUIDE_CONTENT.D1, familyScopes, fonts);
    const drawn = pages
      .flatMap(texts)
      .map((item) => item.text)
      .join(' ');
    for (const paragraph of GUIDE_CONTENT.D1.sections.flatMap((section) => section.paragraphs)) {
      expect(drawn).toContain(paragraph.split(' ').slice(0, 6).join(' '));
    }
    const words = (text: string) => text.split(/\s+/).filter(Boolean);
    const drawnWords = new Set(words(drawn));
    for (const scope of familyScopes) {
      for (const word of [...words(scope.name), ...words(scope.description)]) expect(drawnWords).toContain(word);
    }
  });

  it('starts new pages for long content, with a running header and kept-together blocks', () => {
    const paragraph =
      'Warm, moist house air escapes through gaps into the attic, which wastes energy and can leave condensation on the roof deck. '.repeat(
        4,
      );
    const long: GuideContent = {
      family: 'A2',
      title: 'Attic Air Sealing',
      sections: Array.from({ length: 8 }, (_, i) => ({
        heading: `Section ${i + 1}`,
        paragraphs: [paragraph, paragraph],
      })),
    };
    const manyScopes: GuideScope[] = Array.from({ length: 30 }, (_, i) => ({
      wsid: `A2-${String(i + 1).padStart(2, '0')}`,
      name: `Scope number ${i + 1}`,
      description: paragraph,
    }));
    const pages = layoutGuide(long, manyScopes, fonts);
    expect(pages.length).toBeGreaterThan(3);
    expectWellFormed(pages);

    for (const [index, page] of pages.entries()) {
      const items = texts(page);
      if (index > 0) {
        expect(items.map((item) => item.text)).toContain('A2 Attic Air Sealing');
        expect(items.map((item) => item.text)).toContain('continued');
      }
      // A heading is never the last thing before the footer: its text follows on the same page.
      const body = items.filter((item) => item.y >= FOOTER_TOP).sort((a, b) => b.y - a.y);
      const last = body[body.length - 1];
      expect(last?.color).not.toBe('accent');
      expect(last?.size).not.toBe(13);
    }

    // Each scope's code, name and description stay on one page.
    for (const scope of manyScopes) {
      const onPages = pages.filter((page) =>
        texts(page).some((item) => item.text === scope.wsid || item.text === scope.name),
      );
      expect(onPages).toHaveLength(1);
      const page = onPages[0];
      const descriptionLines = wrapText(scope.description, drawnWidth(fonts.regular), 9, CONTENT_WIDTH - 52);
      const pageTexts = texts(page ?? { items: [] }).map((item) => item.text);
      for (const line of descriptionLines) expect(pageTexts).toContain(line);
    }
  });

  it('lets a scope too long for one page flow across pages instead of looping', () => {
    const huge: GuideScope = { wsid: 'A1-99', name: 'Huge', description: 'word '.repeat(3000) };
    const pages = layoutGuide(GUIDE_CONTENT.A1, [huge], fonts);
    expect(pages.length).toBeGreaterThan(2);
    expectWellFormed(pages);
  });

  it('says so when there are no scopes to list', () => {
    const pages = layoutGuide(GUIDE_CONTENT.G1, [], fonts);
    expectWellFormed(pages);
    expect(pages.flatMap(texts).map((item) => item.text)).toContain(NO_SCOPES_TEXT);
  });

  it('copes with text no font can draw, long words and empty fields', () => {
    const odd: GuideScope[] = [
      { wsid: 'A1\u201307', name: '\u201cR\u201149\u201d \u2265 \u{1F3E0} attic', description: 'x'.repeat(400) },
      { wsid: 'A1-LONG-CODE-THAT-IS-WIDE', name: '', description: '' },
      { wsid: '', name: '\u6728\u6750', description: 'line\nbreaks\tand\u00a0spaces' },
    ];
    const pages = layoutGuide(GUIDE_CONTENT.A1, odd, fonts);
    expectWellFormed(pages);
    const all = pages.flatMap(texts).map((item) => item.text);
    expect(all).toContain('A1-07');
    expect(all).toContain('"R-49" >= ? attic');
    expect(all).toContain('line breaks and spaces');
  });
});
