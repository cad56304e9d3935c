// Renders a family's homeowner guide to PDF bytes with pdf-lib, drawing what layoutGuide placed. The same input and
// date give the same bytes (pdf-lib's font keys come from a seeded generator, and no clock is read here), so the
// server can cache a guide and give it a stable ETag.
import { PDFDocument, rgb, StandardFonts, type Color, type PDFFont, type PDFPage } from 'pdf-lib';
import type { GuideFamily } from '#domain/guides/pdf-guide';
import { GUIDE_CONTENT } from './guide-content';
import {
  guideHeading,
  layoutGuide,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  type ColorName,
  type FontName,
  type GuideScope,
  type LayoutItem,
} from './guide-layout';

export const GUIDE_AUTHOR = 'Contract Builder';

/** Used when the caller passes no date: a fixed instant, never the clock. */
export const DEFAULT_GUIDE_DATE = new Date(Date.UTC(2026, 0, 1));

export interface RenderGuideOptions {
  /** The creation and modification date written into the PDF. */
  date?: Date;
}

const COLORS: Readonly<Record<ColorName, Color>> = {
  ink: rgb(0.13, 0.15, 0.18),
  muted: rgb(0.38, 0.42, 0.47),
  accent: rgb(0.09, 0.33, 0.55),
  rule: rgb(0.8, 0.83, 0.87),
  white: rgb(1, 1, 1),
};

function draw(page: PDFPage, item: LayoutItem, fonts: Readonly<Record<FontName, PDFFont>>): void {
  switch (item.kind) {
    case 'text':
      page.drawText(item.text, {
        x: item.x,
        y: item.y,
        size: item.size,
        font: fonts[item.font],
        color: COLORS[item.color],
      });
      return;
    case 'rule':
      page.drawLine({
        start: { x: item.x, y: item.y },
        end: { x: item.x + item.width, y: item.y },
        thickness: item.thickness,
        color: COLORS[item.color],
      });
      return;
    case 'box':
      page.drawRectangle({ x: item.x, y: item.y, width: item.width, height: item.height, color: COLORS[item.color] });
      return;
  }
}

/**
 * The guide PDF for one family: US Letter pages with the family's sections
 * and a list of the given scopes (pass the family's visible scopes, in
 * catalogue order). Never throws on unusual characters: all text is made
 * WinAnsi-safe before it is measured or drawn.
 */
export async function renderGuidePdf(
  family: GuideFamily,
  scopes: readonly GuideScope[],
  options: RenderGuideOptions = {},
): Promise<Uint8Array> {
  const content = GUIDE_CONTENT[family];
  const date = options.date ?? DEFAULT_GUIDE_DATE;
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };

  for (const items of layoutGuide(content, scopes, fonts)) {
    const page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    for (const item of items.items) draw(page, item, fonts);
  }

  doc.setTitle(`${guideHeading(content)} - Homeowner Guide`);
  doc.setSubject(`${content.title}: what the work is, why it matters, how it is done and what to expect.`);
  doc.setAuthor(GUIDE_AUTHOR);
  doc.setCreator(GUIDE_AUTHOR);
  doc.setProducer(`${GUIDE_AUTHOR} (pdf-lib)`);
  doc.setKeywords(['insulation', 'homeowner guide', family]);
  doc.setLanguage('en-US');
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  return doc.save();
}
