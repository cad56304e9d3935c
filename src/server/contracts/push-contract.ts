// The server's side of a sync: one push of a whole contract, written in one transaction (customer, contract, rooms,
// goals, projects, calculations) or not at all; safe to repeat, refused when based on an older version than the
// cloud's. push-decision.ts decides what to do; docs/decisions/009-sync.md explains the rules.
import { and, eq, sql } from 'drizzle-orm';
import { duplicateClientIds } from '#api/contract-calls';
import type { Contract } from '#domain/contract/model';
import { withoutOptions } from '#domain/contract/options';
import { sqlState } from '../db/sql-state';
import type { AppDatabase } from '../db/connection';
import type { Role } from '#api/roles';
import { contracts, customers } from '../db/schema';
import { attribute, mayWrite, notYoursMessage, type OwnerOfRecord } from './attribution';
import {
  describeProblems,
  judgeFinancingChoices,
  financingTermsProblems,
  storageProblems,
  totalsDisagreements,
  type ContractProblem,
  type FinancingJudgement,
  type PreviousFinancing,
} from './contract-checks';
import { readContract, type DownloadedContract } from './contract-download';
import { agentFrom, toRows, type ContractRow } from './contract-rows';
import { contentHash } from './content-hash';
import { idsUsedElsewhere, readSyncContext, type SyncContext } from './sync-reads';
import { writeContractRows } from './sync-writes';
import { decidePush, type PushDecision } from './push-decision';
import { raiseDepositFlag, raiseFinancingFlags } from './contract-flags';

export interface PushOptions {
  /** The pushing device's User-Agent, kept with each version and on the contract's first push. */
  deviceUserAgent: string | null;
  /** The signed-in user who pushes (the access token's): kept with the version, and the creator of record on a first push. */
  pushedBy: string;
  /** Their role: the office may change any contract (docs/decisions/036-roles.md). */
  role: Role;
  now: Date;
  /** The device says the customer signed this very content on it: its plans' terms are not refused (decision 041). */
  signedOnTablet?: boolean;
}

export type PushResult =
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

function rejected(code: 'VALIDATION_FAILED' | 'BAD_REQUEST', problems: ContractProblem[]): PushResult {
  return { status: 'rejected', code, message: describeProblems(problems), details: problems.slice(0, 50) };
}

/**
 * The contract's own checks: ids, what its columns can hold, its own plans, derived numbers; for each of its other
 * options too, to the cent (docs/decisions/056-options.md). No database needed.
 */
export function contractProblems(contract: Contract): ContractProblem[] {
  const duplicates = duplicateClientIds(contract).map(({ path, message }) => ({ path: path.join('.'), message }));
  const optionProblems = (contract.Options ?? []).flatMap((option, index) => {
    if (option.Current) return [];
    const alone = { ...withoutOptions(contract), Goals: option.Goals, Values: option.Values };
    const prefix = (problem: ContractProblem) => ({
      path: `Options[${index}].${problem.path}`,
      message: `Options[${index}].${problem.message}`,
    });
    return [...storageProblems(alone), ...financingTermsProblems(alone.Values), ...totalsDisagreements(alone)].map(
      prefix,
    );
  });
  return [
    ...duplicates,
    ...storageProblems(contract),
    ...financingTermsProblems(contract.Values),
    ...totalsDisagreements(contract),
    ...optionProblems,
  ];
}

/** The plans chosen in this push against the previous accepted version (null on a first push) and today's plans. */
function judgeChoices(
  contract: Contract,
  previous: ContractRow | null,
  { context, signedOnTablet }: Push,
): FinancingJudgement {
  const previousFinancing: PreviousFinancing | null = previous && {
    version: previous.version,
    terms: previous.financingTerms,
    activeIds: previous.activeFinancingIds,
  };
  return judgeFinancingChoices(contract.Values, previousFinancing, context.financing, signedOnTablet);
}

async function lockContract(tx: AppDatabase, legacyId: string): Promise<ContractRow | undefined> {
  const [row] = await tx.select().from(contracts).where(eq(contracts.legacyId, legacyId)).for('update');
  return row;
}

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

