// Who a contract in the cloud belongs to, as the routes that take in what was signed on a tablet need to know it:
// the row, its owner of record, and the agents the cloud knows among its agent, its creator and the caller.
import { eq } from 'drizzle-orm';
import type { OwnerOfRecord } from '../contracts/attribution';
import { agentFrom } from '../contracts/contract-rows';
import { loadKnownAgents } from '../contracts/known-agents';
import type { AppDatabase } from '../db/connection';
import { contracts } from '../db/schema';

export async function contractOwner(db: AppDatabase, contractId: string, callerId: string) {
  const [row] = await db.select().from(contracts).where(eq(contracts.legacyId, contractId));
  if (!row) return null;
  const known = await loadKnownAgents(db, [row.agentId, row.creatorId, callerId]);
  const owner: OwnerOfRecord = {
    createdBy: row.createdBy,
    agentId: row.agentId,
    agent: agentFrom(row.agentSnapshot, (row.agentId && known.get(row.agentId)) || null),
    creator: agentFrom(row.creatorSnapshot, (row.creatorId && known.get(row.creatorId)) || null),
  };
  return { row, owner, known };
}
