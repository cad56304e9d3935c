// The agents table rows a contract names (its agent and creator), by user id.
import { eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../db/connection';
import { agents, users } from '../db/schema';
import type { KnownAgentRow } from './contract-rows';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An agent id the agents table can hold (a user id); other ids live only in a contract's snapshot. */
export const isUuid = (id: string): boolean => UUID.test(id);

export async function loadKnownAgents(
  db: AppDatabase,
  ids: readonly (string | null)[],
): Promise<Map<string, KnownAgentRow>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null && isUuid(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      userId: agents.userId,
      first: agents.first,
      last: agents.last,
      displayName: agents.displayName,
      email: users.email,
    })
    .from(agents)
    .innerJoin(users, eq(users.id, agents.userId))
    .where(inArray(agents.userId, wanted));
  return new Map(rows.map((row) => [row.userId, row]));
}
