// The contract as it is printed: every word and figure of the page, worked out once from the contract, so the screen,
// the paper and the signed PDF render one model and cannot say different things
// (docs/decisions/031-the-signed-contract.md). Nothing here is laid out: the renderings decide where each part goes.
import { atticRSold } from '../insulation/attic-target';
import { ieccEditionOf } from '../legal/state-law';
import { quoteLabelsOf } from './quote-labels';
import { currentSite } from '../insulation/job-site';
import { goalsOnContract } from '../contract/document';
import type { Agent, Calculation, Contract, Coupon, FinancingOption, Goal, Values } from '../contract/model';
import { saleLaw, type SaleLaw } from '../contract/sale-law';
import { netDueCents, totalAfterDiscountsCents } from '../contract/values';
import { activeFinancingOptions } from '../financing/options';
import { paymentsFor } from '../financing/payments';
import { personName } from '../format/names';
import { formatPhone } from '../format/phone';
import type { SaleLanguage } from '../legal/state-rules/rules-schema';
import { calendarDateInZone } from '../legal/calendar-date';
import { toDollars, type Cents } from '../money';
import { contractDates, type ContractDates } from './contract-dates';
import {
  cancellationStatement,
  NOTICE_COPIES,
  noticeOfCancellation,
  terms,
  warrantiesSold,
  type NoticeOfCancellation,
  type Terms,
} from './legal-text';
import type { Seller } from './seller';
import { printedStateNotices, type PrintedStateNotice } from './state-notices';
import type { Paragraph } from './text-runs';
import { ENGLISH, saleLanguage, voiceOf, type ContractWords, type Voice } from './words/contract-words';

const englishLabels = ENGLISH.words.labels;
export const UNSAVED_NOTE = ENGLISH.words.unsavedNote;
export const HEADINGS = {
  work: englishLabels.work,
  price: englishLabels.price,
  financing: englishLabels.financing,
  notes: englishLabels.notes,
  signatures: englishLabels.signatures,
} as const;
export const WORK_COLUMNS = englishLabels.workColumns;
export const NO_QUANTITIES = englishLabels.noQuantities;

export interface PrintedParty {
  heading: string;
  name: string;
  lines: string[];
}

export interface PrintedLine {
  key: string;
  quantity: string;
  description: string;
  rate: string;
  difficulty: string;
  total: string;
}

export interface PrintedProject {
  key: string;
  code: string;
  name: string;
  /**
   * What the crew will do in this home beyond the scope's own lines, as the
   * agent noted it with the customer ('' when none): part of the work the
   * customer agrees to, so it prints (docs/decisions/034-the-originals-details.md).
   */
  treatmentNotes: string;
  /** Only the lines with a quantity; none prints 'No quantities entered.' */
  lines: PrintedLine[];
}

export interface PrintedGoal {
  key: string;
  title: string;
  projects: PrintedProject[];
  subtotalLabel: string;
  subtotal: string;
}

export type PriceRowKind = 'total' | 'discount' | 'coupon' | 'after-discounts' | 'deposit' | 'net-due';

export interface PriceRow {
  kind: PriceRowKind;
  label: string;
  /** 'Fall savings (10%)' beside the coupon; '' elsewhere. */
  detail: string;
  amount: string;
  /** False for a discount or coupon not given: on screen it stays, to be tapped; paper leaves it out. */
  given: boolean;
}

export interface PrintedFinancing {
  /** '60 months at 8.99% APR: $105 per month ($24 per week)', one per plan chosen. */
  options: string[];
  /** How the payments were worked out; null when none is chosen. */
  note: string | null;
}

export interface PrintedContract {
  /** The language of the sale, which every word below is in (decision 053). */
  language: SaleLanguage;
  /** The document's own labels (headings, columns) in that language. */
  labels: ContractWords['labels'];
  contractId: string;
  seller: { name: string; addressLines: string[]; phone: string; license: string };
  date: string;
  unsavedNote: string | null;
  description: string | null;
  customer: PrintedParty;
  preparedBy: PrintedParty;
  /** The same array for as long as the contract's Goals array is the same (printedWork). */
  work: readonly PrintedGoal[];
  /** Under each loose-fill line, what its label asks for, by project key (quote-labels.ts, decision 084). */
  quoteLabels: ReadonlyMap<string, string>;
  price: PriceRow[];
  financing: PrintedFinancing;
  notes: string | null;
  terms: Terms;
  /** The buyer's right to cancel, in bold beside the buyer's signature. */
  cancellation: Paragraph;
  signatureLabels: { customer: string; agent: string; date: string };
  notices: NoticeOfCancellation[];
  /** The notices the job site's state requires, each printed where its placement says (decision 052). */
  stateNotices: PrintedStateNotice[];
  /** Null when the contract's date cannot be read: the paper leaves blanks. */
  dates: ContractDates | null;
}

