// The agents' approval keys (docs/decisions/055-price-floors.md): derived from the company's master key, itself
// derived from the server's JWT secret, so nothing new is stored; each agent's key changes with its key version.
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { and, eq, inArray } from 'drizzle-orm';
import { agentKey } from '#domain/approval/approval-code';
import type { ApprovalKey, Approver } from '#domain/approval/price-approval';
import type { AppDatabase } from '../db/connection';
import { agents, users } from '../db/schema';

/** The roles whose approval a tablet accepts. */
export const APPROVER_ROLES = ['manager', 'admin'] as const;

export function approvalMasterKey(jwtSecret: string): Uint8Array {
  return hmac(sha256, utf8ToBytes(jwtSecret), utf8ToBytes('contract-builder approval master key'));
}

export function agentApprovalKey(jwtSecret: string, agentId: string, keyVersion: number): Uint8Array {
  return agentKey(approvalMasterKey(jwtSecret), agentId, keyVersion);
}

/** The company's managers and admins who may approve, by name: at most a few hundred. */
export async function listApprovers(db: AppDatabase): Promise<Approver[]> {
  return (await approversWhere(db)).map(({ id, name }) => ({ id, name }));
}

/** One person who may approve, with their role, or null when the id is not an enabled manager's or admin's. */
export async function findApprover(
  db: AppDatabase,
  id: string,
): Promise<(Approver & { role: (typeof APPROVER_ROLES)[number] }) | null> {
  const [approver] = await approversWhere(db, id);
  return approver ?? null;
}

async function approversWhere(db: AppDatabase, id?: string) {
  const rows = await db
    .select({ id: agents.userId, name: agents.displayName, first: agents.first, last: agents.last, role: agents.role })
    .from(agents)
    .innerJoin(users, eq(users.id, agents.userId))
    .where(
      and(
        inArray(agents.role, [...APPROVER_ROLES]),
        eq(users.disabled, false),
        id === undefined ? undefined : eq(agents.userId, id),
      ),
    )
    .orderBy(agents.userId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name.trim() || `${row.first} ${row.last}`.trim(),
    role: row.role === 'admin' ? ('admin' as const) : ('manager' as const),
  }));
}

/** What a tablet receives at sign-in and at each refresh: its agent's key and who may approve. */
export async function approvalKeyFor(
  db: AppDatabase,
  jwtSecret: string,
  agent: { userId: string; approvalKeyVersion: number },
): Promise<ApprovalKey> {
  return {
    keyVersion: agent.approvalKeyVersion,
    key: bytesToHex(agentApprovalKey(jwtSecret, agent.userId, agent.approvalKeyVersion)),
    approvers: await listApprovers(db),
  };
}
