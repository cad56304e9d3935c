// What the office is told about a contract the cloud accepted but would have questioned (contract_flags). A flag is
// raised once per contract and reason; it changes nothing about the contract or its signed copy.
import type { AppDatabase } from '../db/connection';
import { inArray } from 'drizzle-orm';
import { contractFlags, priceBookVersions } from '../db/schema';
import { offBookRates, priceBooksNamed } from '#domain/catalogue/book-rates';
import type { Contract, WorkScope } from '#domain/contract/model';
import { offerFault } from '#domain/contract/honest-offer';
import { depositGuide, saleLaw } from '#domain/contract/sale-law';
import { formatDollars } from '#domain/format/money-format';
import { calendarDateInZone, toIsoDate } from '#domain/legal/calendar-date';
import { toDollars } from '#domain/money';
import { missingInitials } from '#domain/signing/notice-initials';
import { recordLaw } from '#domain/signing/record-law';
import type { SignedRecord } from '#domain/signing/signed-record';
import type { FinancingJudgement } from './contract-checks';

export type NewContractFlag = typeof contractFlags.$inferInsert;

/** The flags of plans signed on the tablet on terms the cloud would have refused; a push writes them with itself. */
export function financingFlags(
  contractId: string,
  signedOnOtherTerms: FinancingJudgement['signedOnOtherTerms'],
  { by, at }: { by: string; at: Date },
): NewContractFlag[] {
  return signedOnOtherTerms.map(({ terms, message }) => ({
    contractId,
    kind: 'financing-terms' as const,
    key: `financing-terms:${terms.id}:${terms.term}:${terms.apr}:${terms.visible}`,
    message:
      `Signed on the tablet with ${terms.code} at ${terms.term} months, ${terms.apr}% APR, ` +
      `terms the cloud would have refused: ${message}.`,
    detail: { plan: terms },
    raisedAt: at,
    raisedBy: by,
  }));
}

/**
 * A contract signed on a tablet with a deposit above its state's cap: the tablet refuses to sign one, so it came from
 * an older app or a client that is not ours. The customer's copy stands; the office is told (decision 050).
 */
export function depositFlags(contract: Contract, { by, at }: { by: string; at: Date }): NewContractFlag[] {
  const guide = depositGuide(contract);
  if (guide.overCents === 0 || guide.capCents === null) return [];
  const state = saleLaw(contract).rules.name;
  return [
    {
      contractId: contract.ContractId,
      kind: 'deposit-over-cap' as const,
      key: `deposit-over-cap:${contract.Values.Deposit}:${guide.capCents}`,
      message:
        `Signed with a deposit of ${formatDollars(contract.Values.Deposit)}, ` +
        `${formatDollars(toDollars(guide.overCents))} over the ${formatDollars(toDollars(guide.capCents))} ` +
        `${state} allows on this price.`,
      detail: { deposit: contract.Values.Deposit, capCents: guide.capCents, state },
      raisedAt: at,
      raisedBy: by,
    },
  ];
}

/**
 * A signed copy without the buyer's initials on a notice its state's rules ask the buyer to initial: the tablet does
 * not let one be signed, so it came from an older app or a client that is not ours. The copy is kept, the customer's
 * to hold; the office is told which notices lack initials (decision 052).
 */
export async function raiseInitialsFlag(
  tx: AppDatabase,
  record: SignedRecord,
  { by, at }: { by: string; at: Date },
): Promise<void> {
  if (!record.rules) return;
  const missing = missingInitials(recordLaw(record), record.acknowledgments ?? []);
  if (missing.length === 0) return;
  const titles = missing.map((notice) => `"${notice.title}"`).join(', ');
  await tx
    .insert(contractFlags)
    .values({
      contractId: record.contract.ContractId,
      kind: 'notices-not-initialed' as const,
      key: `notices-not-initialed:${record.contentHash}`,
      message: `Signed without the buyer's initials on ${titles}, which ${record.rules.name} law asks the buyer to initial.`,
      detail: { notices: missing.map((notice) => notice.id), state: record.rules.state },
      raisedAt: at,
      raisedBy: by,
    })
    .onConflictDoNothing();
}

/**
 * A signed copy whose coupon promised an end it did not keep: no last day, a "today only" that ran longer, or a
 * signature after its last day. The tablet does not sign one (decision 059); the office is told what the customer
 * was offered.
 */
export async function raiseOfferFlag(
  tx: AppDatabase,
  record: SignedRecord,
  { by, at }: { by: string; at: Date },
): Promise<void> {
  const { contract } = record;
  const signedOn = calendarDateInZone(contract.Date, record.device.timeZone) ?? calendarDateInZone(contract.Date);
  if (!signedOn) return;
  const problem = offerFault(contract.Values.Coupon, toIsoDate(signedOn));
  if (!problem) return;
  const { Title, Amount, EndsOn } = contract.Values.Coupon;
  await tx
    .insert(contractFlags)
    .values({
      contractId: contract.ContractId,
      kind: 'offer-ended' as const,
      key: `offer-ended:${record.contentHash}`,
      message: `Signed on ${toIsoDate(signedOn)} with a coupon the tablet would have refused. ${problem}`,
      detail: { title: Title, amount: Amount, endsOn: EndsOn ?? null, signedOn: toIsoDate(signedOn) },
      raisedAt: at,
      raisedBy: by,
    })
    .onConflictDoNothing();
}

/**
 * A signed copy with a rate that is not the one of the price book its project names: the tablet only quotes the
 * book's rates, so the price before any discount was not one the company offered (decision 059). The office is told.
 */
export async function raiseOffBookFlag(
  tx: AppDatabase,
  record: SignedRecord,
  { by, at }: { by: string; at: Date },
): Promise<void> {
  const { contract } = record;
  const named = priceBooksNamed(contract);
  if (named.length === 0) return;
  const rows = await tx
    .select({ version: priceBookVersions.version, scopes: priceBookVersions.scopes })
    .from(priceBookVersions)
    .where(inArray(priceBookVersions.version, named));
  const off = offBookRates(contract, new Map<number, WorkScope[]>(rows.map((row) => [row.version, row.scopes])));
  if (off.length === 0) return;
  const lines = off.map(
    ({ wsid, line, rate, bookRate, priceBook }) =>
      `#${wsid} ${line} at ${formatDollars(rate)} (price book ${priceBook}: ` +
      `${bookRate === null ? 'no such line' : formatDollars(bookRate)})`,
  );
  await tx
    .insert(contractFlags)
    .values({
      contractId: contract.ContractId,
      kind: 'off-price-book' as const,
      key: `off-price-book:${record.contentHash}`,
      message: `Signed with ${off.length === 1 ? 'a rate' : `${off.length} rates`} not in the price book: ${lines.join('; ')}.`,
      detail: { lines: off },
      raisedAt: at,
      raisedBy: by,
    })
    .onConflictDoNothing();
}
