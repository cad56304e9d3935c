import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, StandardFonts, type PDFPage } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { WorkScope } from '#domain/contract/model';
import { GUIDE_FAMILIES } from '#domain/guides/pdf-guide';
import fixture from '#domain/catalogue/starter-catalogue.json';
import { GUIDE_CONTENT } from './guide-content';
import { layoutGuide } from './guide-layout';
import { guideScopes } from './guide-names';
import { DEFAULT_GUIDE_DATE, GUIDE_AUTHOR, renderGuidePdf } from './render-guide';

const scopes = fixture as WorkScope[];
const DATE = new Date('2026-03-14T15:09:26Z');

/** The strings a page draws: its content streams inflated and each Tj's hex string decoded. */
function pageStrings(doc: PDFDocument, page: PDFPage): string[] {
  const contents = page.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  const strings: string[] = [];
  for (const ref of refs) {
    const stream = doc.context.lookup(ref);
    if (!(stream instanceof PDFRawStream)) continue;
    const source = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    for (const match of source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      strings.push(Buffer.from(match[1] ?? '', 'hex').toString('latin1'));
    }
  }
  return strings;
}

describe('renderGuidePdf', () => {
  it.each(GUIDE_FAMILIES)('renders the %s guide as a valid US Letter PDF with its metadata', async (family) => {
    const familyScopes = guideScopes(family, scopes);
    const bytes = await renderGuidePdf(family, familyScopes, { date: DATE });
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');

    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getPageCount()).toBeLessThanOrEqual(3);
    for (const page of doc.getPages()) expect(page.getSize()).toEqual({ width: 612, height: 792 });

    const { title } = GUIDE_CONTENT[family];
    expect(doc.getTitle()).toBe(`${family} ${title} - Homeowner Guide`);
    expect(doc.getSubject()).toContain(title);
    expect(doc.getAuthor()).toBe(GUIDE_AUTHOR);
    expect(doc.getCreator()).toBe(GUIDE_AUTHOR);
    expect(doc.getCreationDate()?.toISOString()).toBe(DATE.toISOString());
    expect(doc.getModificationDate()?.toISOString()).toBe(DATE.toISOString());

    // It draws what layoutGuide laid out, page for page.
    const pdfFonts = await PDFDocument.create().then(async (scratch) => ({
      regular: await scratch.embedFont(StandardFonts.Helvetica),
      bold: await scratch.embedFont(StandardFonts.HelveticaBold),
    }));
    const layout = layoutGuide(GUIDE_CONTENT[family], familyScopes, pdfFonts);
    expect(doc.getPageCount()).toBe(layout.length);

    const drawn = doc.getPages().flatMap((page) => pageStrings(doc, page));
    expect(drawn).toContain(title);
    expect(drawn).toContain(family);
    for (const scope of familyScopes) expect(drawn).toContain(scope.wsid);
  });

  it('gives identical bytes for the same input and date', async () => {
    const familyScopes = guideScopes('A1', scopes);
    const a = await renderGuidePdf('A1', familyScopes, { date: DATE });
    const b = await renderGuidePdf('A1', familyScopes, { date: DATE });
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it('uses a fixed default date rather than the clock', async () => {
    const familyScopes = guideScopes('B1', scopes);
    const a = await renderGuidePdf('B1', familyScopes);
    const b = await renderGuidePdf('B1', familyScopes);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    const doc = await PDFDocument.load(a, { updateMetadata: false });
    expect(doc.getCreationDate()?.toISOString()).toBe(DEFAULT_GUIDE_DATE.toISOString());
  });

  it('changes only with its input: another date or other scopes give other bytes', async () => {
    const familyScopes = guideScopes('C1', scopes);
    const base = Buffer.from(await renderGuidePdf('C1', familyScopes, { date: DATE }));
    const otherDate = Buffer.from(await renderGuidePdf('C1', familyScopes, { date: new Date('2027-01-01T00:00:00Z') }));
    const fewerScopes = Buffer.from(await renderGuidePdf('C1', familyScopes.slice(1), { date: DATE }));
    expect(base.equals(otherDate)).toBe(false);
    expect(base.equals(fewerScopes)).toBe(false);
  });

  it('never throws on characters outside WinAnsi, and draws them as ASCII', async () => {
    const odd = [
      {
        wsid: 'A1\u201307',
        name: '\u201cR\u201149\u201d \u2265 R\u201138 \u2014 attic \u{1F3E0}',
        description: 'Depth \u2248 15\u2033\u2026 \u6728\n\ttab \u200b zero-width \ud800',
      },
      { wsid: 'A1-08', name: 'Caf\u00e9 \u0151 \ufb01ll', description: '' },
    ];
    const bytes = await renderGuidePdf('A1', odd, { date: DATE });
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    const drawn = doc.getPages().flatMap((page) => pageStrings(doc, page));
    expect(drawn).toContain('A1-07');
    expect(drawn).toContain('"R-49" >= R-38 - attic ?');
    expect(drawn).toContain('Depth ~ 15"... ? tab zero-width ?');
    expect(drawn).toContain('Caf\u00e9 o fill');
  });

  it('renders with no scopes, and with a list long enough to need more pages', async () => {
    const none = await PDFDocument.load(await renderGuidePdf('G1', [], { date: DATE }));
    expect(none.getPageCount()).toBeGreaterThanOrEqual(1);
    const many = scopes.filter((scope) => scope.category.name !== '__HIDDEN');
    const big = await PDFDocument.load(await renderGuidePdf('W1', many, { date: DATE }));
    expect(big.getPageCount()).toBeGreaterThan(3);
  });
});
