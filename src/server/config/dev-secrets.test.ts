import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEV_SECRETS_FILE, ensureDevSecrets } from './dev-secrets';
import { loadEnv } from './env';

const secret = (char: string) => char.repeat(32);

describe('ensureDevSecrets', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('keeps given secrets and touches no file', async () => {
    dir = await mkdtemp(join(tmpdir(), 'cb-env-'));
    const env = loadEnv({ DATA_DIR: dir, JWT_SECRET: secret('j'), COOKIE_SECRET: secret('c') });
    const { config, notice } = await ensureDevSecrets(env);
    expect(config.jwtSecret).toBe(secret('j'));
    expect(notice).toBeUndefined();
    await expect(stat(join(dir, DEV_SECRETS_FILE))).rejects.toThrow();
  });

  it('generates development secrets once, stores them privately and reuses them', async () => {
    dir = await mkdtemp(join(tmpdir(), 'cb-env-'));
    const dataDir = join(dir, 'nested', 'data');
    const first = await ensureDevSecrets(loadEnv({ DATA_DIR: dataDir }));
    expect(first.config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.config.cookieSecret).not.toBe(first.config.jwtSecret);
    expect(first.notice).toMatch(/JWT_SECRET and COOKIE_SECRET not set: using development secrets generated now in/);

    const file = join(dataDir, DEV_SECRETS_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      jwtSecret: first.config.jwtSecret,
      cookieSecret: first.config.cookieSecret,
    });

    const second = await ensureDevSecrets(loadEnv({ DATA_DIR: dataDir, COOKIE_SECRET: secret('c') }));
    expect(second.config.jwtSecret).toBe(first.config.jwtSecret);
    expect(second.config.cookieSecret).toBe(secret('c'));
    expect(second.notice).toMatch(/^JWT_SECRET not set: using development secrets from /);
  });

  it('replaces a damaged secrets file', async () => {
    dir = await mkdtemp(join(tmpdir(), 'cb-env-'));
    await writeFile(join(dir, DEV_SECRETS_FILE), '{ not json');
    const { config } = await ensureDevSecrets(loadEnv({ DATA_DIR: dir }));
    expect(JSON.parse(await readFile(join(dir, DEV_SECRETS_FILE), 'utf8')).jwtSecret).toBe(config.jwtSecret);
  });
});
