// Pushing a contract to the cloud database. A sync writes the whole document
// in one transaction (customer, contract, rooms, goals, projects,
// calculations) or nothing; it is safe to repeat and it refuses a push based
// on an older version than the cloud's. docs/decisions/009-sync.md explains
// the rules.
import { and, eq, sql } from 'drizzle-orm';
import { duplicateClientIds } from '#api/contract-calls';
import type { Contract } from '#domain/contract/model';
import { sqlState } from '../db/sql-state';
import type { AppDatabase } from '../db/connection';
import type { Role } from '#api/roles';
import { contracts, customers } from '../db/schema';
import { attribute, mayWrite, notYoursMessage, type OwnerOfRecord } from './attribution';
import {
  describeProblems,
  financingChoiceProblems,
  financingTermsProblems,
  storageProblems,
  totalsDisagreements,
  type ContractProblem,
  type PreviousFinancing,
} from './contract-checks';
import { readContract, type DownloadedContract } from './contract-download';
import { agentFrom, toRows, type ContractRow } from './contract-rows';
import { contentHash } from './content-hash';
import { idsUsedElsewhere, readSyncContext, type SyncContext } from './sync-reads';
import { writeContractRows } from './sync-writes';

export interface SyncOptions {
  /** The pushing device's User-Agent, kept with each version and on the contract's first push. */
  deviceUserAgent: string | null;
  /** The signed-in user who pushes (the access token's): kept with the version, and the creator of record on a first push. */
  pushedBy: string;
  /** Their role: the office may change any contract (docs/decisions/036-roles.md). */
  role: Role;
  now: Date;
}

export type SyncOutcome =
  /** Written as `version` (1 on the first push). */
  | { status: 'written'; version: number; syncedAt: string }
  /** The cloud already holds this very document (a repeated push): nothing written. */
  | { status: 'unchanged'; version: number; syncedAt: string }
  /** The push was based on another version than the cloud's: nothing written. */
  | { status: 'conflict'; cloud: DownloadedContract }
  /** The document cannot be accepted as it is: nothing written. */
  | { status: 'rejected'; code: 'VALIDATION_FAILED' | 'BAD_REQUEST'; message: string; details: ContractProblem[] }
  /** The pusher may not change this contract, or names someone else in it: nothing written. */
  | { status: 'forbidden'; message: string }
  /** The pushing user is not in the cloud (any more): nothing written. */
  | { status: 'unknown-user' };

function rejected(code: 'VALIDATION_FAILED' | 'BAD_REQUEST', problems: ContractProblem[]): SyncOutcome {
  return { status: 'rejected', code, message: describeProblems(problems), details: problems.slice(0, 50) };
}

/** The contract's own checks: ids, what its columns can hold, its own plans, derived numbers. No database needed. */
export function contractProblems(contract: Contract): ContractProblem[] {
  const duplicates = duplicateClientIds(contract).map(({ path, message }) => ({ path: path.join('.'), message }));
  return [
    ...duplicates,
    ...storageProblems(contract),
    ...financingTermsProblems(contract.Values),
    ...totalsDisagreements(contract),
  ];
}

/** The plans chosen in this push against the previous accepted version (null on a first push) and today's plans. */
function choiceProblems(contract: Contract, previous: ContractRow | null, context: SyncContext): ContractProblem[] {
  const previousFinancing: PreviousFinancing | null = previous && {
    version: previous.version,
    terms: previous.financingTerms,
    activeIds: previous.activeFinancingIds,
  };
  return financingChoiceProblems(contract.Values, previousFinancing, context.financing);
}

async function lockContract(tx: AppDatabase, legacyId: string): Promise<ContractRow | undefined> {
  const [row] = await tx.select().from(contracts).where(eq(contracts.legacyId, legacyId)).for('update');
  return row;
}

/**
 * Pushes one contract. `baseVersion` is the cloud version the device last
 * got (null on its first push). In one transaction: lock the contract's row
 * (or create it at version 1), answer a repeat of the stored document as
 * unchanged, refuse a push based on another version with the cloud's copy,
 * else write everything and bump the version.
 */
/** Removes a customer row no contract names any more. */
async function forgetCustomerIfUnused(tx: AppDatabase, customerId: string): Promise<void> {
  await tx
    .delete(customers)
    .where(
      and(
        eq(customers.id, customerId),
        sql`not exists (select 1 from ${contracts} where ${contracts.customerId} = ${customerId})`,
      ),
    );
}

