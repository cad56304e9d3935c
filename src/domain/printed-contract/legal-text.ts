// The contract's legal text (docs/product-rules.md#legal-text): the terms in our own words, and the two texts the FTC
// cooling-off rule (16 CFR 429.1) prescribes word for word: the buyer's right to cancel, printed in bold beside the
// buyer's signature, and the Notice of Cancellation, given twice.
import { goalsOnContract } from '../contract/document';
import type { Contract, ProjectWarranty } from '../contract/model';
import type { SaleLaw } from '../contract/sale-law';
import { countWord, ordinalWord } from '../format/day-count-words';
import { PROPOSAL_VALID_DAYS } from '../legal/cancellation-deadline';
import { cancellationBusinessDays, depositCapCents } from '../legal/state-law';
import { longDate, type ContractDates } from './contract-dates';
import type { Seller } from './seller';
import { blank, bold, plain, type Paragraph, type TextRun } from './text-runs';

export const WARRANTY_YEARS = 3;
export const NOTICE_COPIES = 2;
export const DATE_TO_WRITE_IN = '(date to be written in by hand)';

const dateRun = (date: ContractDates['cancelBy'] | undefined, asBold = false): TextRun =>
  date ? { text: longDate(date), ...(asBold ? { bold: true } : {}) } : blank(DATE_TO_WRITE_IN);

export interface Terms {
  heading: string;
  validity: Paragraph;
  warrantiesIntro: Paragraph;
  warranties: string[];
  ventilation: Paragraph;
  /** The job site's state's sentence about deposits, where it has one (decision 050). */
  deposit: Paragraph | null;
  /** Where the state bars work inside the cancellation period: the first day it may start. */
  workStart: Paragraph | null;
}

/** The warranties of the work a contract sells, each once, in the order the work is listed. */
export function warrantiesSold(goals: Pick<Contract, 'Goals'>): ProjectWarranty[] {
  const seen = new Map<string, ProjectWarranty>();
  for (const section of goalsOnContract(goals))
    for (const { project } of section.projects)
      if (project.Warranty) seen.set(`${project.Warranty.What}\u0000${project.Warranty.Years}`, project.Warranty);
  return [...seen.values()];
}

const years = (count: number) => `${count} ${count === 1 ? 'year' : 'years'}`;

export function terms(dates: ContractDates | null, law: SaleLaw, sold: readonly ProjectWarranty[] = []): Terms {
  const deposit = law.rules.deposit;
  const capped = deposit !== null && depositCapCents(law.rules, law.facts.priceCents) !== null;
  return {
    heading: 'Terms',
    validity: [
      bold(`This proposal is valid for ${PROPOSAL_VALID_DAYS} days`),
      plain(' from the date of this contract, through '),
      dateRun(dates?.validThrough),
      plain('. After that day its prices and terms may change.'),
    ],
    warrantiesIntro: [bold('Warranties.'), plain(' From the day the work is completed, we warrant:')],
    // Workmanship always; beyond it only what the price book says of the work sold (decision 051).
    warranties: [{ What: 'workmanship on all the work in this contract', Years: WARRANTY_YEARS }, ...sold].map(
      (warranty, index, all) => `${warranty.What}, for ${years(warranty.Years)}${index === all.length - 1 ? '.' : ';'}`,
    ),
    ventilation: [
      bold('Attic ventilation.'),
      plain(
        ' We recommend 1 square foot of net free vent area for every 300 square feet of attic floor, split evenly ' +
          'between intake vents low on the roof (at the eaves or soffits) and exhaust vents high on it (at or near ' +
          'the ridge).',
      ),
    ],
    deposit: capped && deposit ? [bold(deposit.sentence)] : null,
    workStart: law.rules.workMayStartInWindow
      ? null
      : [
          bold('Start of work.'),
          plain(' No work will be done before your right to cancel ends. The earliest day work may start is '),
          dateRun(dates?.startFrom ?? undefined),
          plain('.'),
        ],
  };
}

