// A value passed to SQL as one jsonb parameter: how the contract's writes and
// reads hand PostgreSQL a whole list in one round trip.
import { sql, type SQL } from 'drizzle-orm';

export function jsonb(value: unknown): SQL {
  return sql`${JSON.stringify(value)}::jsonb`;
}