/** One push under way: everything its steps need, inside its transaction. */
interface Push {
  tx: AppDatabase;
  contract: Contract;
  legacyId: string;
  baseVersion: number | null;
  caller: { userId: string; role: Role };
  context: SyncContext;
  device: string | null;
  now: Date;
  signedOnTablet: boolean;
}

/** The document as the cloud keeps it (its agent and creator the cloud's), with its rows, hash and plans judged. */
function prepare(push: Push, existing: ContractRow | null) {
  const owner = existing && ownerOf(push, existing);
  const { context } = push;
  const attribution = attribute(push.contract, push.caller, owner, context.knownAgents);
  if (!attribution.ok) return attribution;
  const kept = attribution.contract;
  const rows = toRows(kept, {
    agentIdKnown: (id) => context.knownAgents.has(id),
    workScopeExists: (id) => context.knownScopes.has(id),
  });
  return { ok: true as const, kept, rows, hash: contentHash(kept), financing: judgeChoices(kept, existing, push) };
}

type Prepared = Extract<ReturnType<typeof prepare>, { ok: true }>;

function ownerOf({ context }: Push, row: ContractRow): OwnerOfRecord {
  return {
    createdBy: row.createdBy,
    agentId: row.agentId,
    agent: agentFrom(row.agentSnapshot, (row.agentId && context.knownAgents.get(row.agentId)) || null),
    creator: agentFrom(row.creatorSnapshot, (row.creatorId && context.knownAgents.get(row.creatorId)) || null),
  };
}

/** decidePush over what the cloud holds (`existing`, null on a first push) and the prepared document. */
function decide(push: Push, existing: ContractRow | null, prepared: ReturnType<typeof prepare>): PushDecision {
  const owner = existing && ownerOf(push, existing);
  return decidePush({
    cloud: owner &&
      existing && {
        version: existing.version,
        contentHash: existing.contentHash,
        pusherMayWrite: mayWrite(push.caller, owner),
        whoseItIs: notYoursMessage(owner),
      },
    document: prepared.ok ? { ok: true, hash: prepared.hash, planProblems: prepared.financing.problems } : prepared,
    baseVersion: push.baseVersion,
    customerTakenElsewhere: push.context.customerTakenElsewhere,
  });
}

/** The answer to every decision but a write or a creation; nothing is written for any of them. */
async function refusal(
  push: Push,
  decision: PushDecision,
  existing: ContractRow | null,
  prepared: Prepared | null,
): Promise<PushResult> {
  switch (decision.kind) {
    case 'unchanged':
      if (existing)
        return { status: 'unchanged', version: existing.version, syncedAt: existing.syncedAt.toISOString() };
      break;
    case 'conflict':
      if (existing) return { status: 'conflict', cloud: await readContract(push.tx, existing) };
      break;
    case 'forbidden':
      return { status: 'forbidden', message: decision.message };
    case 'invalid':
      return rejected('VALIDATION_FAILED', [...decision.problems]);
    case 'customer-clash':
      // Every other id of the document is a primary key: a clash fails the insert (see pushContract's catch).
      if (prepared) return rejected('BAD_REQUEST', await idsUsedElsewhere(push.tx, push.legacyId, prepared.rows));
      break;
    case 'create':
    case 'write':
      break;
  }
  throw new Error(`a push of ${push.legacyId} cannot be answered ${decision.kind} here`);
}

const stampsOf = (push: Push, prepared: Prepared) => ({
  contentHash: prepared.hash,
  modifiedAt: push.now,
  syncedAt: push.now,
  updatedAt: push.now,
});

/** The rows under the contract and the version as accepted, written together, and what the office should see. */
async function writeRows(push: Push, prepared: Prepared, contractId: number, version: number): Promise<void> {
  const by = { by: push.caller.userId, at: push.now };
  await raiseFinancingFlags(push.tx, push.legacyId, prepared.financing.signedOnOtherTerms, by);
  if (push.signedOnTablet) await raiseDepositFlag(push.tx, prepared.kept, by);
  return writeContractRows(push.tx, prepared.rows, {
    contractId,
    version,
    firstVersion: version === 1,
    pushedBy: push.caller.userId,
    pushedAt: push.now,
    device: push.device,
    document: prepared.kept,
  });
}

/**
 * A contract the cloud does not hold yet: created at version 1. When another
 * request created it a moment ago, the customer row this one made (if any) is
 * named, and the push goes on as one over the existing contract.
 */
