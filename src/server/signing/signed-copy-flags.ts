// What the office is told about a signed copy the cloud kept though it came in an unusual way: handed in by someone
// other than the person it names as preparer, or after the contract's cancellation was recorded.
import { contractFlags } from '../db/schema';
import type { AppDatabase } from '../db/connection';
import type { SignedRecord } from '#domain/signing/signed-record';

interface Raised {
  by: string;
  at: Date;
}

/** The record names another person of the contract than the one who handed it in (the office, a former creator). */
export async function raisePreparerFlag(
  tx: AppDatabase,
  record: SignedRecord,
  { preparerName, sellerId, by, at }: Raised & { preparerName: string; sellerId: string },
): Promise<void> {
  const preparer = record.preparedBy;
  await tx
    .insert(contractFlags)
    .values({
      contractId: record.contract.ContractId,
      kind: 'preparer-differs',
      key: `preparer-differs:${record.contentHash}`,
      message:
        `Signed copy names ${preparerName} as its preparer but was handed in by someone else; ` +
        'its price floors were checked for the agent of record.',
      detail: { preparedBy: preparer.Id, handedInBy: by, sellerOfRecord: sellerId },
      raisedAt: at,
      raisedBy: by,
    })
    .onConflictDoNothing();
}

/** A copy signed for a contract whose cancellation the office had recorded: kept as the customer's, never emailed. */
export async function raiseAfterCancellationFlag(
  tx: AppDatabase,
  record: SignedRecord,
  { noticeDate, by, at }: Raised & { noticeDate: string },
): Promise<void> {
  await tx
    .insert(contractFlags)
    .values({
      contractId: record.contract.ContractId,
      kind: 'signed-after-cancellation',
      key: `signed-after-cancellation:${record.contentHash}`,
      message:
        `A signed copy arrived after the cancellation (notice dated ${noticeDate}) was recorded: ` +
        'it is kept and was not emailed to the customer.',
      detail: { noticeDate },
      raisedAt: at,
      raisedBy: by,
    })
    .onConflictDoNothing();
}
