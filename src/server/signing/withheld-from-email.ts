// A signed copy the cloud keeps (it is the customer's) but does not email from the company's address: its PDF does
// not name the content it claims, or the contract's cancellation was recorded before it arrived. The office is told.
import { eq } from 'drizzle-orm';
import type { SignedRecord } from '#domain/signing/signed-record';
import type { AppDatabase } from '../db/connection';
import { contractCancellations, contractFlags } from '../db/schema';
import type { PdfInspection } from './pdf-inspection';
import { raiseAfterCancellationFlag } from './signed-copy-flags';

/** True when the copy's email is withheld; raises the flag that says why. */
export async function withheldFromEmail(
  tx: AppDatabase,
  record: SignedRecord,
  inspection: PdfInspection,
  { by, at }: { by: string; at: Date },
): Promise<boolean> {
  const contractId = record.contract.ContractId;
  const [cancelled] = await tx
    .select({ noticeDate: contractCancellations.noticeDate })
    .from(contractCancellations)
    .where(eq(contractCancellations.contractId, contractId));
  if (cancelled) {
    await raiseAfterCancellationFlag(tx, record, { noticeDate: cancelled.noticeDate, by, at });
    return true;
  }
  if (inspection.kind === 'this-document') return false;
  await tx
    .insert(contractFlags)
    .values({
      contractId,
      kind: 'pdf-unlabelled',
      key: `pdf-unlabelled:${record.contentHash}`,
      message:
        'The signed PDF does not name its contract and content (an app older than that check made it): it is kept ' +
        'and was not emailed. Open it, and resend it to the customer if it is right.',
      detail: { contentHash: record.contentHash },
      raisedAt: at,
      raisedBy: by,
    })
    .onConflictDoNothing();
  return true;
}
