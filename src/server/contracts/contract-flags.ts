// What the office is told about a contract the cloud accepted but would have questioned (contract_flags). A flag is
// raised once per contract and reason; it changes nothing about the contract or its signed copy.
import type { AppDatabase } from '../db/connection';
import { contractFlags } from '../db/schema';
import type { FinancingJudgement } from './contract-checks';

export async function raiseFinancingFlags(
  tx: AppDatabase,
  contractId: string,
  signedOnOtherTerms: FinancingJudgement['signedOnOtherTerms'],
  { by, at }: { by: string; at: Date },
): Promise<void> {
  if (signedOnOtherTerms.length === 0) return;
  await tx
    .insert(contractFlags)
    .values(
      signedOnOtherTerms.map(({ terms, message }) => ({
        contractId,
        kind: 'financing-terms' as const,
        key: `financing-terms:${terms.id}:${terms.term}:${terms.apr}:${terms.visible}`,
        message:
          `Signed on the tablet with ${terms.code} at ${terms.term} months, ${terms.apr}% APR, ` +
          `terms the cloud would have refused: ${message}.`,
        detail: { plan: terms },
        raisedAt: at,
        raisedBy: by,
      })),
    )
    .onConflictDoNothing();
}
