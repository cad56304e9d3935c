// The contract as a PDF, made on the device and offline from the printed contract the page shows (decision 031).
// Unsigned, the buyer reads it on the Sign step; signed, it adds the signatures, the signing day in each footer and a
// last page recording the signing with the content's SHA-256 (decision 051). Same input, same bytes.
import { calendarDateInZone } from '#domain/legal/calendar-date';
import { agentName, type PrintedContract } from '#domain/printed-contract/printed-contract';
import type { PrintedStateNotice } from '#domain/printed-contract/state-notices';
import { voiceOf, type Voice } from '#domain/printed-contract/words/contract-words';
import type { NoticeInitials, Signature, SignedRecord } from '#domain/signing/signed-record';
import { signedContractKeywords } from '#domain/signing/paper-keywords';
import { momentIn } from './moment-in';
import { CONTENT_WIDTH, PAGE, PdfWriter, startPdf, type Cell, type Column, type PdfFonts } from './pdf-writer';

export type { PdfFonts };

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
  const voice = voiceOf(printed.language);
  const { pdf: words } = voice.words;
  const { doc, bytes } = startPdf(fonts, voice.words.locale, {
    Title: words.title(printed.contractId, record !== null),
    Author: printed.seller.name,
    Subject: words.subject(printed.seller.name, printed.customer.name),
    // The cloud emails a signed copy only when the PDF names the content it claims (decision 074).
    ...(record ? { Keywords: signedContractKeywords(printed.contractId, record.contentHash).join(' ') } : {}),
    CreationDate: moment,
    ModDate: moment,
  });

  const pdf = new PdfWriter(doc);
  writeContract(pdf, printed, record, voice);
  for (const notice of printed.stateNotices.filter((each) => each.placement === 'own-page')) {
    pdf.newPage();
    writeStateNotice(pdf, notice, record, printed);
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
    writeSigningRecord(pdf, printed, record, voice);
  }
  pdf.footers((page, count) => footerText(printed.contractId, record, page, count, voice), SIZE.footer);
  pdf.end();
  doc.end();
  return bytes;
}

/**
 * One short line a homeowner reads (docs/decisions/051-what-the-customer-reads.md): the contract, the day it was
 * signed and the page. The content's SHA-256 is on the record of signing, the last page.
 */
export function footerText(
  contractId: string,
  record: SignedRecord | null,
  page: number,
  count: number,
  { words, formats }: Voice = voiceOf('en'),
): string {
  const day = record && calendarDateInZone(record.contract.Date, record.device.timeZone);
  return words.pdf.footer(contractId, day ? formats.longDate(day) : null, record !== null, page, count);
}

