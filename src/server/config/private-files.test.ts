// DATA_DIR is closed to every other account of the machine, whatever mode it
// was made or copied with, and what the server writes is its own.
import { chmod, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
