// What a sync reads before it writes, in one statement: the contract as the cloud holds it, everything the document
// names (the pushing user, its agents, its work scopes, whether its customer is another contract's) and today's
// financing plans. Which client ids another contract uses is asked only once a write has clashed on them.
import { eq, sql } from 'drizzle-orm';
import type { Contract } from '#domain/contract/model';
import { queryRows, type AppDatabase } from '../db/connection';
import { jsonb } from '../db/jsonb';
import type { ContractProblem, FinancingTerms } from './contract-checks';
import { contracts } from '../db/schema';
import type { ContractRow, ContractRows, KnownAgentRow } from './contract-rows';
import { isUuid } from './known-agents';

export interface SyncContext {
  /** The user of the access token is still in the cloud. */
  pusherKnown: boolean;
  /** agents rows of the document's agent and creator, the pusher's and the stored contract's people, by user id. */
  knownAgents: Map<string, KnownAgentRow>;
  /** The work scopes of its projects that the catalogue has. */
  knownScopes: Set<number>;
  /** Today's financing plans, by id. */
  financing: FinancingTerms[];
  /** Another contract has this document's customer id (a customer belongs to its contract). */
  customerTakenElsewhere: boolean;
  /** The date of the customer's notice when the office recorded this contract's cancellation; null otherwise. */
  cancelledOn: string | null;
}

/** What a push reads before it decides: the context, and the contract as the cloud holds it (null when it has none). */
export interface PushState {
  context: SyncContext;
  existing: ContractRow | null;
  /** When the cloud has no such contract, the id it will have if this push creates it (taken from its sequence). */
  newId: number | null;
}

/**
 * Everything a push decides on, in one statement and with no lock: a write
 * made meanwhile is caught by the write itself, which names the version it
 * replaces (sync-writes.ts), and the push reads again.
 */
export async function readPushState(
  db: AppDatabase,
  contract: Contract,
  pushedBy: string,
  legacyId: string,
): Promise<PushState> {
  // The document's agent and creator, the pusher, and the people the cloud has on the contract already.
  const agentIds = [contract.Agent?.Id, contract.Creator?.Id, pushedBy].filter(
    (id): id is string => !!id && isUuid(id),
  );
  const scopeIds = [...new Set(contract.Goals.flatMap((goal) => goal.Projects.map((project) => project.Id)))];
  const [row] = await db
    .select({
      existing: contracts,
      // Taken now so the write can carry the new contract's search summary, which names its id.
      newId: sql<string | null>`case when ${contracts.id} is null then nextval('contracts_id_seq') end`,
      pusherKnown: sql<boolean>`exists (select 1 from users where id = ${isUuid(pushedBy) ? pushedBy : null}::uuid)`,
      scopeIds: sql<number[]>`(select coalesce(json_agg(w.id), '[]'::json) from workscopes w
        where w.id in (select value::int from jsonb_array_elements_text(${jsonb(scopeIds)})))`,
      agents: sql<KnownAgentRow[]>`(select coalesce(json_agg(json_build_object('userId', a.user_id, 'first', a.first,
          'last', a.last, 'displayName', a.display_name, 'email', u.email)), '[]'::json)
        from agents a join users u on u.id = a.user_id
        where a.user_id in (select value::uuid from jsonb_array_elements_text(${jsonb(agentIds)}))
          or a.user_id in (select unnest(array[c.agent_id, c.creator_id, c.created_by]) from contracts c
            where c.legacy_id = ${legacyId}))`,
      financing: sql<FinancingTerms[]>`(select coalesce(json_agg(json_build_object('id', f.id, 'code', f.code,
          'term', f.term, 'apr', f.apr, 'visible', f.visible) order by f.id), '[]'::json)
        from financing_options f)`,
      customerTaken: sql<boolean>`exists (select 1 from contracts c
        where c.customer_id = ${contract.Customer.Id} and c.legacy_id <> ${legacyId})`,
      cancelledOn: sql<string | null>`(select x.notice_date::text from contract_cancellations x
        where x.contract_id = ${legacyId})`,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(contracts, eq(contracts.legacyId, legacyId));
  if (!row) throw new Error('the sync context query answered no row');
  return {
    existing: row.existing,
    newId: row.newId === null ? null : Number(row.newId),
    context: {
      pusherKnown: row.pusherKnown,
      knownAgents: new Map(row.agents.map((agent) => [agent.userId, agent])),
      knownScopes: new Set(row.scopeIds),
      financing: row.financing.map((plan) => ({ ...plan, apr: Number(plan.apr) })),
      customerTakenElsewhere: row.customerTaken,
      cancelledOn: row.cancelledOn,
    },
  };
}

/** The context alone, for a writer that holds the contract's row already (assign-contract.ts). */
export async function readSyncContext(
  db: AppDatabase,
  contract: Contract,
  pushedBy: string,
  legacyId: string,
): Promise<SyncContext> {
  return (await readPushState(db, contract, pushedBy, legacyId)).context;
}

/** Client ids of this document that rows of another contract already use. */
export async function idsUsedElsewhere(
  tx: AppDatabase,
  legacyId: string,
  rows: ContractRows,
): Promise<ContractProblem[]> {
  const ids = (list: { id: string }[]) => jsonb(list.map((item) => item.id));
  const found = await queryRows<{ kind: string; id: string }>(
    tx,
    sql`select 'room' as kind, r.id from rooms r join contracts c on c.id = r.contract_id
        where r.id in (select jsonb_array_elements_text(${ids(rows.rooms)})) and c.legacy_id <> ${legacyId}
      union all
      select 'goal', g.id from goals g join contracts c on c.id = g.contract_id
        where g.id in (select jsonb_array_elements_text(${ids(rows.goals)})) and c.legacy_id <> ${legacyId}
      union all
      select 'project', p.id from projects p join goals g on g.id = p.goal_id join contracts c on c.id = g.contract_id
        where p.id in (select jsonb_array_elements_text(${ids(rows.projects)})) and c.legacy_id <> ${legacyId}
      union all
      select 'calculation', k.id from calculations k join projects p on p.id = k.project_id
        join goals g on g.id = p.goal_id join contracts c on c.id = g.contract_id
        where k.id in (select jsonb_array_elements_text(${ids(rows.calculations)})) and c.legacy_id <> ${legacyId}
      union all
      -- A customer belongs to its contract: another contract's customer id would rewrite that contract's customer.
      (select 'customer', c.customer_id from contracts c
        where c.customer_id = ${rows.customer.id} and c.legacy_id <> ${legacyId} limit 1)`,
  );
  if (found.length === 0) return [];
  const order = ['customer', 'room', 'goal', 'project', 'calculation'];
  const clashes = found
    .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map(({ kind, id }) => `${kind} ${id}`);
  const listed = clashes.slice(0, 5).join(', ') + (clashes.length > 5 ? ` and ${clashes.length - 5} more` : '');
  return [{ path: 'contract', message: `Ids already used by another contract: ${listed}` }];
}