function writeContract(pdf: PdfWriter, printed: PrintedContract, record: SignedRecord | null, voice: Voice): void {
  const { seller, labels } = printed;
  pdf.section(() => {
    pdf.heading(seller.name, SIZE.title, 1);
    for (const line of [...seller.addressLines, seller.phone, seller.license]) pdf.text(line, SIZE.small);
    pdf.text(`${labels.contract} ${printed.contractId}    ${labels.date} ${printed.date}`, SIZE.body, 'bold', 0.4);
    if (printed.unsavedNote) pdf.text(printed.unsavedNote, SIZE.small);
    if (printed.description) pdf.text(printed.description, SIZE.body);
  });
  for (const notice of placed(printed, 'first-page')) writeStateNotice(pdf, notice, record, printed);
  for (const party of [printed.customer, printed.preparedBy]) {
    pdf.section(() => {
      pdf.heading(party.heading, SIZE.heading, 2);
      pdf.text(party.name, SIZE.body, 'bold');
      for (const line of party.lines) pdf.text(line, SIZE.body);
      pdf.doc.moveDown(0.4);
    });
  }
  for (const goal of printed.work) {
    const rows: Cell[][] = [labels.workColumns.map((text) => ({ text, header: true }))];
    for (const project of goal.projects) {
      rows.push([{ text: `${project.code} ${project.name}`, header: true, span: 5 }]);
      if (project.treatmentNotes !== '')
        rows.push([{ text: `${labels.treatmentNotes} ${project.treatmentNotes}`, span: 5 }]);
      if (project.lines.length === 0) rows.push([{ text: labels.noQuantities, span: 5 }]);
      for (const line of project.lines) {
        rows.push([line.quantity, line.description, line.rate, line.difficulty, line.total].map((text) => ({ text })));
      }
      const quoteLabel = printed.quoteLabels.get(project.key);
      if (quoteLabel) rows.push([{ text: quoteLabel, span: 5 }]);
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
  pdf.table(PRICE_COLUMNS, price, SIZE.body, labels.price);
  if (printed.financing.options.length > 0) {
    pdf.section(() => {
      pdf.heading(labels.financing, SIZE.heading, 2);
      pdf.list(printed.financing.options, SIZE.body);
      if (printed.financing.note) pdf.text(printed.financing.note, SIZE.small, 'regular', 0.5);
    });
  }
  if (printed.notes) {
    pdf.section(() => {
      pdf.heading(labels.notes, SIZE.heading, 2);
      pdf.text(printed.notes ?? '', SIZE.body, 'regular', 0.5);
    });
  }
  pdf.section(() => {
    pdf.heading(printed.terms.heading, SIZE.heading, 2);
    pdf.paragraph(printed.terms.validity, SIZE.body);
    pdf.paragraph(printed.terms.warrantiesIntro, SIZE.body, { gap: 0.2 });
    pdf.list(printed.terms.warranties, SIZE.body);
    if (printed.terms.ventilation) pdf.paragraph(printed.terms.ventilation, SIZE.body);
    if (printed.terms.insulation) pdf.paragraph(printed.terms.insulation, SIZE.body);
    if (printed.terms.factSheets) pdf.paragraph(printed.terms.factSheets, SIZE.body);
    if (printed.terms.deposit) pdf.paragraph(printed.terms.deposit, SIZE.body);
    if (printed.terms.workStart) pdf.paragraph(printed.terms.workStart, SIZE.body);
  });
  for (const notice of placed(printed, 'terms')) writeStateNotice(pdf, notice, record, printed);
  const bySignature = placed(printed, 'by-signature');
  // The notices a state puts by the signature start on the page the buyer signs on, when they fit on one with it.
  const withSignature = bySignature.reduce((sum, notice) => sum + noticeHeight(pdf, notice, printed), 0);
  if (withSignature > 0) pdf.ensure(Math.min(withSignature + STATEMENT_AND_SIGNATURE, PAGE.height / 2));
  for (const notice of bySignature) writeStateNotice(pdf, notice, record, printed);
  pdf.section(() => {
    // The cancellation statement and the buyer's signature share a page: the rule wants them side by side.
    pdf.heading(labels.signatures, SIZE.heading, 2, STATEMENT_AND_SIGNATURE);
    // 16 CFR 429.1(a): at least 10-point bold, next to the buyer's signature.
    pdf.paragraph(printed.cancellation, SIZE.body, { allBold: true });
    if (record)
      for (const signature of record.signatures) writeSignature(pdf, signature, record.device.timeZone, voice);
    else writeSignatureLines(pdf, printed);
  });
}

const placed = (printed: PrintedContract, placement: PrintedStateNotice['placement']) =>
  printed.stateNotices.filter((notice) => notice.placement === placement);

/** A state's notice never prints below its statute's size, nor below the contract's own body text. */
const noticeSize = (notice: PrintedStateNotice) => Math.max(notice.pointSize, SIZE.body);

function noticeLines(notice: PrintedStateNotice, printed: PrintedContract): string[] {
  const initials = notice.acknowledgment ? [`${notice.acknowledgment} ${printed.labels.initials}: ________`] : [];
  return [...notice.paragraphs, ...initials];
}

function noticeHeight(pdf: PdfWriter, notice: PrintedStateNotice, printed: PrintedContract): number {
  const size = noticeSize(notice);
  return (
    pdf.heightOf([notice.title], Math.max(size, SIZE.heading), 'bold') +
    pdf.heightOf(noticeLines(notice, printed), size, notice.bold ? 'bold' : 'regular')
  );
}

/** A state's notice in its words, at its size and weight; the buyer's initials beside it once signed. */
function writeStateNotice(
  pdf: PdfWriter,
  notice: PrintedStateNotice,
  record: SignedRecord | null,
  printed: PrintedContract,
): void {
  const size = noticeSize(notice);
  const weight = notice.bold ? 'bold' : 'regular';
  const initialed = record?.acknowledgments?.find((each: NoticeInitials) => each.notice === notice.id);
  pdf.section(() => {
    pdf.heading(notice.title, Math.max(size, SIZE.heading), 2);
    for (const paragraph of notice.paragraphs) pdf.text(paragraph, size, weight, 0.5);
    if (notice.acknowledgment) {
      const initials = initialed ? initialed.initials : '________';
      pdf.text(`${notice.acknowledgment} ${printed.labels.initials}: ${initials}`, size, weight, 0.8);
    }
  });
}

function writeSignature(pdf: PdfWriter, signature: Signature, timeZone: string, { words }: Voice): void {
  const role = words.roles[signature.role];
  pdf.ensure(96);
  pdf.text(signature.intent, SIZE.small);
  const alt = words.pdf.signatureAlt(signature.name, role);
  if (signature.method === 'drawn' && signature.strokes.length > 0) pdf.strokes(signature.strokes, alt, 220, 60);
  else pdf.typedSignature(signature.name, alt, 60);
  pdf.rule(pdf.doc.y, 0.75, PAGE.margin, PAGE.margin + 260);
  pdf.doc.moveDown(0.2);
  const at = momentIn(signature.signedAt, timeZone, words.locale);
  pdf.text(
    words.pdf.signatureCaption(role, signature.name, signature.method === 'typed', at),
    SIZE.small,
    'regular',
    0.8,
  );
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

function writeSigningRecord(
  pdf: PdfWriter,
  printed: PrintedContract,
  record: SignedRecord,
  { words, formats }: Voice,
): void {
  const zone = record.device.timeZone;
  const text = words.pdf.record;
  const at = (iso: string) => `${momentIn(iso, zone, words.locale)} (${zone}), ${iso}`;
  pdf.section(() => {
    pdf.heading(text.heading, SIZE.title, 2);
    pdf.text(
      text.intro(printed.contractId, agentName(record.preparedBy), printed.seller.name),
      SIZE.body,
      'regular',
      0.6,
    );
    pdf.table(
      [{ width: 70 }, { width: 150 }, { width: 70 }, { width: CONTENT_WIDTH - 290 }],
      [
        text.columns.map((column) => ({ text: column, header: true })),
        ...record.signatures.map((signature) =>
          [words.roles[signature.role], signature.name, text.methods[signature.method], at(signature.signedAt)].map(
            (cell) => ({ text: cell }),
          ),
        ),
      ],
      SIZE.small,
      text.signatures,
      3,
    );
    pdf.heading(text.consentHeading, SIZE.heading, 3);
    pdf.text(text.consent(at(record.consent.givenAt), record.consent.email), SIZE.small, 'regular', 0.4);
    pdf.list(
      record.events.map(
        (event) =>
          `${at(event.at)}: ${text.events[event.kind]}${event.role ? ` (${words.roles[event.role].toLowerCase()})` : ''}`,
      ),
      SIZE.small,
    );
    const initialed = record.acknowledgments ?? [];
    if (initialed.length > 0) {
      pdf.heading(text.initialsHeading, SIZE.heading, 3);
      pdf.list(
        initialed.map((each) => {
          const title = printed.stateNotices.find((notice) => notice.id === each.notice)?.title ?? each.notice;
          return text.initialed(title, each.initials, at(each.at));
        }),
        SIZE.small,
      );
    }
    if (record.approval) {
      const { approver, discountCents, code, enteredAt, lastDay } = record.approval;
      pdf.heading(text.approvalHeading, SIZE.heading, 3);
      const discount = formats.dollars(discountCents / 100);
      pdf.text(text.approval(approver.name, discount, code, at(enteredAt), lastDay), SIZE.small, 'regular', 0.6);
    }
    if (record.rules) {
      const { rules } = record;
      pdf.heading(text.rulesHeading, SIZE.heading, 3);
      const law = rules.state === 'US' ? text.federalRule : text.stateRules(rules.name);
      const older = record.contract.OlderBuyer ? (rules.cancellation.olderBuyer?.age ?? 65) : null;
      pdf.text(text.rules(law, rules.state, rules.version, rules.checked, older), SIZE.small, 'regular', 0.6);
    }
    pdf.heading(text.deviceHeading, SIZE.heading, 3);
    pdf.text(text.device(record.device.userAgent, zone), SIZE.small, 'regular', 0.6);
    pdf.heading(text.proofHeading, SIZE.heading, 3);
    pdf.text(text.hash(record.contentHash), SIZE.small, 'regular', 0.4);
    pdf.text(text.fileHash, SIZE.small);
  });
}
