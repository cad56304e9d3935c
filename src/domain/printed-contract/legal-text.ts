// The contract's legal text (docs/product-rules.md#legal-text): the terms in our own words, and the two texts the FTC
// cooling-off rule (16 CFR 429.1) prescribes word for word: the buyer's right to cancel, printed in bold beside the
// buyer's signature, and the Notice of Cancellation, given twice.
import { goalsOnContract } from '../contract/document';
import type { Contract, FactSheetShown, JobSite, ProjectWarranty } from '../contract/model';
import type { SaleLaw } from '../contract/sale-law';
import { PROPOSAL_VALID_DAYS } from '../legal/cancellation-deadline';
import { calendarDateInZone } from '../legal/calendar-date';
import { atticTarget } from '../insulation/attic-target';
import { ENERGY_STAR_CHART } from '../insulation/energy-star-chart';
import { EXISTING_MATERIALS } from '../insulation/existing-insulation';
import { zoneIn } from '../insulation/job-site';
import { ventilationFor, ventilationQuestions } from '../insulation/ventilation';
import { cancellationBusinessDays, depositCapCents, ieccEditionOf } from '../legal/state-law';
import type { ContractDates } from './contract-dates';
import type { Seller } from './seller';
import { blank, bold, plain, type Paragraph, type TextRun } from './text-runs';
import { ENGLISH, type Voice } from './words/contract-words';
import type { VentilationWords } from './words/ventilation-words';

export const WARRANTY_YEARS = 3;
export const NOTICE_COPIES = 2;
export const DATE_TO_WRITE_IN = ENGLISH.words.dateToWriteIn;

const dateRun = (
  { words, formats }: Voice,
  date: ContractDates['cancelBy'] | undefined | null,
  asBold = false,
): TextRun => (date ? { text: formats.longDate(date), ...(asBold ? { bold: true } : {}) } : blank(words.dateToWriteIn));

export interface Terms {
  heading: string;
  validity: Paragraph;
  warrantiesIntro: Paragraph;
  warranties: string[];
  /** What the code asks of the attic's ventilation, sized from its own floor; null when no attic is stated. */
  ventilation: Paragraph | null;
  /** The attic's target R and what is there, once the agent chose a target (decision 062). */
  insulation: Paragraph | null;
  /** The R-value fact sheets shown before the sale, with the day of each (decision 065); null: none shown. */
  factSheets: Paragraph | null;
  /** The job site's state's sentence about deposits, where it has one (decision 050). */
  deposit: Paragraph | null;
  /** Where the state bars work inside the cancellation period: the first day it may start. */
  workStart: Paragraph | null;
}

/** What every contract printed beside workmanship before warranties belonged to the price book (decision 051). */
export const WARRANTIES_BEFORE_THE_PRICE_BOOK: readonly ProjectWarranty[] = [
  { What: 'attic mold treatment', Years: WARRANTY_YEARS },
  { What: 'the roof vent guarantee', Years: WARRANTY_YEARS },
];

/**
 * The warranties of the work a contract sells, each once, in the order the work is listed. A contract saved before
 * the price book carried warranties (saved, with no project warranty and no state rules stamp, which came first)
 * keeps the ones it printed then (decision 083).
 */
export function warrantiesSold(contract: Pick<Contract, 'Goals' | 'Date' | 'Rules'>): ProjectWarranty[] {
  const seen = new Map<string, ProjectWarranty>();
  for (const section of goalsOnContract(contract))
    for (const { project } of section.projects)
      if (project.Warranty) seen.set(`${project.Warranty.What}\u0000${project.Warranty.Years}`, project.Warranty);
  const savedBefore =
    contract.Date !== '' &&
    contract.Rules === undefined &&
    contract.Goals.every((goal) => goal.Projects.every((project) => project.Warranty === undefined));
  return savedBefore ? [...WARRANTIES_BEFORE_THE_PRICE_BOOK] : [...seen.values()];
}

/** The attic the ventilation term speaks of: the job site, if set, and the floor the agent stated for it. */
export interface Attic {
  site: JobSite | null;
  /** 0: no attic stated (decision 079). */
  floorSquareFeet: number;
  /** The R the contract's attic insulation is sold to, when a selected project names one (decision 082). */
  soldR?: number | null;
  /** The fact sheets shown, and the time zone their days are read in. */
  factSheets?: { shown: readonly FactSheetShown[]; timeZone: string };
}

const NO_ATTIC: Attic = { site: null, floorSquareFeet: 0 };

/** 'CertainTeed InsulSafe SP, on Saturday, November 28, 2026' for each sheet shown; null when none was. */
function factSheetsParagraph({ factSheets }: Attic, voice: Voice): Paragraph | null {
  if (!factSheets || factSheets.shown.length === 0) return null;
  return voice.words.terms.factSheets(
    factSheets.shown.map(({ Product, ShownAt }) => {
      const day = calendarDateInZone(ShownAt, factSheets.timeZone);
      return { product: Product, day: day ? voice.formats.longDate(day) : null };
    }),
  );
}

