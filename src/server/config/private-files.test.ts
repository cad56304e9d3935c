// DATA_DIR is closed to every other account of the machine, whatever mode it
// was made or copied with, and what the server writes is its own, the embedded database's files included.
import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/connection';
import { keepFilesPrivate, privateDataDirectory } from './private-files';

let parent: string;
let umaskBefore: number;
beforeEach(async () => {
  parent = await mkdtemp(join(tmpdir(), 'cb-private-'));
  umaskBefore = process.umask();
});
afterEach(async () => {
  process.umask(umaskBefore);
  await rm(parent, { recursive: true, force: true });
});

describe('private files', () => {
  it('closes an open DATA_DIR to other accounts, and makes a missing one closed', async () => {
    const open = join(parent, 'copied-open');
    await mkdir(open);
    await chmod(open, 0o755);
    await privateDataDirectory(open);
    expect((await stat(open)).mode & 0o777).toBe(0o700);
    const fresh = join(parent, 'fresh', 'data');
    await privateDataDirectory(fresh);
    expect((await stat(fresh)).mode & 0o777).toBe(0o700);
  });

  it('writes new files readable by their owner only', async () => {
    process.umask(0o022);
    keepFilesPrivate();
    const file = join(parent, 'dev-secrets.json');
    await writeFile(file, '{}');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });
});

describe('the embedded database on disk', () => {
  it('is its owner’s alone: every file 0600 and every folder 0700, those PGlite unpacked included', async () => {
    const dataDir = join(parent, 'data');
    await privateDataDirectory(dataDir);
    const database = await openDatabase({ dataDir });
    try {
      await database.db.execute(sql`create table written_after_start (id int)`);
      const open: string[] = [];
      const walk = async (directory: string): Promise<void> => {
        for (const entry of await readdir(directory, { withFileTypes: true })) {
          const path = join(directory, entry.name);
          const mode = (await stat(path)).mode & 0o777;
          if (mode !== (entry.isDirectory() ? 0o700 : 0o600)) open.push(`${path}: ${mode.toString(8)}`);
          if (entry.isDirectory()) await walk(path);
        }
      };
      await walk(join(dataDir, 'pglite'));
      expect(open).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
