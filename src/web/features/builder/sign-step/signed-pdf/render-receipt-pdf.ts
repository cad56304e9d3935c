// The installer's receipt as a PDF, made on the device with the signed contract's writer (decision 066): the seller,
// the customer, then one table per area with every field the R-value Rule names, and the installer's signature.
// Same input, same bytes.
import type { PrintedReceipt } from '#domain/printed-contract/printed-receipt';
import { receiptKeywords } from '#domain/signing/paper-keywords';
import { momentIn } from './moment-in';
import { CONTENT_WIDTH, PAGE, PdfWriter, startPdf, type Column, type PdfFonts } from './pdf-writer';

const SIZE = { body: 10.5, small: 9, footer: 7.5, title: 16, heading: 12 } as const;
const AREA_COLUMNS: Column[] = [{ width: 220 }, { width: CONTENT_WIDTH - 220 }];

export function renderReceiptPdf(printed: PrintedReceipt, timeZone: string, fonts: PdfFonts): Promise<Uint8Array> {
  const { words } = printed;
  const moment = new Date(printed.installer.signedAt);
  const { doc, bytes } = startPdf(fonts, printed.language === 'es' ? 'es-US' : 'en-US', {
    Title: `${words.title}, ${printed.contractId}`,
    Author: printed.seller.name,
    Keywords: receiptKeywords(printed.contractId, printed.installer.signedAt).join(' '),
    CreationDate: moment,
    ModDate: moment,
  });

  const pdf = new PdfWriter(doc);
  pdf.section(() => {
    pdf.heading(printed.seller.name, SIZE.title, 1);
    for (const line of printed.seller.lines) pdf.text(line, SIZE.small);
    pdf.heading(words.title, SIZE.heading, 2);
    pdf.text(printed.reference, SIZE.body, 'bold', 0.4);
  });
  pdf.section(() => {
    pdf.heading(words.customer, SIZE.heading, 2);
    pdf.text(printed.customer.name, SIZE.body, 'bold');
    for (const line of printed.customer.lines) pdf.text(line, SIZE.body);
    pdf.doc.moveDown(0.4);
    pdf.paragraph([{ text: words.intro }], SIZE.body);
  });
  for (const area of printed.areas) {
    pdf.section(() => {
      pdf.heading(area.heading, SIZE.heading, 3);
      pdf.table(
        AREA_COLUMNS,
        area.rows.map(([label, value]) => [{ text: label, header: true }, { text: value }]),
        SIZE.body,
      );
    });
  }
  pdf.section(() => {
    pdf.paragraph([{ text: words.notSummed, bold: true }], SIZE.body);
    pdf.heading(words.installer, SIZE.heading, 2);
    const { installer } = printed;
    const alt = words.signatureAlt(installer.name);
    if (installer.method === 'drawn' && installer.strokes.length > 0) pdf.strokes(installer.strokes, alt, 220, 60);
    else pdf.typedSignature(installer.name, alt, 60);
    pdf.rule(pdf.doc.y, 0.75, PAGE.margin, PAGE.margin + 260);
    pdf.doc.moveDown(0.2);
    const at = momentIn(installer.signedAt, timeZone, printed.language === 'es' ? 'es-US' : 'en-US');
    pdf.text(words.caption(installer.name, installer.method === 'typed', at), SIZE.small);
  });
  pdf.footers((page, count) => words.footer(printed.contractId, page, count), SIZE.footer);
  pdf.end();
  doc.end();
  return bytes;
}
