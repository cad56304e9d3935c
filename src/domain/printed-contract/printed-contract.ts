// The contract as it is printed: every word and figure of the page, worked out once from the contract, so the screen,
// the paper and the signed PDF render one model and cannot say different things
// (docs/decisions/031-the-signed-contract.md). Nothing here is laid out: the renderings decide where each part goes.
import { goalsOnContract } from '../contract/document';
import type { Agent, Calculation, Contract, Coupon, FinancingOption, Goal, Values } from '../contract/model';
import { saleLaw, type SaleLaw } from '../contract/sale-law';
import { netDueCents, totalAfterDiscountsCents } from '../contract/values';
import { activeFinancingOptions } from '../financing/options';
import { paymentsFor } from '../financing/payments';
import { formatDate } from '../format/date-format';
import { formatDollars, formatWholeDollars } from '../format/money-format';
import { goalTitle, personName } from '../format/names';
import { formatFactor, formatPercent, formatQuantity } from '../format/number-format';
import { formatPhone } from '../format/phone';
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

export const UNSAVED_NOTE = 'Not yet saved: the contract is dated the day SAVE & CONTINUE is pressed.';
export const HEADINGS = {
  work: 'Work to be done',
  price: 'Price',
  financing: 'Financing',
  notes: 'Notes',
  signatures: 'Signatures',
} as const;
export const WORK_COLUMNS = ['Quantity', 'Description', 'Rate', 'Difficulty', 'Total'] as const;
export const NO_QUANTITIES = 'No quantities entered.';

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
  contractId: string;
  seller: { name: string; addressLines: string[]; phone: string; license: string };
  date: string;
  unsavedNote: string | null;
  description: string | null;
  customer: PrintedParty;
  preparedBy: PrintedParty;
  /** The same array for as long as the contract's Goals array is the same (printedWork). */
  work: readonly PrintedGoal[];
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
  /** Not saved yet: the document says the date is fixed by SAVE & CONTINUE. */
  unsaved?: boolean;
  /** The law it is made under: the device's rules for its state, or a signed record's own (decision 050). */
  law?: SaleLaw;
}

export function printContract({
  contract,
  preparedBy,
  agentPhone,
  seller,
  timeZone,
  unsaved = false,
  law = saleLaw(contract),
}: PrintInput): PrintedContract {
  const dates = contractDates(contract.Date, timeZone, law);
  return {
    contractId: contract.ContractId,
    seller: {
      name: seller.name,
      addressLines: seller.addressLines,
      phone: `Phone ${formatPhone(seller.phone)}`,
      license: seller.license,
    },
    date: formatDate(contract.Date, timeZone),
    unsavedNote: unsaved ? UNSAVED_NOTE : null,
    description: contract.Description.trim() === '' ? null : contract.Description,
    customer: printedCustomer(contract),
    preparedBy: {
      heading: 'Prepared by',
      name: agentName(preparedBy),
      lines: [...(preparedBy.Email.trim() === '' ? [] : [preparedBy.Email]), `Phone ${formatPhone(agentPhone)}`],
    },
    work: printedWork(contract.Goals),
    price: priceRows(contract.Values),
    financing: printedFinancing(contract.Values),
    notes: contract.Notes.trim() === '' ? null : contract.Notes,
    terms: terms(dates, law, warrantiesSold(contract)),
    cancellation: cancellationStatement(dates, law),
    signatureLabels: { customer: 'Customer signature', agent: 'Agent signature', date: 'Date' },
    notices: Array.from({ length: NOTICE_COPIES }, (_, index) =>
      noticeOfCancellation(index + 1, seller, contract.ContractId, dates, law),
    ),
    stateNotices: printedStateNotices(law, {
      buyer: personName(contract.Customer.First, contract.Customer.Last),
      seller,
    }),
    dates,
  };
}

/** 'First Last', else the display name (the company's default agent has only that), else the email. */
export function agentName(agent: Agent): string {
  return personName(agent.First, agent.Last) || agent.Display.trim() || agent.Email.trim();
}

