// The company's details as the office keeps them: read by every tablet at its sync, changed by an admin with its
// audit row in the same transaction (docs/decisions/046-company-details-served.md).
import { eq } from 'drizzle-orm';
import type { CompanyDetails } from '#domain/company/company-details';
import { canonicalJson } from '#domain/contract/content';
import { recordAudit } from '../audit/audit-log';
import type { AppDatabase } from '../db/connection';
import { companyDetails } from '../db/schema';

export async function readCompany(
  db: AppDatabase,
): Promise<{ company: CompanyDetails | null; updatedAt: string | null }> {
  const [row] = await db.select().from(companyDetails).where(eq(companyDetails.id, 1));
  return { company: row?.details ?? null, updatedAt: row?.updatedAt.toISOString() ?? null };
}

/** Saves the details; false when they were so already (nothing written, no audit row). */
export async function saveCompany(
  db: AppDatabase,
  details: CompanyDetails,
  by: { userId: string | null; label: string },
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(companyDetails).where(eq(companyDetails.id, 1)).for('update');
    // jsonb keeps keys in its own order: compared as canonical JSON.
    if (before && canonicalJson(before.details) === canonicalJson(details)) return false;
    await tx
      .insert(companyDetails)
      .values({ id: 1, details, updatedAt: now, updatedBy: by.userId })
      .onConflictDoUpdate({ target: companyDetails.id, set: { details, updatedAt: now, updatedBy: by.userId } });
    await recordAudit(tx, {
      actorUserId: by.userId,
      actorLabel: by.label,
      action: 'company.change',
      subject: 'company',
      before: before?.details ?? null,
      after: details,
      at: now,
    });
    return true;
  });
}
