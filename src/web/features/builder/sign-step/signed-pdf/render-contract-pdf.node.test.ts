// The signed contract's PDF, made by PDFKit's browser build as on the tablet,
// then read back with poppler (pdftotext, pdfinfo, pdffonts) as a person's PDF
// reader would.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { signedContentOf, TEST_SELLER } from '#domain/testing/signing';
import { printContract } from '#domain/printed-contract/printed-contract';
import { sealRecord } from '#domain/signing/sign-contract';
import { sha256Hex } from '#domain/signing/sha256';
import type { SignedRecord } from '#domain/signing/signed-record';
import { renderContractPdf, type PdfFonts } from './render-contract-pdf';

const dir = mkdtempSync(join(tmpdir(), 'signed-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function font(weight: string): ArrayBuffer {
  const bytes = readFileSync(`node_modules/@expo-google-fonts/inter/${weight}/Inter_${weight}.ttf`);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}
const fonts: PdfFonts = { regular: font('400Regular'), bold: font('700Bold') };

const record = sealRecord(
  signedContentOf({
    ...handWorkedContract(),
    Customer: { ...handWorkedContract().Customer, First: 'Maria', Last: 'Kowalski' },
  }),
);
const printedOf = (signed: SignedRecord) =>
  printContract({
    contract: signed.contract,
    preparedBy: signed.preparedBy,
    agentPhone: signed.agentPhone,
    seller: TEST_SELLER,
    timeZone: signed.device.timeZone,
  });
const printed = printedOf(record);

function poppler(tool: string, bytes: Uint8Array, ...args: string[]): string {
  const file = join(dir, `${sha256Hex(bytes).slice(0, 12)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
}

describe('the signed contract PDF', () => {
  it('is the same bytes for the same signed contract', async () => {
    const first = await renderContractPdf({ printed, record, fonts });
    const second = await renderContractPdf({ printed, record, fonts });
    expect(sha256Hex(second)).toBe(sha256Hex(first));
  });

  it('says who, what, how much and until when, counted from the signing day', async () => {
    const layout = poppler('pdftotext', await renderContractPdf({ printed, record, fonts }), '-layout');
    const text = layout.replace(/[ \t]*\n[ \t]*/g, ' ');
    expect(text).toContain('Badger State Insulation');
    expect(text).toContain('Maria Kowalski');
    expect(text).toContain('Sam Rivera');
    expect(text).not.toContain('Kowalski, Maria');
    expect(layout).toMatch(/Net Due\s+\$7,821\.00/);
    expect(layout).toMatch(/Lower heating bills subtotal\s+\$3,856\.00/);
    // Signed Tuesday, November 24, 2026 at 9:05 AM in Chicago: Wed 25 = 1, Thanksgiving skipped, Fri 27 = 2, Sat 28 = 3.
    expect(text).toContain('before midnight at the end of Saturday, November 28, 2026');
    expect(text.match(/NOTICE OF CANCELLATION/g)).toHaveLength(2);
    expect(text.match(/not later than midnight of Saturday, November 28, 2026\./g)).toHaveLength(2);
    expect(text).toContain('Record of signing');
  });

  it("prints a manager's approval of the price in the record of signing: who, how much, the code and when", async () => {
    const { contentHash: _hash, ...content } = record;
    const approved = sealRecord({
      ...content,
      approval: {
        request: '40213377',
        code: '91827364',
        discountCents: 125_000,
        day: '2026-11-24',
        lastDay: '2026-11-25',
        keyVersion: 1,
        approver: { id: 'manager-morgan', name: 'Morgan Lee' },
        enteredAt: '2026-11-24T15:04:00.000Z',
      },
    });
    const text = poppler('pdftotext', await renderContractPdf({ printed, record: approved, fonts })).replace(
      /\s+/g,
      ' ',
    );
    expect(text).toContain("Manager's approval of the price");
    expect(text).toContain(
      "Morgan Lee approved a discount of $1,250.00 below the office's price floor with approval code 91827364, entered",
    );
    expect(text).toContain('good through 2026-11-25.');
    const without = poppler('pdftotext', await renderContractPdf({ printed, record, fonts }));
    expect(without).not.toContain('approval code');
  });

  it("prints a project's treatment notes under it", async () => {
    const contract = handWorkedContract();
    const [heating] = contract.Goals;
    const noted = sealRecord(
      signedContentOf({
        ...contract,
        Goals: [
          {
            ...heating!,
            Projects: heating!.Projects.map((project, index) =>
              index === 0 ? { ...project, TreatmentNotes: 'Keep clear of the north eave.' } : project,
            ),
          },
          ...contract.Goals.slice(1),
        ],
      }),
    );
    const text = poppler('pdftotext', await renderContractPdf({ printed: printedOf(noted), record: noted, fonts }));
    expect(text).toContain('Treatment notes: Keep clear of the north eave.');
  });

  it('says on every page, in one short line, the contract, the day it was signed and the page; the SHA-256 only on the record of signing', async () => {
    const bytes = await renderContractPdf({ printed, record, fonts });
    const pages = poppler('pdftotext', bytes)
      .split('\f')
      .filter((page) => page.trim() !== '');
    expect(pages.length).toBeGreaterThanOrEqual(4);
    pages.forEach((page, index) =>
      expect(page.replace(/\s+/g, ' ')).toContain(
        `Contract ${record.contract.ContractId} · Signed Tuesday, November 24, 2026 · Page ${index + 1} of ${pages.length}`,
      ),
    );
    // On one line: never 'Page 1 of' with the count wrapped to the next.
    for (const page of pages) expect(page).toMatch(/Contract \S+ · Signed [^\n]+ · Page \d+ of \d+\n/);
    const withHash = pages.filter((page) => page.replace(/\s+/g, '').includes(record.contentHash));
    expect(withHash).toHaveLength(1);
    expect(withHash[0]).toContain('Record of signing');
    const noticePages = pages.filter((page) => page.includes('NOTICE OF CANCELLATION'));
    expect(noticePages.map((page) => page.match(/Copy (\d) of 2/)?.[1])).toEqual(['1', '2']);
  });

  it('is a tagged US Letter PDF with its fonts embedded', async () => {
    const bytes = await renderContractPdf({ printed, record, fonts });
    const info = poppler('pdfinfo', bytes);
    expect(info).toMatch(/Tagged:\s+yes/);
    expect(info).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);
    expect(info).toMatch(/Title:\s+Contract K7Q2M9X4B1ZP \(signed\)/);
    // The cloud emails it only when it names its contract and content (decision 074).
    expect(info).toMatch(new RegExp(`Keywords:\\s+contract:K7Q2M9X4B1ZP sha256:${record.contentHash}\\n`));
    const fontsTable = poppler('pdffonts', bytes).split('\n').slice(2).filter(Boolean);
    expect(fontsTable.length).toBeGreaterThan(0);
    for (const row of fontsTable)
      expect(row).toMatch(/Inter-(Regular|Bold)\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
  });

  it('has headings a screen reader can follow: one title, then sections, never a level skipped', async () => {
    const tree = poppler('pdfinfo', await renderContractPdf({ printed, record, fonts }), '-struct');
    const levels = [...tree.matchAll(/^\s*H(\d)\b/gm)].map((match) => Number(match[1]));
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    const skips = levels.filter((level, index) => index > 0 && level > levels[index - 1]! + 1);
    expect(skips).toEqual([]);
    expect(levels.filter((level) => level === 2).length).toBeGreaterThanOrEqual(8);
  });

  it("never ends a page with a heading, and keeps the cancellation statement beside the buyer's signature", async () => {
    const headings = new Set(['Customer', 'Prepared by', 'Price', 'Terms', 'Signatures', 'Notes', 'Financing']);
    for (let noteLines = 0; noteLines <= 36; noteLines += 3) {
      const notes = Array.from({ length: noteLines }, (_, line) => `Note line ${line + 1}`).join('\n');
      const signed = sealRecord(signedContentOf({ ...record.contract, Notes: notes }));
      const pages = poppler('pdftotext', await renderContractPdf({ printed: printedOf(signed), record: signed, fonts }))
        .split('\f')
        .filter((page) => page.trim() !== '');
      for (const page of pages) {
        const body = page.slice(0, page.lastIndexOf(`Contract ${signed.contract.ContractId} · `));
        const lastLine = body.trim().split('\n').at(-1)?.trim() ?? '';
        expect(headings.has(lastLine), `${noteLines} note lines: a page ends with "${lastLine}"`).toBe(false);
      }
      const statementPage = pages.find((page) => page.includes('You, the buyer, may cancel this transaction')) ?? '';
      expect(statementPage, `${noteLines} note lines`).toContain('Buyer: Maria Kowalski');
    }
  });

  it('reads "Not signed yet" in its footer before the signing, with lines to sign on', async () => {
    const text = poppler('pdftotext', await renderContractPdf({ printed, record: null, fonts }));
    expect(text).toContain('Not signed yet');
    expect(text).toContain('Customer signature');
    expect(text).not.toContain('Record of signing');
  });
});
