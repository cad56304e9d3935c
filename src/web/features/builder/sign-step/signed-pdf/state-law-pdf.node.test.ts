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
import { en } from '#domain/printed-contract/words/en';
import { es } from '#domain/printed-contract/words/es';
import { renderContractPdf, type PdfFonts } from './render-contract-pdf';

const dir = mkdtempSync(join(tmpdir(), 'state-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function font(weight: string): ArrayBuffer {
  const bytes = readFileSync(`node_modules/@expo-google-fonts/inter/${weight}/Inter_${weight}.ttf`);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}
const fonts: PdfFonts = { regular: font('400Regular'), bold: font('700Bold') };

function signedIn(
  State: string,
  olderBuyer = false,
  deposit = 0,
  initialed: string[] = [],
  language: 'en' | 'es' = 'en',
): SignedRecord {
  const contract: Contract = handWorkedContract();
  const sale = {
    ...contract,
    ...(language === 'es' ? { Language: 'es' as const } : {}),
    Customer: { ...contract.Customer, First: 'Linda', Last: 'Carver', State },
    Values: setDeposit(contract.Values, deposit),
    ...(olderBuyer ? { OlderBuyer: true } : {}),
  };
  const acknowledgments = initialed.map((notice) => ({ notice, initials: 'LC', at: '2026-11-24T15:04:00.000Z' }));
  return sealRecord({
    ...signedContentOf(sale),
    rules: rulesFor(State),
    ...(acknowledgments.length > 0 ? { acknowledgments } : {}),
  });
}

async function pdfOf(record: SignedRecord): Promise<Uint8Array> {
  return renderContractPdf({ printed: printedOf(record), record, fonts });
}

function printedOf(record: SignedRecord) {
  return printContract({
    contract: record.contract,
    preparedBy: record.preparedBy,
    agentPhone: record.agentPhone,
    seller: record.seller,
    timeZone: record.device.timeZone,
    law: recordLaw(record),
  });
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

// Each notice a state requires, read back from the signed PDF: its words, at no less than the statute's size, bold
// where the statute says, where the statute places it (docs/decisions/052-state-notices.md).
const NOTICES: [state: string, olderBuyer: boolean, id: string][] = [
  ['FL', false, 'construction-lien-notice'],
  ['TX', false, 'homestead-important-notice'],
  ['CA', false, 'mechanics-lien-warning'],
  ['CA', false, 'three-day-right-to-cancel'],
  ['CA', true, 'five-day-right-to-cancel'],
  ['MD', true, 'right-to-cancel-acknowledgment'],
  ['NJ', false, 'notice-to-consumer'],
  ['IL', false, 'consumer-rights-acknowledgment'],
];

describe("the notices of each state's law in the signed PDF", () => {
  it.each(NOTICES)('%s (buyer of 65: %s): %s', async (state, older, id) => {
    const rule = rulesFor(state).notices?.find((notice) => notice.id === id);
    if (!rule) throw new Error(`${state} has no notice ${id}`);
    const record = signedIn(state, older, 0, rule.initials ? [id] : []);
    const notice = printedOf(record).stateNotices.find((each) => each.id === id);
    if (!notice) throw new Error(`${id} is not printed`);
    const bytes = await pdfOf(record);
    const text = textOf(bytes);
    for (const paragraph of notice.paragraphs) expect(text).toContain(paragraph.replace(/\s+/g, ' '));
    if (rule.initials) expect(text).toContain(`${notice.acknowledgment} Buyer's initials: LC`);

    const runs = await pdfRuns(bytes);
    const lastWords = rule.initials ? "Buyer's initials" : (notice.paragraphs.at(-1)?.split(' ').at(-1) ?? '');
    const [title, ...words] = passage(runs, notice.title, lastWords);
    expect(title?.text).toBe(notice.title);
    expect([title?.bold, (title?.size ?? 0) >= Math.max(12, rule.pointSize)]).toEqual([true, true]);
    expect(words.length).toBeGreaterThan(0);
    for (const run of words) {
      expect(run.size, run.text).toBeGreaterThanOrEqual(rule.pointSize);
      if (rule.bold) expect(run.bold, run.text).toBe(true);
    }

    const page = title?.page ?? 0;
    const statement = runs.find((run) => run.text.startsWith('You, the buyer, may cancel'));
    switch (rule.placement) {
      case 'first-page':
        expect(page).toBe(1);
        break;
      case 'own-page':
        expect(runs.find((run) => run.page === page)?.text).toBe(notice.title);
        expect(page).toBeGreaterThan(statement?.page ?? Infinity);
        break;
      case 'by-signature':
        expect(page).toBe(statement?.page);
        expect(runs.indexOf(title!)).toBeLessThan(runs.indexOf(statement!));
        break;
      case 'terms':
        expect(runs.indexOf(title!)).toBeGreaterThan(runs.findIndex((run) => run.text === 'Terms'));
        expect(runs.indexOf(title!)).toBeLessThan(runs.indexOf(statement!));
        break;
    }
  });

  it('leaves a line to initial on the contract to be signed', async () => {
    const record = signedIn('MD', false);
    const bytes = await renderContractPdf({ printed: printedOf(record), record: null, fonts });
    expect(textOf(bytes)).toContain("Buyer's initials: ________");
    expect(textOf(bytes)).toContain('[ ] check if buyer is at least 65 years old');
  });
});

// A sale in Spanish (docs/decisions/053-language-of-the-sale.md): every word the company writes is Spanish; what
// stays English is what the agent or the price book typed (names, addresses, the work's names) and the device's own
// user agent. Each covered state with notices, since their words come from the rules files.
const DATA_IN_ENGLISH = (record: SignedRecord): string[] => [
  ...record.contract.Goals.flatMap((goal) => [
    goal.Name,
    ...goal.Projects.flatMap((project) => [
      project.Name,
      ...(project.Warranty ? [project.Warranty.What] : []),
      ...project.Calculations.flatMap((line) => [line.Name, line.QuantityLabel]),
    ]),
  ]),
  record.seller.name,
  ...record.seller.addressLines,
  record.seller.license,
  record.device.userAgent,
  // The English names of documents the buyer will receive in English, given beside their Spanish names.
  'Preliminary Notice',
  'NOTICE TO OWNER',
  'Know Your Consumer Rights',
];
/** Every fixed string of a words file (labels, headings, columns), however deep. */
const fixedStrings = (words: unknown): string[] =>
  typeof words === 'string'
    ? [words]
    : typeof words === 'object' && words !== null
      ? Object.values(words).flatMap(fixedStrings)
      : [];
const SPANISH_FIXED = new Set(fixedStrings(es));
// Words both languages write alike ("Total") are not English runs.
const ENGLISH_FIXED = fixedStrings(en)
  .filter((text) => text.length >= 4 && !SPANISH_FIXED.has(text))
  .map((text) => new RegExp(`(^|[^\\p{L}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u'));
const ENGLISH_WORDS = /\b(the|you|your|this|of|and|to|may|with|for|by|signed|page|contract|notice|buyer|days?)\b/i;

describe('a sale in Spanish', () => {
  it.each(['TX', 'CA', 'MD', 'FL', 'NJ', 'IL', 'WI'])('%s: the PDF has no English run of ours', async (state) => {
    const record = signedIn(state, state === 'CA', 0, [], 'es');
    const bytes = await pdfOf(record);
    const data = DATA_IN_ENGLISH(record).filter((text) => text.trim() !== '');
    const english = (await pdfRuns(bytes))
      .map((run) => data.reduce((text, typed) => text.split(typed).join(' '), run.text))
      .filter((text) => ENGLISH_WORDS.test(text) || ENGLISH_FIXED.some((fixed) => fixed.test(text)));
    expect(english).toEqual([]);
  });

  it('writes the dates, the deadline and the money in Spanish, and the state notice in its Spanish words', async () => {
    const text = textOf(await pdfOf(signedIn('TX', false, 1500, [], 'es')));
    expect(text).toContain(
      'Usted, el comprador, puede cancelar esta transacción en cualquier momento antes de la medianoche del tercer ' +
        'día hábil después de la fecha de esta transacción, es decir, antes de la medianoche del sábado, 28 de ' +
        'noviembre de 2026.',
    );
    expect(text.match(/dentro de los tres días hábiles siguientes a la fecha indicada arriba/g)).toHaveLength(2);
    expect(text).toContain('Contrato K7Q2M9X4B1ZP Fecha 24 de noviembre de 2026');
    expect(text).toContain('Depósito $1,500.00');
    expect(text).toContain('Saldo a pagar $6,321.00');
    expect(text).toContain('AVISO IMPORTANTE: Usted y su contratista son responsables');
    expect(text).toContain('Firmado el martes, 24 de noviembre de 2026 · Página 1 de');
  });
});
