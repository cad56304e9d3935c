// Everything stored on the device as JSON, to search for what must never be stored.
import type { DeviceDatabase } from '../storage/device-database';

/** Every table's rows, as one JSON text. */
export async function everythingStored(db: DeviceDatabase): Promise<string> {
  const tables = await Promise.all(db.tables.map(async (table) => [table.name, await table.toArray()] as const));
  return JSON.stringify(Object.fromEntries(tables));
}
