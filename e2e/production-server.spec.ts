// The server as an administrator installs it: a copy of the built files and
// the lockfile, `npm ci --omit=dev` (no TypeScript, no tsx, no Vite), then the
// documented command, `NODE_ENV=production node dist/server/main.js`, on the
// embedded database. There: no demo agent, ever, and the way to make the first
// agent with the admin CLI; one process at a time on the data directory, the
// admin CLI told which server holds it; a server killed outright leaves a lock
// the next start takes over.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_AGENT_RETIRED } from '#server/db/demo-agent';
import { TRUST_PROXY_TRUE_WARNING } from '#server/start-up-message';
import { expect, test } from './fixtures';
import { freshDataDir, PRODUCTION_SECRETS, runAdmin, startServerProcess, type ServerProcess } from './server-process';

const DEMO = { email: 'agent@example.com', password: 'insulate2026' };
const FIRST_AGENT = { email: 'dana.reyes@example.com', password: 'winter-attic-2026' };

let installed: string;
let dataDir: string;
const running: ServerProcess[] = [];

async function signIn(url: string, credentials: { email: string; password: string }): Promise<number> {
  const response = await fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  return response.status;
}

test.beforeAll(async () => {
  // npm ci of the runtime dependencies only: a minute at most with a warm cache.
  test.setTimeout(240_000);
  installed = mkdtempSync(join(tmpdir(), 'contract-builder-install-'));
  for (const file of ['package.json', 'package-lock.json']) cpSync(file, join(installed, file));
  cpSync('dist', join(installed, 'dist'), { recursive: true });
  execFileSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: installed,
    stdio: 'pipe',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  dataDir = freshDataDir('production');
});

test.afterAll(async () => {
  for (const server of running) await server.kill();
  rmSync(installed, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

const production = () => ({ NODE_ENV: 'production', DATA_DIR: dataDir, ...PRODUCTION_SECRETS });

async function start(env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await startServerProcess({
    cwd: installed,
    script: join(installed, 'dist/server/main.js'),
    env: { ...production(), ...env },
  });
  running.push(server);
  return server;
}

test('installed without devDependencies, the compiled server starts, serves the app and has no demo agent', async () => {
  test.setTimeout(60_000);
  for (const devOnly of ['tsx', 'typescript', 'vite', '@playwright/test', 'vitest']) {
    expect(existsSync(join(installed, 'node_modules', devOnly)), `${devOnly} is not installed`).toBe(false);
  }

  // SEED_DEMO=true is refused in production, with the way to make the first agent.
  const refused = await startServerProcess({
    cwd: installed,
    script: join(installed, 'dist/server/main.js'),
    env: { ...production(), SEED_DEMO: 'true' },
    timeoutMs: 15_000,
  }).then(
    () => 'started',
    (error: Error) => error.message,
  );
  expect(refused).toContain('the server exited (1) before it was ready');
  expect(refused).toContain('SEED_DEMO (never true in production');
  expect(refused).toContain('node dist/server/admin.js add-agent --email');

  const server = await start();
  const page = await fetch(`${server.url}/`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<div id="root" data-drawn-at="/">');
  // A builder step answers its own page drawn at build time, compiled and in production too.
  expect(await (await fetch(`${server.url}/builder/customer`)).text()).toContain('>Create Customer</h1>');
  expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
  // The demo agent's published password opens nothing.
  expect(await signIn(server.url, DEMO)).toBe(401);
  await server.stop();

  // Trusting every proxy is allowed, but the log says what it costs.
  const trusting = await start({ TRUST_PROXY: 'true' });
  // The log line may land a moment after the server answers its first request: read it as it arrives.
  await expect.poll(() => trusting.output(), { timeout: 10_000 }).toContain(TRUST_PROXY_TRUE_WARNING);
  await trusting.stop();
});

test("one process at a time on the embedded database; a killed server's lock is taken over", async () => {
  test.setTimeout(60_000);
  const server = await start();

  // The admin CLI while the server runs: refused, naming the server's process.
  const busy = await runAdmin(['counts'], production());
  expect(busy.code).toBe(1);
  expect(busy.output).toContain(`The embedded database in ${dataDir} is in use by process ${server.child.pid} (`);
  expect(busy.output).toContain('dist/server/main.js');

  // A second server on the same directory: refused the same way.
  const second = await startServerProcess({
    cwd: installed,
    script: join(installed, 'dist/server/main.js'),
    env: production(),
    timeoutMs: 15_000,
  }).then(
    () => 'started',
    (error: Error) => error.message,
  );
  expect(second).toContain(`is in use by process ${server.child.pid}`);

  // Killed outright, as by a power cut: its lock stays behind, and the next start takes it over.
  await server.kill();
  expect(existsSync(join(dataDir, 'database.lock'))).toBe(true);

  // With the server stopped, the admin CLI makes the first agent (the password piped in).
  const added = await runAdmin(
    ['add-agent', '--email', FIRST_AGENT.email, '--first', 'Dana', '--last', 'Reyes'],
    production(),
    `${FIRST_AGENT.password}\n`,
  );
  expect(added.output).toContain(FIRST_AGENT.email);
  expect(added.code).toBe(0);

  const restarted = await start();
  expect(await signIn(restarted.url, FIRST_AGENT)).toBe(200);
  await restarted.stop();
  expect(existsSync(join(dataDir, 'database.lock'))).toBe(false);
});

test('a demo agent left from a trial is disabled at the production start, and DATA_DIR is closed to other accounts', async () => {
  test.setTimeout(90_000);
  const trialDir = freshDataDir('trial');
  // Made open, as a copied or hand-made directory may be.
  chmodSync(trialDir, 0o755);
  try {
    // A trial in development: the demo agent is created and signs in.
    const trial = await startServerProcess({
      cwd: installed,
      script: join(installed, 'dist/server/main.js'),
      env: { NODE_ENV: 'development', DATA_DIR: trialDir, ...PRODUCTION_SECRETS },
    });
    expect(await signIn(trial.url, DEMO)).toBe(200);
    await trial.stop();

    // The same data in production: the published password opens nothing, and the log says why.
    const live = await startServerProcess({
      cwd: installed,
      script: join(installed, 'dist/server/main.js'),
      env: { NODE_ENV: 'production', DATA_DIR: trialDir, ...PRODUCTION_SECRETS },
    });
    running.push(live);
    expect(await signIn(live.url, DEMO)).toBe(401);
    expect(live.output()).toContain(DEMO_AGENT_RETIRED);

    // Every other account of the machine is kept out of the customers' data (the embedded database
    // writes its own files readable by all; the directory around them is what keeps others out).
    expect(statSync(trialDir).mode & 0o777).toBe(0o700);
    if (process.getuid?.() === 0) {
      // As root (CI), try it as another account.
      const stranger = spawnSync('runuser', ['-u', 'nobody', '--', 'cat', join(trialDir, 'pglite', 'PG_VERSION')], {
        encoding: 'utf8',
      });
      expect(stranger.status).not.toBe(0);
      expect(stranger.stderr).toContain('Permission denied');
    }
    await live.stop();
  } finally {
    rmSync(trialDir, { recursive: true, force: true });
  }
});