export async function syncContract(
  db: AppDatabase,
  contract: Contract,
  baseVersion: number | null,
  { deviceUserAgent, pushedBy, role, now }: SyncOptions,
): Promise<SyncOutcome> {
  const problems = contractProblems(contract);
  if (problems.length > 0) return rejected('VALIDATION_FAILED', problems);
  const legacyId = contract.ContractId;
  const device = deviceUserAgent?.slice(0, 500) ?? null;
  const caller = { userId: pushedBy, role };
  try {
    return await db.transaction(async (tx): Promise<SyncOutcome> => {
      const context = await readSyncContext(tx, contract, pushedBy, legacyId);
      if (!context.pusherKnown) return { status: 'unknown-user' };
      const ownerOf = (row: ContractRow): OwnerOfRecord => ({
        createdBy: row.createdBy,
        agentId: row.agentId,
        agent: agentFrom(row.agentSnapshot, (row.agentId && context.knownAgents.get(row.agentId)) || null),
        creator: agentFrom(row.creatorSnapshot, (row.creatorId && context.knownAgents.get(row.creatorId)) || null),
      });
      // The document as the cloud keeps it (its agent and creator the cloud's), rows and hash with it.
      const prepare = (owner: OwnerOfRecord | null) => {
        const attribution = attribute(contract, caller, owner, context.knownAgents);
        if (!attribution.ok) return attribution;
        const kept = attribution.contract;
        const rows = toRows(kept, {
          agentIdKnown: (id) => context.knownAgents.has(id),
          workScopeExists: (id) => context.knownScopes.has(id),
        });
        return { ok: true as const, kept, rows, hash: contentHash(kept) };
      };
      type Prepared = Extract<ReturnType<typeof prepare>, { ok: true }>;
      // The rows under the contract and the version as accepted, written together.
      const writeRows = (prepared: Prepared, contractId: number, version: number) =>
        writeContractRows(tx, prepared.rows, {
          contractId,
          version,
          firstVersion: version === 1,
          pushedBy,
          pushedAt: now,
          device,
          document: prepared.kept,
        });
      // Every other id of the document is a primary key: a clash fails the insert (see the catch below).
      const customerClash = async (prepared: Prepared) =>
        context.customerTakenElsewhere
          ? rejected('BAD_REQUEST', await idsUsedElsewhere(tx, legacyId, prepared.rows))
          : null;
      const stampsOf = (prepared: Prepared) => ({
        contentHash: prepared.hash,
        modifiedAt: now,
        syncedAt: now,
        updatedAt: now,
      });
      let row = await lockContract(tx, legacyId);
      let createdCustomer = false;
      let createdCustomerId: string | null = null;
      if (!row) {
        const prepared = prepare(null);
        if (!prepared.ok) return { status: 'forbidden', message: prepared.message };
        const planProblems = choiceProblems(prepared.kept, null, context);
        if (planProblems.length > 0) return rejected('VALIDATION_FAILED', planProblems);
        const clash = await customerClash(prepared);
        if (clash) return clash;
        // The contract row needs its customer; create it only if new, and fill it once the contract is ours.
        createdCustomer =
          (
            await tx
              .insert(customers)
              .values(prepared.rows.customer)
              .onConflictDoNothing()
              .returning({ id: customers.id })
          ).length > 0;
        createdCustomerId = prepared.rows.customer.id;
        const [created] = await tx
          .insert(contracts)
          .values({
            ...prepared.rows.contract,
            ...stampsOf(prepared),
            version: 1,
            createdByDevice: device,
            createdBy: pushedBy,
          })
          .onConflictDoNothing({ target: contracts.legacyId })
          .returning({ id: contracts.id });
        if (created) {
          await writeRows(prepared, created.id, 1);
          return { status: 'written', version: 1, syncedAt: now.toISOString() };
        }
        // Another request created it a moment ago: from here on it is an existing contract.
        row = await lockContract(tx, legacyId);
        if (!row) throw new Error(`contract ${legacyId} was created concurrently but cannot be read`);
      }
      const existing = row;
      const leaveNothingBehind = async () => {
        if (createdCustomer && createdCustomerId !== null && existing.customerId !== createdCustomerId) {
          await forgetCustomerIfUnused(tx, createdCustomerId);
        }
      };
      const owner = ownerOf(existing);
      const prepared = prepare(owner);
      if (prepared.ok && existing.contentHash === prepared.hash) {
        await leaveNothingBehind();
        return { status: 'unchanged', version: existing.version, syncedAt: existing.syncedAt.toISOString() };
      }
      if (!mayWrite(caller, owner)) {
        await leaveNothingBehind();
        return { status: 'forbidden', message: notYoursMessage(owner) };
      }
      if (!prepared.ok) {
        await leaveNothingBehind();
        return { status: 'forbidden', message: prepared.message };
      }
      if (baseVersion !== existing.version) {
        await leaveNothingBehind();
        return { status: 'conflict', cloud: await readContract(tx, existing) };
      }
      const planProblems = choiceProblems(prepared.kept, existing, context);
      if (planProblems.length > 0) {
        await leaveNothingBehind();
        return rejected('VALIDATION_FAILED', planProblems);
      }
      const clash = await customerClash(prepared);
      if (clash) {
        await leaveNothingBehind();
        return clash;
      }
      const version = existing.version + 1;
      // The device gave the customer a new id (a customer typed again): the
      // contract row needs that customer first, and the old one goes when
      // nothing else names it.
      const customerMoved = prepared.rows.customer.id !== existing.customerId;
      if (customerMoved) await tx.insert(customers).values(prepared.rows.customer).onConflictDoNothing();
      await tx
        .update(contracts)
        .set({ ...prepared.rows.contract, ...stampsOf(prepared), version })
        .where(eq(contracts.id, existing.id));
      if (customerMoved) await forgetCustomerIfUnused(tx, existing.customerId);
      await writeRows(prepared, existing.id, version);
      return { status: 'written', version, syncedAt: now.toISOString() };
    });
  } catch (error) {
    // A client id another contract uses: nothing was written; say which ids, as they are now.
    if (sqlState(error) === '23505') {
      const rows = toRows(contract, { agentIdKnown: () => false, workScopeExists: () => false });
      const clashes = await idsUsedElsewhere(db, legacyId, rows);
      return rejected(
        'BAD_REQUEST',
        clashes.length > 0
          ? clashes
          : [
              {
                path: 'contract',
                message:
                  'Ids already used by another contract: an id of this contract was taken while it was being saved',
              },
            ],
      );
    }
    throw error;
  }
}