export interface PrintInput {
  contract: Contract;
  preparedBy: Agent;
  /** The phone printed beside the agent: theirs, else the company's (domain agentPhone). */
  agentPhone: string;
  seller: Seller;
  /** IANA zone the contract's date is read in: the device's, where the transaction is. */
  timeZone: string;
  /** Not saved yet: the document says it is a draft, dated today (decision 078). */
  unsaved?: boolean;
  /** A draft of changes to a contract saved on this day (ISO): the document names that contract's date. */
  changedSince?: string | null;
  /** The law it is made under: the device's rules for its state, or a signed record's own (decision 050). */
  law?: SaleLaw;
}

/** The day a contract was agreed, in words, in its own time zone ('Monday, November 23, 2026'). */
function formatChangedSince(iso: string, timeZone: string, formats: Voice['formats']): string {
  const day = calendarDateInZone(iso, timeZone) ?? calendarDateInZone(iso);
  return day ? formats.longDate(day) : formats.headerDate(iso, timeZone);
}

export function printContract({
  contract,
  preparedBy,
  agentPhone,
  seller,
  timeZone,
  unsaved = false,
  changedSince = null,
  law = saleLaw(contract),
}: PrintInput): PrintedContract {
  const language = saleLanguage(contract);
  const voice = voiceOf(language);
  const { words, formats } = voice;
  const dates = contractDates(contract.Date, timeZone, law);
  return {
    language,
    labels: words.labels,
    contractId: contract.ContractId,
    seller: {
      name: seller.name,
      addressLines: seller.addressLines,
      phone: words.phone(formatPhone(seller.phone)),
      license: seller.license,
    },
    date: formats.headerDate(contract.Date, timeZone),
    unsavedNote: !unsaved
      ? null
      : changedSince
        ? words.changedNote(formatChangedSince(changedSince, timeZone, formats))
        : words.unsavedNote,
    description: contract.Description.trim() === '' ? null : contract.Description,
    customer: printedCustomer(contract, words),
    preparedBy: {
      heading: words.preparedBy,
      name: agentName(preparedBy),
      lines: [...(preparedBy.Email.trim() === '' ? [] : [preparedBy.Email]), words.phone(formatPhone(agentPhone))],
    },
    work: printedWork(contract.Goals, voice),
    quoteLabels: quoteLabelsOf(contract, ieccEditionOf(law.rules), voice),
    price: priceRows(contract.Values, voice),
    financing: printedFinancing(contract.Values, voice),
    notes: contract.Notes.trim() === '' ? null : contract.Notes,
    terms: terms(dates, law, warrantiesSold(contract), voice, {
      site: currentSite(contract),
      floorSquareFeet: currentSite(contract)?.AtticFloor ?? 0,
      soldR: atticRSold(contract.Goals),
      factSheets: { shown: contract.FactSheets ?? [], timeZone },
    }),
    cancellation: cancellationStatement(dates, law, voice),
    signatureLabels: words.signatureLabels,
    notices: Array.from({ length: NOTICE_COPIES }, (_, index) =>
      noticeOfCancellation(index + 1, seller, contract.ContractId, dates, law, voice),
    ),
    stateNotices: printedStateNotices(
      law,
      { buyer: personName(contract.Customer.First, contract.Customer.Last), seller },
      language,
    ),
    dates,
  };
}

/** 'First Last', else the display name (the company's default agent has only that), else the email. */
export function agentName(agent: Agent): string {
  return personName(agent.First, agent.Last) || agent.Display.trim() || agent.Email.trim();
}

