// The embedded database (PGlite) is one process's files: a second server, or the admin CLI while the server runs,
// would damage them. The first process writes DATA_DIR/database.lock exclusively, naming itself; any other refuses
// and says which process holds it. A lock left by a process that no longer runs (killed, power cut) is taken over.
import { readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE = 'database.lock';

export interface LockOwner {
  pid: number;
  hostname: string;
  /** The command line, so the message says which program it is. */
  command: string;
  /** ISO timestamp. */
  startedAt: string;
}

/** Another running process holds DATA_DIR; the message names it and what to do. */
export class DataDirectoryInUseError extends Error {
  override readonly name = 'DataDirectoryInUseError';
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${owner.pid} (${owner.command}) on ${owner.hostname}, ` +
        `started ${owner.startedAt}. Only one process may open it at a time: stop that one first ` +
        '(stop the server before running the admin CLI), or use another DATA_DIR. ' +
        'Several servers need PostgreSQL (DATABASE_URL): see docs/deploy.md.',
    );
  }
}

export interface DataDirectoryLock {
  /** Removes the lock file, if it is still this process's. */
  release: () => void;
}

function commandOf(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return undefined;
  }
}

/**
 * Whether the process that wrote the lock still runs. A process that answers
 * signal 0 (or refuses it: EPERM) exists; where /proc shows its command line,
 * it must also be the same program, since a process id is reused after a
 * restart. A lock written on another machine (a shared disk) cannot be
 * checked, and counts as held.
 */
function isRunning(owner: LockOwner): boolean {
  if (owner.hostname !== hostname()) return true;
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const command = commandOf(owner.pid);
  return command === undefined || command === owner.command;
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    if (typeof parsed.pid !== 'number' || typeof parsed.hostname !== 'string') return undefined;
    return {
      pid: parsed.pid,
      hostname: parsed.hostname,
      command: typeof parsed.command === 'string' ? parsed.command : 'unknown command',
      startedAt: typeof parsed.startedAt === 'string' ? parsed.startedAt : 'at an unknown time',
    };
  } catch {
    // Unreadable or half-written: the process that wrote it did not finish starting.
    return undefined;
  }
}

function thisProcess(now: Date): LockOwner {
  return {
    pid: process.pid,
    hostname: hostname(),
    command: commandOf(process.pid) ?? process.argv.join(' '),
    startedAt: now.toISOString(),
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A lock file too new to judge: its process may still be writing it. */
function isFresh(file: string, now: Date): boolean {
  try {
    return now.getTime() - statSync(file).mtimeMs < 5_000;
  } catch {
    return false;
  }
}

function lockFor(file: string, me: LockOwner): DataDirectoryLock {
  let released = false;
  return {
    release: () => {
      if (released) return;
      released = true;
      if (readOwner(file)?.pid === me.pid) unlinkSync(file);
    },
  };
}

/** Takes DATA_DIR for this process, or throws DataDirectoryInUseError. The directory must exist. */
export async function lockDataDirectory(dataDir: string, now: Date = new Date()): Promise<DataDirectoryLock> {
  const file = join(dataDir, LOCK_FILE);
  const me = thisProcess(now);
  let tookOver = false;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      writeFileSync(file, `${JSON.stringify(me, null, 2)}\n`, { flag: 'wx', mode: 0o644 });
      if (!tookOver) return lockFor(file, me);
      // Two processes taking over the same stale lock at once: the one that
      // removed the other's fresh file wins, and the other sees that here.
      await pause(50);
      if (readOwner(file)?.pid === me.pid) return lockFor(file, me);
      continue;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(file);
    if (owner && isRunning(owner)) throw new DataDirectoryInUseError(dataDir, owner);
    if (!owner && isFresh(file, new Date())) {
      await pause(200);
      continue;
    }
    // Stale: its process is gone.
    try {
      unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    tookOver = true;
  }
  const owner = readOwner(file);
  if (owner) throw new DataDirectoryInUseError(dataDir, owner);
  throw new Error(`${file} could not be taken: another process keeps writing it.`);
}
