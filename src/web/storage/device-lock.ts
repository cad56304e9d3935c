// One tab at a time, for work two tabs must never do together: rotating the refresh cookie (two at once look like
// token theft and end the session everywhere) and moving the original product's data. Web Locks where the browser has
// them; a page that is not a secure context gets an IndexedDB lease, taken in one read-write transaction.
import { getDeviceDatabase } from './device-database';

/** How long a lease lasts unless renewed: how long a killed tab can hold up the others. */
export const LEASE_MS = 4_000;
const RENEW_EVERY_MS = 1_000;
/** How often a waiting tab looks again; a little randomness keeps two waiting tabs out of step. */
const RETRY_MS = 40;

const LEASE_KEY_PREFIX = 'lock:';

interface Lease {
  owner: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

function isLease(value: unknown): value is Lease {
  if (typeof value !== 'object' || value === null) return false;
  const { owner, expiresAt } = value as Record<string, unknown>;
  return typeof owner === 'string' && typeof expiresAt === 'number';
}

function webLocks(): LockManager | undefined {
  if (typeof navigator === 'undefined') return undefined;
  const locks = (navigator as Partial<Navigator>).locks;
  return locks && typeof locks.request === 'function' ? locks : undefined;
}

function newOwnerId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Takes the lease when it is free, expired or already ours; one transaction, so one tab wins. */
async function tryTake(key: string, owner: string): Promise<boolean> {
  const db = getDeviceDatabase();
  return db.transaction('rw', db.meta, async () => {
    const row = await db.meta.get(key);
    const now = Date.now();
    if (row && isLease(row.value) && row.value.owner !== owner && row.value.expiresAt > now) return false;
    await db.meta.put({ key, value: { owner, expiresAt: now + LEASE_MS } satisfies Lease });
    return true;
  });
}

async function release(key: string, owner: string): Promise<void> {
  const db = getDeviceDatabase();
  await db.transaction('rw', db.meta, async () => {
    const row = await db.meta.get(key);
    if (row && isLease(row.value) && row.value.owner === owner) await db.meta.delete(key);
  });
}

/** The leases this page holds, given back if the page goes away while holding them. */
const held = new Map<string, string>();

function releaseHeldLeases(): void {
  for (const [key, owner] of held) void release(key, owner).catch(() => {});
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', releaseHeldLeases);

async function holdLease<T>(key: string, owner: string, work: () => Promise<T>): Promise<T> {
  held.set(key, owner);
  const renewing = setInterval(() => {
    tryTake(key, owner).catch(() => {
      // The next renewal tries again; the lease lasts a few renewals.
    });
  }, RENEW_EVERY_MS);
  try {
    return await work();
  } finally {
    clearInterval(renewing);
    held.delete(key);
    await release(key, owner).catch(() => {
      // Not removed: it ends by itself after LEASE_MS.
    });
  }
}

async function withLease<T>(name: string, work: () => Promise<T>): Promise<T> {
  const key = `${LEASE_KEY_PREFIX}${name}`;
  const owner = newOwnerId();
  while (!(await tryTake(key, owner))) await sleep(RETRY_MS + Math.random() * RETRY_MS);
  return holdLease(key, owner, work);
}

/**
 * Runs `work` while no other tab of the app runs work under the same `name`,
 * and gives back its result. Web Locks where the browser has them, else the
 * IndexedDB lease. Should IndexedDB itself fail (storage broken or refused),
 * the work still runs: it matters more than the lock, and the app already
 * shows that the device cannot save.
 */
export async function withDeviceLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = webLocks();
  if (locks) return locks.request(name, work);
  let leased = false;
  try {
    return await withLease(name, () => {
      leased = true;
      return work();
    });
  } catch (error) {
    if (leased) throw error;
    return work();
  }
}

export interface TryLockOptions {
  /**
   * Who takes a lease (pages without Web Locks): a lease still held by the
   * same owner is taken again at once. A tab reloaded before its lease was
   * given back passes the id it keeps in sessionStorage, so it is not shut
   * out by itself for LEASE_MS.
   */
  owner?: string;
}

/** What tryDeviceLock gives back: the work's result, or that another tab held the lock. */
export type TryLockResult<T> = { ran: true; value: T } | { ran: false };

/**
 * Runs `work` only if no other tab holds the lock right now (Web Locks'
 * ifAvailable), for work where one tab doing it is enough (syncing the
 * device's contracts). When the device database fails, the work runs.
 */
export async function tryDeviceLock<T>(
  name: string,
  work: () => Promise<T>,
  options: TryLockOptions = {},
): Promise<TryLockResult<T>> {
  const locks = webLocks();
  if (locks) {
    return locks.request(name, { ifAvailable: true }, async (lock): Promise<TryLockResult<T>> =>
      lock ? { ran: true, value: await work() } : { ran: false },
    );
  }
  const key = `${LEASE_KEY_PREFIX}${name}`;
  const owner = options.owner ?? newOwnerId();
  let taken: boolean;
  try {
    taken = await tryTake(key, owner);
  } catch {
    return { ran: true, value: await work() };
  }
  if (!taken) return { ran: false };
  return { ran: true, value: await holdLease(key, owner, work) };
}