function printedCustomer({ Customer: customer }: Contract): PrintedParty {
  const cityLine = [customer.City.trim(), [customer.State.trim(), customer.PostalCode.trim()].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return {
    heading: 'Customer',
    name: personName(customer.First, customer.Last),
    lines: [
      ...[customer.Address1, customer.Address2, cityLine].filter((line) => line.trim() !== ''),
      ...(customer.Phone.trim() === '' ? [] : [`Phone ${formatPhone(customer.Phone)}`]),
      ...(customer.Email.trim() === '' ? [] : [customer.Email]),
    ],
  };
}

function printedLine(calculation: Calculation): PrintedLine {
  return {
    key: calculation.Guid,
    quantity: `${formatQuantity(calculation.Quantity)} ${calculation.QuantityLabel}`,
    description: calculation.Name,
    rate: formatDollars(calculation.Rate),
    difficulty: formatFactor(calculation.DifficultyFactor),
    total: formatDollars(calculation.Total),
  };
}

// The work is most of a big contract's printed model (2,500 lines of
// formatted figures), and the Contract step prints the contract again on every
// visit and every change of a deposit or a note. Every edit replaces the Goals
// array rather than changing it (contract/edits.ts), so the work printed from
// one Goals array holds as long as that array lives: it is kept per array.
const workByGoals = new WeakMap<Goal[], readonly PrintedGoal[]>();

function printedWork(goals: Goal[]): readonly PrintedGoal[] {
  const known = workByGoals.get(goals);
  if (known) return known;
  const work = goalsOnContract({ Goals: goals }).map((section) => {
    const title = goalTitle(section.goal, section.position);
    return {
      key: section.goal.Gid,
      title,
      projects: section.projects.map(({ project, calculations }) => ({
        key: project.Pid,
        code: `#${project.Wsid}`,
        name: project.Name,
        treatmentNotes: project.TreatmentNotes.trim(),
        lines: calculations.map(printedLine),
      })),
      subtotalLabel: `${title} subtotal`,
      subtotal: formatDollars(section.goal.SubTotal),
    };
  });
  workByGoals.set(goals, work);
  return work;
}

/** 'Fall savings (10%)', 'Fall savings', '10%' or ''. */
function couponDetail(coupon: Coupon): string {
  const title = coupon.Title.trim();
  const percent = coupon.Percent > 0 ? formatPercent(coupon.Percent) : '';
  if (title && percent) return `${title} (${percent})`;
  return title || percent;
}

/** A deduction as printed: '-$500.00'; nothing deducted is '$0.00'. */
function deduction(active: boolean, amount: number): string {
  return formatDollars(active ? -amount : 0);
}

function priceRows(values: Values): PriceRow[] {
  const { Discount: discount, Coupon: coupon } = values;
  return [
    { kind: 'total', label: 'Total', detail: '', amount: formatDollars(values.Total), given: true },
    {
      kind: 'discount',
      label: 'Discount',
      detail: '',
      amount: deduction(discount.Active, discount.Amount),
      given: discount.Active,
    },
    {
      kind: 'coupon',
      label: 'Coupon',
      detail: couponDetail(coupon),
      amount: deduction(coupon.Active, coupon.Amount),
      given: coupon.Active,
    },
    {
      kind: 'after-discounts',
      label: 'Contract Total after discounts',
      detail: '',
      amount: formatDollars(toDollars(totalAfterDiscountsCents(values))),
      given: true,
    },
    { kind: 'deposit', label: 'Deposit', detail: '', amount: formatDollars(values.Deposit), given: true },
    {
      kind: 'net-due',
      label: 'Net Due',
      detail: '',
      amount: formatDollars(toDollars(netDueCents(values))),
      given: true,
    },
  ];
}

/** '60 months at 8.99% APR: $105 per month ($24 per week)'. */
export function financingLine(option: FinancingOption, amountCents: Cents): string {
  const { monthlyCents, weeklyCents } = paymentsFor(amountCents, option);
  const months = `${option.Term} ${option.Term === 1 ? 'month' : 'months'}`;
  const monthly = formatWholeDollars(toDollars(monthlyCents));
  const weekly = formatWholeDollars(toDollars(weeklyCents));
  return `${months} at ${formatPercent(option.Apr)} APR: ${monthly} per month (${weekly} per week)`;
}

function printedFinancing(values: Values): PrintedFinancing {
  const options = activeFinancingOptions(values);
  const financed = netDueCents(values);
  return {
    options: options.map((option) => financingLine(option, financed)),
    note:
      options.length === 0
        ? null
        : `Payments are worked out on the Net Due of ${formatDollars(toDollars(financed))} and are subject to credit approval.`,
  };
}
