// Test helpers: a fresh IndexedDB database (fake-indexeddb) for each test, and
// everything stored in it as JSON, to search for what must never be stored.
import { Dexie } from 'dexie';
import { getDeviceDatabase, openDeviceDatabase, setDeviceDatabaseForTests, type DeviceDatabase } from '../storage/device-database';

let counter = 0;

export function useFreshDatabase(): DeviceDatabase {
  counter += 1;
  const db = openDeviceDatabase(`test-${counter}-${Math.random().toString(36).slice(2)}`);
  setDeviceDatabaseForTests(db);
  return db;
}

export async function closeTestDatabase(): Promise<void> {
  const db = getDeviceDatabase();
  db.close();
  await Dexie.delete(db.name);
  setDeviceDatabaseForTests(null);
}

/** Every table's rows, as one JSON text. */
export async function everythingStored(db: DeviceDatabase): Promise<string> {
  const tables = await Promise.all(db.tables.map(async (table) => [table.name, await table.toArray()] as const));
  return JSON.stringify(Object.fromEntries(tables));
}
