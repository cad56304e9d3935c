// The contract as a PDF, made on the device and offline from the printed contract the page shows (decision 031).
// Unsigned, the buyer reads it on the Sign step; signed, it adds the signatures, the signing day in each footer and a
// last page recording the signing with the content's SHA-256 (decision 051). Same input, same bytes.
import PDFDocument from 'pdfkit';
import { formatDateTime } from '#domain/format/date-format';
import { calendarDateInZone } from '#domain/legal/calendar-date';
import { longDate } from '#domain/printed-contract/contract-dates';
import {
  agentName,
  HEADINGS,
  NO_QUANTITIES,
  WORK_COLUMNS as WORK_COLUMN_NAMES,
  type PrintedContract,
} from '#domain/printed-contract/printed-contract';
import type { PrintedStateNotice } from '#domain/printed-contract/state-notices';
import { ROLE_TITLES } from '#domain/signing/consent';
import type { NoticeInitials, Signature, SignedRecord } from '#domain/signing/signed-record';
import { CONTENT_WIDTH, PAGE, PdfWriter, type Cell, type Column } from './pdf-writer';

export interface PdfFonts {
  regular: ArrayBuffer;
  bold: ArrayBuffer;
}

export interface ContractPdfInput {
  printed: PrintedContract;
  /** The signed record; null for the document as it will be signed. */
  record: SignedRecord | null;
  fonts: PdfFonts;
}

/** Points the cancellation statement, the intent and the buyer's signature with its caption take. */
const STATEMENT_AND_SIGNATURE = 190;
const SIZE = { body: 10.5, small: 9, footer: 7.5, title: 16, heading: 12 } as const;
const WORK_COLUMNS: Column[] = [
  { width: 90 },
  { width: 184 },
  { width: 70, align: 'right' },
  { width: 70, align: 'right' },
  { width: 90, align: 'right' },
];
const PRICE_COLUMNS: Column[] = [{ width: 380 }, { width: CONTENT_WIDTH - 380, align: 'right' }];

export function renderContractPdf({ printed, record, fonts }: ContractPdfInput): Promise<Uint8Array> {
  // A fixed moment, so the same contract gives the same bytes.
  const moment = new Date(record?.contract.Date ?? '2000-01-01T00:00:00.000Z');
  const doc = new PDFDocument({
    font: fonts.regular,
    size: 'LETTER',
    margin: PAGE.margin,
    pdfVersion: '1.7',
    tagged: true,
    lang: 'en-US',
    displayTitle: true,
    bufferPages: true,
    info: {
      Title: `Contract ${printed.contractId}${record ? ' (signed)' : ''}`,
      Author: printed.seller.name,
      Subject: `Contract between ${printed.seller.name} and ${printed.customer.name}`,
      CreationDate: moment,
      ModDate: moment,
    },
  });
  doc.registerFont('Regular', fonts.regular);
  doc.registerFont('Bold', fonts.bold);
  const chunks: Uint8Array[] = [];
  const done = new Promise<Uint8Array>((resolve) => {
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(concat(chunks)));
  });

  const pdf = new PdfWriter(doc);
  writeContract(pdf, printed, record);
  for (const notice of printed.stateNotices.filter((each) => each.placement === 'own-page')) {
    pdf.newPage();
    writeStateNotice(pdf, notice, record);
  }
  for (const notice of printed.notices) {
    pdf.newPage();
    pdf.section(() => {
      pdf.text(notice.copyLine, SIZE.small);
      pdf.heading(notice.title.toUpperCase(), SIZE.title, 2);
      pdf.paragraph([...notice.transaction, { text: notice.reference }], SIZE.body);
      for (const paragraph of notice.paragraphs) pdf.paragraph(paragraph, SIZE.body);
      pdf.text(notice.cancelLine, SIZE.body, 'bold', 2);
      pdf.table(
        [{ width: 160 }, { width: CONTENT_WIDTH - 160 }],
        [notice.signatureLabels.map((label) => ({ text: `\n\n${label}` }))],
        SIZE.small,
      );
    });
  }
  if (record) {
    pdf.newPage();
    writeSigningRecord(pdf, printed, record);
  }
  pdf.footers((page, count) => footerText(printed.contractId, record, page, count), SIZE.footer);
  pdf.end();
  doc.end();
  return done;
}