async function pushFirst(push: Push): Promise<PushResult | { raced: true; createdCustomerId: string | null }> {
  const { tx } = push;
  const prepared = prepare(push, null);
  const decision = decide(push, null, prepared);
  if (decision.kind !== 'create' || !prepared.ok) return refusal(push, decision, null, prepared.ok ? prepared : null);
  // The contract row needs its customer; create it only if new, and fill it once the contract is ours.
  const createdCustomer =
    (await tx.insert(customers).values(prepared.rows.customer).onConflictDoNothing().returning({ id: customers.id }))
      .length > 0;
  const [created] = await tx
    .insert(contracts)
    .values({
      ...prepared.rows.contract,
      ...stampsOf(push, prepared),
      version: 1,
      createdByDevice: push.device,
      createdBy: push.caller.userId,
    })
    .onConflictDoNothing({ target: contracts.legacyId })
    .returning({ id: contracts.id });
  if (!created) return { raced: true, createdCustomerId: createdCustomer ? prepared.rows.customer.id : null };
  await writeRows(push, prepared, created.id, 1);
  return { status: 'written', version: 1, syncedAt: push.now.toISOString() };
}

/** A push over the contract the cloud holds (locked): answered, refused, or written as its next version. */
async function pushOver(push: Push, existing: ContractRow, createdCustomerId: string | null): Promise<PushResult> {
  const { tx } = push;
  const prepared = prepare(push, existing);
  const decision = decide(push, existing, prepared);
  if (decision.kind !== 'write' || !prepared.ok) {
    // A customer row made for a first push that lost the race to another request goes again.
    if (createdCustomerId !== null && existing.customerId !== createdCustomerId) {
      await forgetCustomerIfUnused(tx, createdCustomerId);
    }
    return refusal(push, decision, existing, prepared.ok ? prepared : null);
  }
  // The device gave the customer a new id (a customer typed again): the contract row needs that customer
  // first, and the old one goes when nothing else names it.
  const customerMoved = prepared.rows.customer.id !== existing.customerId;
  if (customerMoved) await tx.insert(customers).values(prepared.rows.customer).onConflictDoNothing();
  await tx
    .update(contracts)
    .set({ ...prepared.rows.contract, ...stampsOf(push, prepared), version: decision.version })
    .where(eq(contracts.id, existing.id));
  if (customerMoved) await forgetCustomerIfUnused(tx, existing.customerId);
  await writeRows(push, prepared, existing.id, decision.version);
  return { status: 'written', version: decision.version, syncedAt: push.now.toISOString() };
}

/**
 * Pushes one contract. `baseVersion` is the cloud version the device last
 * got (null on its first push). In one transaction: lock the contract's row,
 * gather what decidePush needs (push-decision.ts), and carry out its
 * decision: create the contract at version 1, answer, refuse, or write the
 * next version.
 */
export async function pushContract(
  db: AppDatabase,
  contract: Contract,
  baseVersion: number | null,
  { deviceUserAgent, pushedBy, role, now, signedOnTablet = false }: PushOptions,
): Promise<PushResult> {
  const problems = contractProblems(contract);
  if (problems.length > 0) return rejected('VALIDATION_FAILED', problems);
  const legacyId = contract.ContractId;
  try {
    return await db.transaction(async (tx): Promise<PushResult> => {
      const context = await readSyncContext(tx, contract, pushedBy, legacyId);
      if (!context.pusherKnown) return { status: 'unknown-user' };
      const push: Push = {
        tx,
        contract,
        legacyId,
        baseVersion,
        caller: { userId: pushedBy, role },
        context,
        device: deviceUserAgent?.slice(0, 500) ?? null,
        now,
        signedOnTablet,
      };
      let row = await lockContract(tx, legacyId);
      let createdCustomerId: string | null = null;
      if (!row) {
        const first = await pushFirst(push);
        if (!('raced' in first)) return first;
        createdCustomerId = first.createdCustomerId;
        // Another request created it a moment ago: from here on it is an existing contract.
        row = await lockContract(tx, legacyId);
        if (!row) throw new Error(`contract ${legacyId} was created concurrently but cannot be read`);
      }
      return pushOver(push, row, createdCustomerId);
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
