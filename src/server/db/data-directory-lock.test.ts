import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './connection';
import { DataDirectoryInUseError, LOCK_FILE, lockDataDirectory } from './data-directory-lock';

let dataDir: string;
let children: ChildProcess[] = [];

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cb-lock-'));
});
afterEach(async () => {
  for (const child of children) child.kill('SIGKILL');
  children = [];
  await rm(dataDir, { recursive: true, force: true });
});

/** Another program running on this machine, as a server holding the lock would be. */
async function runningProcess(): Promise<ChildProcess & { pid: number }> {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  children.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  if (child.pid === undefined) throw new Error('sleep did not start');
  return child as ChildProcess & { pid: number };
}

async function writeLock(owner: { pid: number; command: string; hostname?: string }): Promise<void> {
  await writeFile(
    join(dataDir, LOCK_FILE),
    JSON.stringify({ hostname: hostname(), startedAt: '2026-11-23T08:00:00.000Z', ...owner }),
  );
}

describe('lockDataDirectory', () => {
  it('refuses while another running process holds the directory, naming it', async () => {
    const server = await runningProcess();
    await writeLock({ pid: server.pid, command: 'sleep 30' });
    const refusal = lockDataDirectory(dataDir);
    await expect(refusal).rejects.toBeInstanceOf(DataDirectoryInUseError);
    await expect(refusal).rejects.toThrow(
      `The embedded database in ${dataDir} is in use by process ${server.pid} (sleep 30) on ${hostname()}, started 2026-11-23T08:00:00.000Z.`,
    );
  });

  it('takes over the lock of a process that was killed', async () => {
    const server = await runningProcess();
    await writeLock({ pid: server.pid, command: 'sleep 30' });
    server.kill('SIGKILL');
    await new Promise((resolve) => server.once('exit', resolve));
    const lock = await lockDataDirectory(dataDir);
    expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8'))).toMatchObject({
      pid: process.pid,
      hostname: hostname(),
    });
    lock.release();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  });

  it('takes over a lock whose process id now belongs to another program', async () => {
    const other = await runningProcess();
    await writeLock({ pid: other.pid, command: 'node dist/server/main.js' });
    const lock = await lockDataDirectory(dataDir);
    lock.release();
  });

  it('counts a lock written on another machine (a shared disk) as held', async () => {
    await writeLock({ pid: 1, command: 'node dist/server/main.js', hostname: 'the-other-server' });
    await expect(lockDataDirectory(dataDir)).rejects.toThrow(
      'in use by process 1 (node dist/server/main.js) on the-other-server',
    );
  });
});

describe('openDatabase on a data directory', () => {
  it('holds the directory while open, and lets the next process in after closing', async () => {
    const first = await openDatabase({ dataDir });
    try {
      const owner = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8'));
      expect(owner.pid).toBe(process.pid);
    } finally {
      await first.close();
    }
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    const second = await openDatabase({ dataDir });
    await second.close();
  });

  it('refuses while a running server holds it, without touching its files', async () => {
    const server = await runningProcess();
    await writeLock({ pid: server.pid, command: 'sleep 30' });
    await expect(openDatabase({ dataDir })).rejects.toThrow(`is in use by process ${server.pid} (sleep 30)`);
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
  });
});