export function printedCustomer({ Customer: customer }: Contract, words: ContractWords): PrintedParty {
  const cityLine = [customer.City.trim(), [customer.State.trim(), customer.PostalCode.trim()].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return {
    heading: words.customer,
    name: personName(customer.First, customer.Last),
    lines: [
      ...[customer.Address1, customer.Address2, cityLine].filter((line) => line.trim() !== ''),
      ...(customer.Phone.trim() === '' ? [] : [words.phone(formatPhone(customer.Phone))]),
      ...(customer.Email.trim() === '' ? [] : [customer.Email]),
    ],
  };
}

function printedLine(calculation: Calculation, { formats, words }: Voice): PrintedLine {
  return {
    key: calculation.Guid,
    quantity: `${formats.quantity(calculation.Quantity)} ${words.unit(calculation.QuantityLabel, calculation.Quantity)}`,
    description: calculation.Name,
    rate: formats.dollars(calculation.Rate),
    difficulty: formats.factor(calculation.DifficultyFactor),
    total: formats.dollars(calculation.Total),
  };
}

// The work is most of a big contract's printed model (2,500 lines of
// formatted figures), and the Contract step prints the contract again on every
// visit and every change of a deposit or a note. Every edit replaces the Goals
// array rather than changing it (contract/edits.ts), so the work printed from
// one Goals array holds as long as that array lives: it is kept per array (and language).
const workByGoals = new WeakMap<Goal[], Map<Voice, readonly PrintedGoal[]>>();

function printedWork(goals: Goal[], voice: Voice): readonly PrintedGoal[] {
  const known = workByGoals.get(goals)?.get(voice);
  if (known) return known;
  const { words, formats } = voice;
  const work = goalsOnContract({ Goals: goals }).map((section) => {
    const title = section.goal.Name.trim() || words.goal(section.position + 1);
    return {
      key: section.goal.Gid,
      title,
      projects: section.projects.map(({ project, calculations }) => ({
        key: project.Pid,
        code: `#${project.Wsid}`,
        name: project.Name,
        treatmentNotes: project.TreatmentNotes.trim(),
        lines: calculations.map((calculation) => printedLine(calculation, voice)),
      })),
      subtotalLabel: words.subtotal(title),
      subtotal: formats.dollars(section.goal.SubTotal),
    };
  });
  const byVoice = workByGoals.get(goals) ?? new Map<Voice, readonly PrintedGoal[]>();
  byVoice.set(voice, work);
  workByGoals.set(goals, byVoice);
  return work;
}

/** 'Fall savings (10%)', 'Fall savings', '10%' or '', then when the offer ends: 'Fall savings (10%), offer ends …'. */
function couponDetail(coupon: Coupon, { words, formats }: Voice): string {
  const title = coupon.Title.trim();
  const percent = coupon.Percent > 0 ? formats.percent(coupon.Percent) : '';
  const named = title && percent ? `${title} (${percent})` : title || percent;
  const lastDay = coupon.EndsOn && calendarDateInZone(coupon.EndsOn);
  if (!lastDay) return named;
  const ends = words.offerEnds(formats.longDate(lastDay));
  return named ? `${named}, ${ends}` : ends;
}

function priceRows(values: Values, voice: Voice): PriceRow[] {
  const { Discount: discount, Coupon: coupon } = values;
  const labels = voice.words.priceRows;
  const dollars = voice.formats.dollars;
  /** A deduction as printed: '-$500.00'; nothing deducted is '$0.00'. */
  const deduction = (active: boolean, amount: number) => dollars(active ? -amount : 0);
  const row = (kind: PriceRowKind, amount: string, given = true, detail = ''): PriceRow => ({
    kind,
    label: labels[kind],
    detail,
    amount,
    given,
  });
  return [
    row('total', dollars(values.Total)),
    row('discount', deduction(discount.Active, discount.Amount), discount.Active),
    row('coupon', deduction(coupon.Active, coupon.Amount), coupon.Active, couponDetail(coupon, voice)),
    row('after-discounts', dollars(toDollars(totalAfterDiscountsCents(values)))),
    row('deposit', dollars(values.Deposit)),
    row('net-due', dollars(toDollars(netDueCents(values)))),
  ];
}

/** '60 months at 8.99% APR: $105 per month ($24 per week)'. */
export function financingLine(option: FinancingOption, amountCents: Cents, voice: Voice = ENGLISH): string {
  const { monthlyCents, weeklyCents } = paymentsFor(amountCents, option);
  const { words, formats } = voice;
  return words.financingLine(
    option.Term,
    formats.percent(option.Apr),
    formats.wholeDollars(toDollars(monthlyCents)),
    formats.wholeDollars(toDollars(weeklyCents)),
  );
}

function printedFinancing(values: Values, voice: Voice): PrintedFinancing {
  const options = activeFinancingOptions(values);
  const financed = netDueCents(values);
  return {
    options: options.map((option) => financingLine(option, financed, voice)),
    note: options.length === 0 ? null : voice.words.financingNote(voice.formats.dollars(toDollars(financed))),
  };
}
