// A server of its own for a spec, started the way production starts it: the
// compiled `node dist/server/main.js` in a child process, with the
// environment the spec gives. Waits until /api/ready answers, and can stop it
// (SIGTERM) or kill it (SIGKILL, a power cut). Listens on 127.0.0.1 only.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const COMPILED_SERVER = join(process.cwd(), 'dist', 'server', 'main.js');
export const COMPILED_ADMIN = join(process.cwd(), 'dist', 'server', 'admin.js');

export const PRODUCTION_SECRETS = {
  JWT_SECRET: 'e2e-production-jwt-secret-0123456789abcdef',
  COOKIE_SECRET: 'e2e-production-cookie-secret-0123456789abcdef',
};

export interface ServerProcess {
  /** http://127.0.0.1:<port> or https://<host>:<port> */
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the server wrote, stdout and stderr together. */
  output: () => string;
  stop: () => Promise<void>;
  kill: () => Promise<void>;
}

export interface StartOptions {
  env: Record<string, string>;
  /** The script to run; the compiled server by default. */
  script?: string;
  /** For https: the authority to trust and the host name to ask for. */
  https?: { ca: string; host: string };
  /** The working directory; the repository by default. */
  cwd?: string;
  timeoutMs?: number;
}

/** A free port on 127.0.0.1, found by asking the system for one. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export function freshDataDir(label: string): string {
  return mkdtempSync(join(tmpdir(), `contract-builder-${label}-`));
}

async function answers(url: string, https?: { ca: string; host: string }): Promise<number> {
  if (!https) {
    const response = await fetch(`${url}/api/ready`).catch(() => undefined);
    return response?.status ?? 0;
  }
  const { port } = new URL(url);
  return new Promise((resolve) => {
    const req = httpsRequest(
      {
        host: '127.0.0.1',
        port: Number(port),
        path: '/api/ready',
        ca: https.ca,
        servername: https.host,
        headers: { host: `${https.host}:${port}` },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', () => resolve(0));
    req.end();
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts the server and resolves once it is ready; rejects with its output if it exits or takes too long. */
export async function startServerProcess(options: StartOptions): Promise<ServerProcess> {
  const script = options.script ?? COMPILED_SERVER;
  if (!existsSync(script)) throw new Error(`${script} is missing: run \`npm run build\` before the e2e specs`);
  const port = Number(options.env.PORT ?? (await freePort()));
  let output = '';
  const child = spawn(process.execPath, [script], {
    cwd: options.cwd ?? process.cwd(),
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', ...options.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = options.https ? `https://${options.https.host}:${port}` : `http://127.0.0.1:${port}`;

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}) before it was ready:\n${output}`);
    if ((await answers(url, options.https)) === 200) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server was not ready after ${options.timeoutMs ?? 60_000} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    port,
    child,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}

/** Runs the compiled admin CLI to the end; its exit code and output. */
export async function runAdmin(
  args: string[],
  env: Record<string, string>,
  input = '',
): Promise<{ code: number; output: string }> {
  const child = spawn(process.execPath, [COMPILED_ADMIN, ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stdin.end(input);
  const code = await new Promise<number>((resolve) => child.once('exit', (exitCode) => resolve(exitCode ?? 1)));
  return { code, output };
}