/**
 * One short line a homeowner reads (docs/decisions/051-what-the-customer-reads.md): the contract, the day it was
 * signed and the page. The content's SHA-256 is on the record of signing, the last page.
 */
export function footerText(contractId: string, record: SignedRecord | null, page: number, count: number): string {
  const day = record && calendarDateInZone(record.contract.Date, record.device.timeZone);
  const signed = record ? (day ? `Signed ${longDate(day)}` : 'Signed') : 'Not signed yet';
  return `Contract ${contractId} · ${signed} · Page ${page} of ${count}`;
}

function writeContract(pdf: PdfWriter, printed: PrintedContract, record: SignedRecord | null): void {
  const { seller } = printed;
  pdf.section(() => {
    pdf.heading(seller.name, SIZE.title, 1);
    for (const line of [...seller.addressLines, seller.phone, seller.license]) pdf.text(line, SIZE.small);
    pdf.text(`Contract ${printed.contractId}    Date ${printed.date}`, SIZE.body, 'bold', 0.4);
    if (printed.unsavedNote) pdf.text(printed.unsavedNote, SIZE.small);
    if (printed.description) pdf.text(printed.description, SIZE.body);
  });
  for (const notice of placed(printed, 'first-page')) writeStateNotice(pdf, notice, record);
  for (const party of [printed.customer, printed.preparedBy]) {
    pdf.section(() => {
      pdf.heading(party.heading, SIZE.heading, 2);
      pdf.text(party.name, SIZE.body, 'bold');
      for (const line of party.lines) pdf.text(line, SIZE.body);
      pdf.doc.moveDown(0.4);
    });
  }
  for (const goal of printed.work) {
    const rows: Cell[][] = [WORK_COLUMN_NAMES.map((text) => ({ text, header: true }))];
    for (const project of goal.projects) {
      rows.push([{ text: `${project.code} ${project.name}`, header: true, span: 5 }]);
      if (project.treatmentNotes !== '') rows.push([{ text: `Treatment notes: ${project.treatmentNotes}`, span: 5 }]);
      if (project.lines.length === 0) rows.push([{ text: NO_QUANTITIES, span: 5 }]);
      for (const line of project.lines) {
        rows.push([line.quantity, line.description, line.rate, line.difficulty, line.total].map((text) => ({ text })));
      }
    }
    rows.push([
      { text: goal.subtotalLabel, header: true, span: 4 },
      { text: goal.subtotal, bold: true },
    ]);
    pdf.table(WORK_COLUMNS, rows, SIZE.small, goal.title);
  }
  const price = printed.price
    .filter((row) => row.given)
    .map((row) => [
      { text: row.detail ? `${row.label} ${row.detail}` : row.label, header: true },
      { text: row.amount, bold: row.kind === 'total' || row.kind === 'net-due' },
    ]);
  pdf.table(PRICE_COLUMNS, price, SIZE.body, HEADINGS.price);
  if (printed.financing.options.length > 0) {
    pdf.section(() => {
      pdf.heading(HEADINGS.financing, SIZE.heading, 2);
      pdf.list(printed.financing.options, SIZE.body);
      if (printed.financing.note) pdf.text(printed.financing.note, SIZE.small, 'regular', 0.5);
    });
  }
  if (printed.notes) {
    pdf.section(() => {
      pdf.heading(HEADINGS.notes, SIZE.heading, 2);
      pdf.text(printed.notes ?? '', SIZE.body, 'regular', 0.5);
    });
  }
  pdf.section(() => {
    pdf.heading(printed.terms.heading, SIZE.heading, 2);
    pdf.paragraph(printed.terms.validity, SIZE.body);
    pdf.paragraph(printed.terms.warrantiesIntro, SIZE.body, { gap: 0.2 });
    pdf.list(printed.terms.warranties, SIZE.body);
    pdf.paragraph(printed.terms.ventilation, SIZE.body);
    if (printed.terms.deposit) pdf.paragraph(printed.terms.deposit, SIZE.body);
    if (printed.terms.workStart) pdf.paragraph(printed.terms.workStart, SIZE.body);
  });
  for (const notice of placed(printed, 'terms')) writeStateNotice(pdf, notice, record);
  const bySignature = placed(printed, 'by-signature');
  // The notices a state puts by the signature start on the page the buyer signs on, when they fit on one with it.
  const withSignature = bySignature.reduce((sum, notice) => sum + noticeHeight(pdf, notice), 0);
  if (withSignature > 0) pdf.ensure(Math.min(withSignature + STATEMENT_AND_SIGNATURE, PAGE.height / 2));
  for (const notice of bySignature) writeStateNotice(pdf, notice, record);
  pdf.section(() => {
    // The cancellation statement and the buyer's signature share a page: the rule wants them side by side.
    pdf.heading(HEADINGS.signatures, SIZE.heading, 2, STATEMENT_AND_SIGNATURE);
    // 16 CFR 429.1(a): at least 10-point bold, next to the buyer's signature.
    pdf.paragraph(printed.cancellation, SIZE.body, { allBold: true });
    if (record) for (const signature of record.signatures) writeSignature(pdf, signature, record.device.timeZone);
    else writeSignatureLines(pdf, printed);
  });
}

