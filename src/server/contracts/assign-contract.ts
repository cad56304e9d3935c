// The office gives a contract to another agent (docs/decisions/036-roles.md): a new version naming them as its agent,
// written like a sync (rows, version, search summary) in one transaction with its audit row. The tablet that held it
// meets it at its next push (a conflict) and takes the cloud's copy; the creator of record never changes.
import { eq, sql } from 'drizzle-orm';
import type { Contract } from '#domain/contract/model';
import { recordAudit } from '../audit/audit-log';
import { queryRows, type AppDatabase } from '../db/connection';
import { contracts } from '../db/schema';
import { agentOf, personName } from './attribution';
import { contentHash } from './content-hash';
import { readContract } from './contract-download';
import { toRows } from './contract-rows';
import { readSyncContext } from './sync-reads';
import { writeVersion } from './sync-writes';

export interface AssignRequest {
  contractId: string;
  /** The agent who takes it (a user id). */
  toUserId: string;
  /** Who assigns it, and how (for the version and the audit log). */
  by: { userId: string; label: string };
  now: Date;
}

export type AssignOutcome =
  | { status: 'assigned'; version: number; from: string; to: string }
  | { status: 'unchanged'; version: number }
  | { status: 'no-contract' }
  | { status: 'no-agent' };

export async function assignContract(db: AppDatabase, request: AssignRequest): Promise<AssignOutcome> {
  const { contractId, toUserId, by, now } = request;
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(contracts).where(eq(contracts.legacyId, contractId)).for('update');
    if (!row) return { status: 'no-contract' as const };
    if (row.agentId === toUserId) return { status: 'unchanged' as const, version: row.version };
    const [stored] = await queryRows<{ document: Contract }>(
      tx,
      sql`select document from contract_versions where contract_id = ${row.id} and version = ${row.version}`,
    );
    // Contracts synced before versions were kept are read back from their rows.
    const current = stored?.document ?? (await readContract(tx, row)).contract;
    const context = await readSyncContext(tx, { ...current, Agent: null }, toUserId, contractId);
    const target = context.knownAgents.get(toUserId);
    if (!target) return { status: 'no-agent' as const };
    const assigned: Contract = { ...current, Agent: agentOf(target) };
    const rows = toRows(assigned, {
      agentIdKnown: (id) => id === toUserId || context.knownAgents.has(id),
      workScopeExists: (id) => context.knownScopes.has(id),
    });
    const version = row.version + 1;
    const write = {
      row: {
        kind: 'replace' as const,
        contractId: row.id,
        readVersion: row.version,
        formerCustomerId: row.customerId,
        values: { ...rows.contract, contentHash: contentHash(assigned), syncedAt: now, updatedAt: now, version },
      },
      rows,
      version,
      pushedBy: by.userId,
      pushedAt: now,
      device: `assigned by ${by.label}`,
      document: assigned,
      flags: [],
    };
    // The row is locked: it is still the version read.
    if ((await writeVersion(tx, write)) === null) throw new Error(`contract ${contractId} moved on while locked`);
    const from = personName(current.Agent);
    const to = personName(assigned.Agent);
    await recordAudit(tx, {
      actorUserId: by.userId,
      actorLabel: by.label,
      action: 'contract.assign',
      subject: `contract:${contractId}`,
      before: { agent: current.Agent, version: row.version },
      after: { agent: assigned.Agent, version },
      at: now,
    });
    return { status: 'assigned' as const, version, from, to };
  });
}