/** The ventilation term's figures in the sale's language (IRC R806.2, decision 061). */
export function ventilationWords({ site, floorSquareFeet }: Attic, law: SaleLaw, voice: Voice): VentilationWords {
  const edition = ieccEditionOf(law.rules);
  const zone = site ? zoneIn(site, edition) : null;
  // Without a county no answer counts (site is null): the 1/150 minimum stands, and the term says the exception.
  const vent = ventilationFor(zone ?? '1', site ?? {}, floorSquareFeet);
  const count = voice.formats.quantity;
  return {
    place: site && zone ? { zone, county: site.County, edition } : null,
    perSquareFeet: vent.perSquareFeet,
    vaporRetarder: zone !== null && vent.perSquareFeet === 300 && ventilationQuestions(zone).vaporRetarder,
    sized:
      vent.squareInches === 0
        ? null
        : {
            squareInches: count(vent.squareInches),
            floor: count(floorSquareFeet),
            high: vent.high && { least: count(vent.high.least), most: count(vent.high.most) },
          },
  };
}

/** The attic's target and the layer to add, written in the sale's language; null before a target is chosen. */
function insulationParagraph({ site, soldR }: Attic, law: SaleLaw, voice: Voice): Paragraph | null {
  const edition = ieccEditionOf(law.rules);
  const target = site && atticTarget(site, edition, soldR ?? null);
  if (!site || !target) return null;
  const { quantity } = voice.formats;
  const existing = target.existing;
  return voice.words.terms.insulation({
    zone: zoneIn(site, edition),
    basis: target.attic
      ? {
          energyStar: {
            attic: target.attic,
            chart: ENERGY_STAR_CHART.title,
            basedOn: ENERGY_STAR_CHART.basedOn,
          },
        }
      : { code: edition },
    recommended: target.recommended,
    r: target.r,
    existing: existing && {
      material: existing.material,
      inches: quantity(existing.inches),
      perInch: quantity(EXISTING_MATERIALS[existing.material].tenthsPerInch / 10),
      r: existing.r,
    },
    added: target.added,
  });
}

export function terms(
  dates: ContractDates | null,
  law: SaleLaw,
  sold: readonly ProjectWarranty[] = [],
  voice: Voice = ENGLISH,
  attic: Attic = NO_ATTIC,
): Terms {
  const { words } = voice;
  const deposit = law.rules.deposit;
  const capped = deposit !== null && depositCapCents(law.rules, law.facts.priceCents) !== null;
  const sentence = deposit && (voice.language === 'es' ? (deposit.sentenceEs ?? deposit.sentence) : deposit.sentence);
  return {
    heading: words.terms.heading,
    validity: words.terms.validity(PROPOSAL_VALID_DAYS, dateRun(voice, dates?.validThrough)),
    warrantiesIntro: words.terms.warrantiesIntro,
    // Workmanship always; beyond it only what the price book says of the work sold (decision 051).
    warranties: [{ What: words.terms.workmanship, Years: WARRANTY_YEARS }, ...sold].map(
      (warranty, index, all) =>
        `${words.terms.warranty(warranty.What, warranty.Years)}${index === all.length - 1 ? '.' : ';'}`,
    ),
    ventilation: attic.floorSquareFeet > 0 ? words.terms.ventilation(ventilationWords(attic, law, voice)) : null,
    insulation: insulationParagraph(attic, law, voice),
    factSheets: factSheetsParagraph(attic, voice),
    deposit: capped && sentence ? [bold(sentence)] : null,
    workStart: law.rules.workMayStartInWindow ? null : words.terms.workStart(dateRun(voice, dates?.startFrom)),
  };
}

/** The statement 16 CFR 429.1(a) puts beside the buyer's signature, with the last day written out. */
export function cancellationStatement(dates: ContractDates | null, law: SaleLaw, voice: Voice = ENGLISH): Paragraph {
  const days = cancellationBusinessDays(law.rules, law.facts);
  return voice.words.cancellationStatement(voice.words.ordinal(days), dateRun(voice, dates?.cancelBy));
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
  voice: Voice = ENGLISH,
): NoticeOfCancellation {
  const notice = voice.words.notice;
  const sellerAddress = (seller.cancelTo?.addressLines ?? seller.addressLines).join(', ');
  const methods = law.rules.cancelMethods;
  // A state that names how the buyer cancels (New Jersey: registered or certified mail, or by hand) is not offered
  // an email address the law does not count.
  const email = methods.includes('email') ? (seller.cancelTo?.email ?? '') : '';
  const days = cancellationBusinessDays(law.rules, law.facts);
  return {
    copyLine: notice.copyLine(copy, NOTICE_COPIES),
    title: notice.title,
    transaction: [bold(notice.transaction), dateRun(voice, dates?.transaction)],
    reference: notice.reference(contractId),
    paragraphs: [
      [plain(notice.within(voice.words.cardinal(days)))],
      [plain(notice.refund)],
      [plain(notice.goods)],
      [plain(notice.pickUp)],
      [
        plain(methods.includes('mail') ? notice.byMail : notice.byCertifiedMail),
        bold(seller.name),
        plain(notice.at),
        bold(sellerAddress),
        ...(email ? [plain(notice.orEmail), bold(email)] : []),
        plain(notice.notLaterThan),
        dateRun(voice, dates?.cancelBy, true),
        plain('.'),
      ],
    ],
    cancelLine: notice.cancelLine,
    signatureLabels: notice.signatureLabels,
  };
}