const placed = (printed: PrintedContract, placement: PrintedStateNotice['placement']) =>
  printed.stateNotices.filter((notice) => notice.placement === placement);

/** A state's notice never prints below its statute's size, nor below the contract's own body text. */
const noticeSize = (notice: PrintedStateNotice) => Math.max(notice.pointSize, SIZE.body);

function noticeLines(notice: PrintedStateNotice): string[] {
  return [
    ...notice.paragraphs,
    ...(notice.acknowledgment ? [`${notice.acknowledgment} ${INITIALS_LABEL}: ________`] : []),
  ];
}

function noticeHeight(pdf: PdfWriter, notice: PrintedStateNotice): number {
  const size = noticeSize(notice);
  return (
    pdf.heightOf([notice.title], Math.max(size, SIZE.heading), 'bold') +
    pdf.heightOf(noticeLines(notice), size, notice.bold ? 'bold' : 'regular')
  );
}

const INITIALS_LABEL = "Buyer's initials";

/** A state's notice in its words, at its size and weight; the buyer's initials beside it once signed. */
function writeStateNotice(pdf: PdfWriter, notice: PrintedStateNotice, record: SignedRecord | null): void {
  const size = noticeSize(notice);
  const weight = notice.bold ? 'bold' : 'regular';
  const initialed = record?.acknowledgments?.find((each: NoticeInitials) => each.notice === notice.id);
  pdf.section(() => {
    pdf.heading(notice.title, Math.max(size, SIZE.heading), 2);
    for (const paragraph of notice.paragraphs) pdf.text(paragraph, size, weight, 0.5);
    if (notice.acknowledgment) {
      const initials = initialed ? initialed.initials : '________';
      pdf.text(`${notice.acknowledgment} ${INITIALS_LABEL}: ${initials}`, size, weight, 0.8);
    }
  });
}

function writeSignature(pdf: PdfWriter, signature: Signature, timeZone: string): void {
  const what = `${ROLE_TITLES[signature.role]}: ${signature.name}`;
  pdf.ensure(96);
  pdf.text(signature.intent, SIZE.small);
  const alt = `Signature of ${signature.name}, ${ROLE_TITLES[signature.role].toLowerCase()}`;
  if (signature.method === 'drawn' && signature.strokes.length > 0) pdf.strokes(signature.strokes, alt, 220, 60);
  else pdf.typedSignature(signature.name, alt, 60);
  pdf.rule(pdf.doc.y, 0.75, PAGE.margin, PAGE.margin + 260);
  pdf.doc.moveDown(0.2);
  const how = signature.method === 'typed' ? 'typed signature' : 'drawn signature';
  pdf.text(`${what} · ${how} · signed ${formatDateTime(signature.signedAt, timeZone)}`, SIZE.small, 'regular', 0.8);
}

