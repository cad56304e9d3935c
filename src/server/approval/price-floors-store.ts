// The office's price floors (docs/decisions/055-price-floors.md): one row, read by every tablet with the price book,
// changed by an admin with its audit row in the same transaction.
import { eq } from 'drizzle-orm';
import { NO_FLOORS, type PriceFloors } from '#domain/approval/price-floors';
import { canonicalJson } from '#domain/contract/content';
import { recordAudit } from '../audit/audit-log';
import type { AppDatabase } from '../db/connection';
import { priceFloors } from '../db/schema';

export async function readFloors(db: AppDatabase): Promise<{ floors: PriceFloors; updatedAt: string | null }> {
  const [row] = await db.select().from(priceFloors).where(eq(priceFloors.id, 1));
  return { floors: row?.floors ?? NO_FLOORS, updatedAt: row?.updatedAt.toISOString() ?? null };
}

/** Saves the floors; false when they were so already (nothing written, no audit row). */
export async function saveFloors(
  db: AppDatabase,
  floors: PriceFloors,
  by: { userId: string | null; label: string },
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(priceFloors).where(eq(priceFloors.id, 1)).for('update');
    if (canonicalJson(before?.floors ?? NO_FLOORS) === canonicalJson(floors)) return false;
    await tx
      .insert(priceFloors)
      .values({ id: 1, floors, updatedAt: now, updatedBy: by.userId })
      .onConflictDoUpdate({ target: priceFloors.id, set: { floors, updatedAt: now, updatedBy: by.userId } });
    await recordAudit(tx, {
      actorUserId: by.userId,
      actorLabel: by.label,
      action: 'price-floors.change',
      subject: 'price-floors',
      before: before?.floors ?? null,
      after: floors,
      at: now,
    });
    return true;
  });
}
