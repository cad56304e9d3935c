// The signed PDF under the law of each covered state (docs/decisions/050-state-rules.md), read back as a person's PDF
// reader would: pdftotext for the words and dates, pdf.js for each run's size and weight. Every contract is signed on
// Tuesday, November 24, 2026 at 9:05 AM in Chicago, two days before Thanksgiving, for $7,821.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Contract } from '#domain/contract/model';
import { setDeposit } from '#domain/contract/values';
import { rulesFor } from '#domain/legal/state-law';
import { printContract } from '#domain/printed-contract/printed-contract';
import { recordLaw } from '#domain/signing/record-law';
import { sealRecord } from '#domain/signing/sign-contract';
import { sha256Hex } from '#domain/signing/sha256';
import type { SignedRecord } from '#domain/signing/signed-record';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { signedContentOf } from '#domain/testing/signing';
import { passage, pdfRuns } from '#web/testing/pdf-runs';
import { renderContractPdf, type PdfFonts } from './render-contract-pdf';

const dir = mkdtempSync(join(tmpdir(), 'state-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function font(weight: string): ArrayBuffer {
  const bytes = readFileSync(`node_modules/@expo-google-fonts/inter/${weight}/Inter_${weight}.ttf`);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}
const fonts: PdfFonts = { regular: font('400Regular'), bold: font('700Bold') };

function signedIn(State: string, olderBuyer = false, deposit = 0): SignedRecord {
  const contract: Contract = handWorkedContract();
  const sale = {
    ...contract,
    Customer: { ...contract.Customer, State },
    Values: setDeposit(contract.Values, deposit),
    ...(olderBuyer ? { OlderBuyer: true } : {}),
  };
  return sealRecord({ ...signedContentOf(sale), rules: rulesFor(State) });
}

async function pdfOf(record: SignedRecord): Promise<Uint8Array> {
  const printed = printContract({
    contract: record.contract,
    preparedBy: record.preparedBy,
    agentPhone: record.agentPhone,
    seller: record.seller,
    timeZone: record.device.timeZone,
    law: recordLaw(record),
  });
  return renderContractPdf({ printed, record, fonts });
}

function textOf(bytes: Uint8Array): string {
  const file = join(dir, `${sha256Hex(bytes).slice(0, 12)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

// The last day to cancel for a sale on Tuesday, November 24, 2026, counted by hand from each statute (Thanksgiving
// on the 26th never counts; Saturdays do except in Georgia and Missouri).
const CASES: [state: string, olderBuyer: boolean, days: [cardinal: string, ordinal: string], lastDay: string][] = [
  ['WI', false, ['three', 'third'], 'Saturday, November 28, 2026'],
  ['CA', false, ['three', 'third'], 'Saturday, November 28, 2026'],
  ['CA', true, ['five', 'fifth'], 'Tuesday, December 1, 2026'],
  ['MD', false, ['five', 'fifth'], 'Tuesday, December 1, 2026'],
  ['MD', true, ['seven', 'seventh'], 'Thursday, December 3, 2026'],
  ['ND', true, ['fifteen', 'fifteenth'], 'Saturday, December 12, 2026'],
  ['GA', false, ['three', 'third'], 'Monday, November 30, 2026'],
  ['MO', false, ['three', 'third'], 'Monday, November 30, 2026'],
  ['MA', false, ['three', 'third'], 'Saturday, November 28, 2026'],
  ['FL', false, ['three', 'third'], 'Saturday, November 28, 2026'],
  ['TX', false, ['three', 'third'], 'Saturday, November 28, 2026'],
  ['NJ', false, ['three', 'third'], 'Saturday, November 28, 2026'],
  ['OH', false, ['three', 'third'], 'Saturday, November 28, 2026'],
  ['NY', false, ['three', 'third'], 'Saturday, November 28, 2026'],
  ['PA', false, ['three', 'third'], 'Saturday, November 28, 2026'],
  ['IL', false, ['three', 'third'], 'Saturday, November 28, 2026'],
  ['AZ', false, ['three', 'third'], 'Saturday, November 28, 2026'],
  ['NC', false, ['three', 'third'], 'Saturday, November 28, 2026'],
];

describe('the signed PDF in each covered state', () => {
  it.each(CASES)(
    '%s (buyer of 65: %s) gives %j business days, to %s',
    async (state, older, [cardinal, ordinal], lastDay) => {
      const bytes = await pdfOf(signedIn(state, older));
      const text = textOf(bytes);
      expect(text).toContain(
        `You, the buyer, may cancel this transaction at any time prior to midnight of the ${ordinal} business day ` +
          `after the date of this transaction, that is, before midnight at the end of ${lastDay}.`,
      );
      expect(text.match(new RegExp(`within ${cardinal} business days from the above date`, 'g'))).toHaveLength(2);
      expect(text.match(new RegExp(`not later than midnight of ${lastDay}\\.`, 'g'))).toHaveLength(2);
      const rules = rulesFor(state);
      expect(text).toContain(`version ${rules.version}, checked ${rules.checked}`);

      // 16 CFR 429.1(a): the statement in bold type of at least 10 points.
      const statement = passage(await pdfRuns(bytes), 'You, the buyer', 'explanation of this right.');
      expect(statement.length).toBeGreaterThan(1);
      for (const run of statement) {
        expect(run.bold, run.text).toBe(true);
        expect(run.size, run.text).toBeGreaterThanOrEqual(10);
      }
    },
  );

  it("prints California's deposit sentence in bold of at least 10 points", async () => {
    const bytes = await pdfOf(signedIn('CA', false, 782.1));
    const sentence = passage(await pdfRuns(bytes), 'THE DOWNPAYMENT', 'WHICHEVER IS LESS.');
    expect(sentence.map((run) => run.text).join(' ')).toMatch(/^THE DOWNPAYMENT MAY NOT EXCEED \$1,000 OR 10/);
    for (const run of sentence) expect([run.bold, run.size >= 10]).toEqual([true, true]);
    expect(textOf(await pdfOf(signedIn('WI')))).not.toContain('DOWNPAYMENT');
  });

  it("prints Ohio's first day of work, the day after the last day to cancel", async () => {
    expect(textOf(await pdfOf(signedIn('OH')))).toContain(
      'No work will be done before your right to cancel ends. The earliest day work may start is Sunday, November 29, 2026.',
    );
    expect(textOf(await pdfOf(signedIn('NY')))).not.toContain('The earliest day work may start');
  });

  it('tells a New Jersey buyer to cancel by registered or certified mail or by hand', async () => {
    expect(textOf(await pdfOf(signedIn('NJ')))).toContain(
      'To cancel this transaction, send by registered or certified mail, or deliver by hand, a signed and dated copy',
    );
  });
});