function writeSignatureLines(pdf: PdfWriter, printed: PrintedContract): void {
  const labels = printed.signatureLabels;
  pdf.table(
    [{ width: 330 }, { width: CONTENT_WIDTH - 330 }],
    [
      [{ text: `\n\n${labels.customer}` }, { text: `\n\n${labels.date}` }],
      [{ text: `\n\n${labels.agent}` }, { text: `\n\n${labels.date}` }],
    ],
    SIZE.small,
  );
}

function writeSigningRecord(pdf: PdfWriter, printed: PrintedContract, record: SignedRecord): void {
  const zone = record.device.timeZone;
  const at = (iso: string) => `${formatDateTime(iso, zone)} (${zone}), ${iso}`;
  pdf.section(() => {
    pdf.heading('Record of signing', SIZE.title, 2);
    pdf.text(
      `Contract ${printed.contractId}, prepared by ${agentName(record.preparedBy)} for ${printed.seller.name}, signed on the agent's tablet.`,
      SIZE.body,
      'regular',
      0.6,
    );
    pdf.table(
      [{ width: 70 }, { width: 150 }, { width: 70 }, { width: CONTENT_WIDTH - 290 }],
      [
        ['Signer', 'Name', 'How', 'Signed (device clock)'].map((text) => ({ text, header: true })),
        ...record.signatures.map((signature) =>
          [ROLE_TITLES[signature.role], signature.name, signature.method, at(signature.signedAt)].map((text) => ({
            text,
          })),
        ),
      ],
      SIZE.small,
      'Signatures',
      3,
    );
    pdf.heading('Consent and events', SIZE.heading, 3);
    pdf.text(
      `Consent to sign and receive electronically given ${at(record.consent.givenAt)}; copy to be emailed to ${record.consent.email || '(no address given)'}.`,
      SIZE.small,
      'regular',
      0.4,
    );
    pdf.list(
      record.events.map(
        (event) =>
          `${at(event.at)}: ${eventText(event.kind)}${event.role ? ` (${ROLE_TITLES[event.role].toLowerCase()})` : ''}`,
      ),
      SIZE.small,
    );
    if (record.rules) {
      const { rules } = record;
      pdf.heading('State rules', SIZE.heading, 3);
      pdf.text(
        `Made under the ${rules.state === 'US' ? 'federal rule' : `rules of ${rules.name}`} (${rules.state}), version ` +
          `${rules.version}, checked ${rules.checked}${record.contract.OlderBuyer ? `; a buyer is ${rules.cancellation.olderBuyer?.age ?? 65} or older` : ''}.`,
        SIZE.small,
        'regular',
        0.6,
      );
    }
    pdf.heading('Device', SIZE.heading, 3);
    pdf.text(`${record.device.userAgent}; time zone ${zone}.`, SIZE.small, 'regular', 0.6);
    pdf.heading('Proof', SIZE.heading, 3);
    pdf.text(
      `SHA-256 of the signed content (the contract, the consent, the signatures and these events): ${record.contentHash}`,
      SIZE.small,
      'regular',
      0.4,
    );
    pdf.text(
      'A file cannot hold its own hash: the SHA-256 of this PDF, and the time the office received it, are kept with the contract in the cloud.',
      SIZE.small,
    );
  });
}

function eventText(kind: SignedRecord['events'][number]['kind']): string {
  switch (kind) {
    case 'consent-given':
      return 'consent to sign electronically given';
    case 'document-shown':
      return 'the contract shown for reading';
    case 'signed':
      return 'signed';
  }
}

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}
