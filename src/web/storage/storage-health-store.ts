// Failed writes to the device (storage full, private mode, a closed database), shown to the agent and never dropped:
// retried every 5 s, a newer write for the same label replacing the pending one. One label's writes run one after
// another, so an older retry can never land after a newer write. While any is pending, closing the page asks first.
import { createStore, moduleState } from '../lib/app-state';

export type StorageHealthStatus = 'ok' | 'failing';

export interface StorageHealth {
  status: StorageHealthStatus;
  /** What to tell the agent while status is 'failing'. */
  message: string | null;
  pendingWrites: number;
}

export const QUOTA_MESSAGE =
  'Could not save on this device: storage is full. Your work is kept in this window; free some space or keep this window open.';
export const UNAVAILABLE_MESSAGE =
  'Could not save on this device: storage is not available (private browsing or blocked site data). Your work is kept in this window; keep this window open.';
export const GENERAL_MESSAGE =
  'Could not save on this device. Your work is kept in this window and saving is tried again every few seconds; keep this window open.';

export const RETRY_INTERVAL_MS = 5000;

export const useStorageHealth = createStore<StorageHealth>(() => ({ status: 'ok', message: null, pendingWrites: 0 }));

type Write = () => Promise<void>;

interface WriteAttempt {
  write: Write;
  sequence: number;
}

const writes = moduleState(
  () => ({
    /** The newest write asked for, per label. */
    latest: new Map<string, number>(),
    /** Writes that failed and wait for a retry, per label. */
    pending: new Map<string, WriteAttempt>(),
    /** The tail of each label's chain of writes. */
    lanes: new Map<string, Promise<unknown>>(),
    sequence: 0,
    retryTimer: null as ReturnType<typeof setInterval> | null,
  }),
  stopRetrying,
);

const QUOTA_NAMES = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);
const UNAVAILABLE_NAMES = new Set([
  'InvalidStateError',
  'SecurityError',
  'MissingAPIError',
  'OpenFailedError',
  'DatabaseClosedError',
]);

/** The names of an error and of the errors it wraps (Dexie keeps the browser's in `inner`). */
function errorNames(error: unknown): string[] {
  const names: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { name, inner, cause } = current as { name?: unknown; inner?: unknown; cause?: unknown };
    if (typeof name === 'string') names.push(name);
    current = inner ?? cause;
  }
  return names;
}

export function messageForWriteFailure(error: unknown): string {
  const names = errorNames(error);
  if (names.some((name) => QUOTA_NAMES.has(name))) return QUOTA_MESSAGE;
  if (names.some((name) => UNAVAILABLE_NAMES.has(name))) return UNAVAILABLE_MESSAGE;
  return GENERAL_MESSAGE;
}

function warnBeforeClosing(event: BeforeUnloadEvent): void {
  event.preventDefault();
}

function stopRetrying(state: { retryTimer: ReturnType<typeof setInterval> | null }): void {
  if (state.retryTimer === null) return;
  clearInterval(state.retryTimer);
  state.retryTimer = null;
  if (typeof window !== 'undefined') window.removeEventListener('beforeunload', warnBeforeClosing);
}

function publish(failed: boolean, failure?: unknown): void {
  const pendingWrites = writes.pending.size;
  if (failed) {
    useStorageHealth.setState({ status: 'failing', message: messageForWriteFailure(failure), pendingWrites });
  } else if (pendingWrites === 0) {
    useStorageHealth.setState({ status: 'ok', message: null, pendingWrites });
  } else {
    useStorageHealth.setState({ pendingWrites });
  }
  if (pendingWrites > 0 && writes.retryTimer === null) {
    writes.retryTimer = setInterval(() => void retryPendingWrites(), RETRY_INTERVAL_MS);
    if (typeof window !== 'undefined') window.addEventListener('beforeunload', warnBeforeClosing);
  } else if (pendingWrites === 0) {
    stopRetrying(writes);
  }
}

function inLane<T>(label: string, task: () => Promise<T>): Promise<T> {
  const { lanes } = writes;
  const run = (lanes.get(label) ?? Promise.resolve()).then(task);
  const tail = run.catch(() => undefined);
  lanes.set(label, tail);
  void tail.then(() => {
    if (lanes.get(label) === tail) lanes.delete(label);
  });
  return run;
}

/** Runs one attempt; a write superseded by a newer one for its label is skipped. */
async function attempt(label: string, entry: WriteAttempt, isRetry: boolean): Promise<boolean> {
  const { latest, pending } = writes;
  if (latest.get(label) !== entry.sequence) return true;
  if (isRetry && pending.get(label) !== entry) return true;
  try {
    await entry.write();
  } catch (error) {
    if (latest.get(label) === entry.sequence) pending.set(label, entry);
    publish(true, error);
    return false;
  }
  const waiting = pending.get(label);
  if (waiting && waiting.sequence <= entry.sequence) pending.delete(label);
  publish(false);
  return true;
}

/** Runs a write to the device; true when it landed. On failure the agent is
 * told, and the write is kept and retried until it lands. */
export function guardedWrite(label: string, write: Write): Promise<boolean> {
  const entry: WriteAttempt = { write, sequence: ++writes.sequence };
  writes.latest.set(label, entry.sequence);
  return inLane(label, () => attempt(label, entry, false));
}

/** Tries every pending write now; true when none is left pending. */
export async function retryPendingWrites(): Promise<boolean> {
  await Promise.all([...writes.pending].map(([label, entry]) => inLane(label, () => attempt(label, entry, true))));
  return writes.pending.size === 0;
}
