// The server's side of a sync: one push of a whole contract, read in one statement and written in another (customer,
// contract, rows, search summary) or not at all; safe to repeat, refused when based on an older version than the
// cloud's. push-decision.ts decides what to do; docs/decisions/009-sync.md explains the rules.
import { duplicateClientIds } from '#api/contract-calls';
import type { Contract } from '#domain/contract/model';
import { withoutOptions } from '#domain/contract/options';
import { sqlState } from '../db/sql-state';
import type { AppDatabase } from '../db/connection';
import type { Role } from '#api/roles';
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
import { idsUsedElsewhere, readPushState, type SyncContext } from './sync-reads';
import { writeVersion, type VersionWrite } from './sync-writes';
import { decidePush, type PushDecision } from './push-decision';
import { depositFlags, financingFlags } from './contract-flags';

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
  /** The office recorded the customer's cancellation of this contract: nothing written. */
  | { status: 'cancelled'; noticeDate: string }
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

/** One push under way: everything its steps need. */
interface Push {
  db: AppDatabase;
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
        cancelledOn: push.context.cancelledOn,
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
      if (existing) return { status: 'conflict', cloud: await readContract(push.db, existing) };
      break;
    case 'forbidden':
      return { status: 'forbidden', message: decision.message };
    case 'cancelled':
      return { status: 'cancelled', noticeDate: decision.noticeDate };
    case 'invalid':
      return rejected('VALIDATION_FAILED', [...decision.problems]);
    case 'customer-clash':
      // Every other id of the document is a primary key: a clash fails the insert (see pushContract's catch).
      if (prepared) return rejected('BAD_REQUEST', await idsUsedElsewhere(push.db, push.legacyId, prepared.rows));
      break;
    case 'create':
    case 'write':
      break;
  }
  throw new Error(`a push of ${push.legacyId} cannot be answered ${decision.kind} here`);
}

/**
 * The version as the cloud writes it: the contract row (replacing `existing`, or new with the id the read took), its
 * rows, and the office's flags.
 */
function versionWrite(
  push: Push,
  prepared: Prepared,
  existing: ContractRow | null,
  newId: number | null,
  version: number,
): VersionWrite {
  const by = { by: push.caller.userId, at: push.now };
  const stamps = { contentHash: prepared.hash, modifiedAt: push.now, syncedAt: push.now, updatedAt: push.now, version };
  const values = { ...prepared.rows.contract, ...stamps };
  return {
    row: existing
      ? {
          kind: 'replace',
          contractId: existing.id,
          readVersion: existing.version,
          formerCustomerId: existing.customerId,
          values,
        }
      : {
          kind: 'create',
          values: { ...values, id: newIdOf(push, newId), createdByDevice: push.device, createdBy: push.caller.userId },
        },
    rows: prepared.rows,
    version,
    pushedBy: push.caller.userId,
    pushedAt: push.now,
    device: push.device,
    document: prepared.kept,
    flags: [
      ...financingFlags(push.legacyId, prepared.financing.signedOnOtherTerms, by),
      ...(push.signedOnTablet ? depositFlags(prepared.kept, by) : []),
    ],
  };
}

function newIdOf(push: Push, newId: number | null): number {
  if (newId === null) throw new Error(`the read of ${push.legacyId} took no id for it`);
  return newId;
}

/** Another request wrote the contract between this push's read and its write: it reads again. */
const MOVED_ON = Symbol('moved on');
/** Pushes of one contract arriving together each take a turn at most this many times. */
const MOST_READS = 8;

/**
 * One try: read what the cloud holds, decide, and write the version while
 * the contract is still as read. MOVED_ON when it is not any more.
 */
async function tryPush(push: Omit<Push, 'context'>): Promise<PushResult | typeof MOVED_ON> {
  const { context, existing, newId } = await readPushState(push.db, push.contract, push.caller.userId, push.legacyId);
  if (!context.pusherKnown) return { status: 'unknown-user' };
  const full: Push = { ...push, context };
  const prepared = prepare(full, existing);
  const decision = decide(full, existing, prepared);
  if ((decision.kind !== 'write' && decision.kind !== 'create') || !prepared.ok)
    return refusal(full, decision, existing, prepared.ok ? prepared : null);
  const version = decision.kind === 'write' ? decision.version : 1;
  const write = versionWrite(full, prepared, existing, newId, version);
  if ((await writeVersion(push.db, write)) === null) return MOVED_ON;
  return { status: 'written', version, syncedAt: push.now.toISOString() };
}

/**
 * Pushes one contract. `baseVersion` is the cloud version the device last
 * got (null on its first push). Reads what decidePush needs
 * (push-decision.ts) and carries out its decision: create the contract at
 * version 1, answer, refuse, or write the next version. The write names
 * the version it replaces; when another request got there first, the push
 * reads again and is decided afresh.
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
  const push = {
    db,
    contract,
    legacyId,
    baseVersion,
    caller: { userId: pushedBy, role },
    device: deviceUserAgent?.slice(0, 500) ?? null,
    now,
    signedOnTablet,
  };
  try {
    for (let reads = 1; reads <= MOST_READS; reads++) {
      const outcome = await tryPush(push);
      if (outcome !== MOVED_ON) return outcome;
    }
    throw new Error(`contract ${legacyId} kept changing while it was pushed: ${MOST_READS} reads`);
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