/** The statement 16 CFR 429.1(a) puts beside the buyer's signature, with the last day written out. */
export function cancellationStatement(dates: ContractDates | null, law: SaleLaw): Paragraph {
  const days = cancellationBusinessDays(law.rules, law.facts);
  return [
    plain(
      `You, the buyer, may cancel this transaction at any time prior to midnight of the ${ordinalWord(days)} ` +
        'business day after the date of this transaction, that is, before midnight at the end of ',
    ),
    dateRun(dates?.cancelBy),
    plain('. See the attached Notice of Cancellation form for an explanation of this right.'),
  ];
}

export interface NoticeOfCancellation {
  copyLine: string;
  title: string;
  /** 'Date of transaction: ...' and the contract it belongs to. */
  transaction: Paragraph;
  reference: string;
  paragraphs: Paragraph[];
  cancelLine: string;
  signatureLabels: [string, string];
}

/** The notice of 16 CFR 429.1(b), in its words, filled in with the seller and the dates. */
export function noticeOfCancellation(
  copy: number,
  seller: Seller,
  contractId: string,
  dates: ContractDates | null,
  law: SaleLaw,
): NoticeOfCancellation {
  const sellerAddress = (seller.cancelTo?.addressLines ?? seller.addressLines).join(', ');
  const methods = law.rules.cancelMethods;
  // A state that names how the buyer cancels (New Jersey: registered or certified mail, or by hand) is not offered
  // an email address the law does not count.
  const email = methods.includes('email') ? (seller.cancelTo?.email ?? '') : '';
  const days = cancellationBusinessDays(law.rules, law.facts);
  const how = methods.includes('mail')
    ? 'mail or deliver a signed and dated copy of this cancellation notice or any other written notice, or send a telegram, to '
    : 'send by registered or certified mail, or deliver by hand, a signed and dated copy of this cancellation notice or any other written notice to ';
  return {
    copyLine: `Copy ${copy} of ${NOTICE_COPIES}: keep one copy for your records; to cancel, sign and date the other and send it to us.`,
    title: 'Notice of Cancellation',
    transaction: [bold('Date of transaction: '), dateRun(dates?.transaction)],
    reference: ` (contract ${contractId})`,
    paragraphs: [
      [
        plain(
          `You may cancel this transaction, without any penalty or obligation, within ${countWord(days)} business ` +
            'days from the above date.',
        ),
      ],
      [
        plain(
          'If you cancel, any property traded in, any payments made by you under the contract or sale, and any ' +
            'negotiable instrument executed by you will be returned within ten business days following receipt by ' +
            'the seller of your cancellation notice, and any security interest arising out of the transaction will ' +
            'be cancelled.',
        ),
      ],
      [
        plain(
          'If you cancel, you must make available to the seller at your residence, in substantially as good ' +
            'condition as when received, any goods delivered to you under this contract or sale, or you may, if you ' +
            "wish, comply with the instructions of the seller regarding the return shipment of the goods at the seller's " +
            'expense and risk.',
        ),
      ],
      [
        plain(
          'If you do make the goods available to the seller and the seller does not pick them up within 20 days of ' +
            'the date of your notice of cancellation, you may retain or dispose of the goods without any further ' +
            'obligation. If you fail to make the goods available to the seller, or if you agree to return the goods ' +
            'to the seller and fail to do so, then you remain liable for performance of all obligations under the ' +
            'contract.',
        ),
      ],
      [
        plain(`To cancel this transaction, ${how}`),
        bold(seller.name),
        plain(', at '),
        bold(sellerAddress),
        ...(email ? [plain(', or email it to '), bold(email)] : []),
        plain(', not later than midnight of '),
        dateRun(dates?.cancelBy, true),
        plain('.'),
      ],
    ],
    cancelLine: 'I HEREBY CANCEL THIS TRANSACTION.',
    signatureLabels: ['Date', "Buyer's signature"],
  };
}
