// One contract opened in the office: its state, every version the cloud accepted, each signed copy and installer's
// receipt with its PDF's hash computed again, the emails of each, the flags raised on it and its cancellation.
import { createHash } from 'node:crypto';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { OfficeContractDetail } from '#api/office-contracts';
import { listContractVersions } from '../contracts/contract-download';
import type { AppDatabase } from '../db/connection';
import { contractFlags, contracts, goals, installerReceipts, projects, signedContracts } from '../db/schema';
import { receiptsKept } from '../signing/installer-receipt-keep';
import { signedReceipts } from '../signing/signed-versions';
import { findCancellation } from './cancellations';
import { findOfficeContract } from './office-contracts';

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export async function officeContractDetail(db: AppDatabase, contractId: string): Promise<OfficeContractDetail | null> {
  const contract = await findOfficeContract(db, contractId);
  if (!contract) return null;
  const [versions, receipts, kept, flags, cancellation, priceBooks, [stored], installed] = await Promise.all([
    listContractVersions(db, contractId),
    signedReceipts(db, { contractId }),
    db
      .select({ contentHash: signedContracts.contentHash, pdf: signedContracts.pdf, record: signedContracts.record })
      .from(signedContracts)
      .where(eq(signedContracts.contractId, contractId)),
    db
      .select({ kind: contractFlags.kind, message: contractFlags.message, raisedAt: contractFlags.raisedAt })
      .from(contractFlags)
      .where(eq(contractFlags.contractId, contractId))
      .orderBy(asc(contractFlags.raisedAt)),
    findCancellation(db, contractId),
    db
      .selectDistinct({ version: projects.priceBookVersion })
      .from(projects)
      .innerJoin(goals, eq(goals.id, projects.goalId))
      .innerJoin(contracts, eq(contracts.id, goals.contractId))
      .where(and(eq(contracts.legacyId, contractId), isNotNull(projects.priceBookVersion)))
      .orderBy(asc(projects.priceBookVersion)),
    db.select({ options: contracts.options }).from(contracts).where(eq(contracts.legacyId, contractId)),
    installerReceiptsOf(db, contractId),
  ]);
  const byHash = new Map(kept.map((row) => [row.contentHash, row]));
  return {
    contract,
    versions: versions?.versions ?? [],
    signed: receipts.map((receipt) => {
      const row = byHash.get(receipt.contentHash);
      const pdf = row ? Uint8Array.from(row.pdf) : new Uint8Array();
      return {
        contentHash: receipt.contentHash,
        pdfHash: receipt.pdfHash,
        signedAt: receipt.signedAt,
        receivedAt: receipt.receivedAt,
        pdfIntact: row !== undefined && sha256Hex(pdf) === receipt.pdfHash,
        pdfBytes: pdf.byteLength,
        customerEmail: row?.record.consent.email ?? '',
        emails: receipt.emails,
      };
    }),
    installerReceipts: installed,
    flags: flags.map((flag) => ({ ...flag, raisedAt: flag.raisedAt.toISOString() })),
    cancellation,
    priceBooks: priceBooks.flatMap(({ version }) => (version === null ? [] : [version])),
    options: (stored?.options ?? []).map((option) => ({
      name: option.Name,
      netDue: option.Current ? contract.netDue : option.Values.NetDue,
      current: option.Current === true,
    })),
  };
}

async function installerReceiptsOf(
  db: AppDatabase,
  contractId: string,
): Promise<OfficeContractDetail['installerReceipts']> {
  const [answers, rows] = await Promise.all([
    receiptsKept(db, { contractId }),
    db
      .select({ id: installerReceipts.id, receipt: installerReceipts.receipt, pdf: installerReceipts.pdf })
      .from(installerReceipts)
      .where(eq(installerReceipts.contractId, contractId)),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return answers.flatMap((answer) => {
    const row = byId.get(answer.id);
    if (!row) return [];
    return [
      {
        pdfHash: answer.pdfHash,
        installedOn: row.receipt.InstalledOn,
        installer: row.receipt.Installer.Name,
        areas: row.receipt.Areas.map((area) => area.Area),
        signedAt: answer.signedAt,
        receivedAt: answer.receivedAt,
        pdfIntact: sha256Hex(Uint8Array.from(row.pdf)) === answer.pdfHash,
        emails: answer.emails,
      },
    ];
  });
}

/** A kept installer's receipt PDF of the contract, with whether its bytes still hash to what was recorded. */
export async function receiptPdf(
  db: AppDatabase,
  contractId: string,
  pdfHash: string,
): Promise<{ pdf: Uint8Array; installedOn: string; intact: boolean } | null> {
  const [row] = await db
    .select({ pdf: installerReceipts.pdf, receipt: installerReceipts.receipt })
    .from(installerReceipts)
    .where(and(eq(installerReceipts.contractId, contractId), eq(installerReceipts.pdfHash, pdfHash)));
  if (!row) return null;
  const pdf = Uint8Array.from(row.pdf);
  return { pdf, installedOn: row.receipt.InstalledOn, intact: sha256Hex(pdf) === pdfHash };
}

/** A kept signed PDF of the contract with whether its bytes still hash to what was recorded; null when not kept. */
export async function signedPdf(
  db: AppDatabase,
  contractId: string,
  contentHash: string,
): Promise<{ pdf: Uint8Array; pdfHash: string; intact: boolean } | null> {
  const [row] = await db
    .select({ pdf: signedContracts.pdf, pdfHash: signedContracts.pdfHash })
    .from(signedContracts)
    .where(and(eq(signedContracts.contractId, contractId), eq(signedContracts.contentHash, contentHash)));
  if (!row) return null;
  const pdf = Uint8Array.from(row.pdf);
  return { pdf, pdfHash: row.pdfHash, intact: sha256Hex(pdf) === row.pdfHash };
}
