// The compiled server the office's browser tests run against, on each kind of database the product supports: the
// embedded PGlite always, and PostgreSQL too where one is given (DATABASE_URL, which CI sets), each test file on a
// database of its own. A first start seeds the demo agent; the office's people are added with the command line.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { Contract } from '#domain/contract/model';
import { createEmptyPostgresDatabase } from '#server/testing/test-database';
import { collectPageErrors, expect, keepOfflineAcrossNavigations } from './fixtures';
import { DEMO_AGENT } from './session-page';
import { freePort, freshDataDir, runAdmin, startServerProcess, type ServerProcess } from './server-process';

export type DatabaseKind = 'pglite' | 'postgres';

export const DATABASE_KINDS: readonly DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface OfficeServer {
  server: ServerProcess;
  /** The environment the server runs with, for the command line against the same database. */
  env: Record<string, string>;
  close: () => Promise<void>;
}

export interface OfficeMember {
  email: string;
  password: string;
  first: string;
  last: string;
  role: 'agent' | 'manager' | 'admin';
}

export async function startOfficeServer(
  label: string,
  kind: DatabaseKind,
  people: readonly OfficeMember[],
): Promise<OfficeServer> {
  const database = kind === 'postgres' ? await createEmptyPostgresDatabase() : null;
  const env = {
    NODE_ENV: 'test',
    DATA_DIR: freshDataDir(label),
    DATABASE_URL: database?.url ?? '',
    PORT: String(await freePort()),
  };
  let server = await startServerProcess({ env });
  await server.stop();
  for (const person of people) {
    const added = await runAdmin(
      ['add-agent', '--email', person.email, '--first', person.first, '--last', person.last, '--role', person.role],
      env,
      `${person.password}\n`,
    );
    expect(added.code, added.output).toBe(0);
  }
  server = await startServerProcess({ env });
  return {
    server,
    env,
    close: async () => {
      await server.kill();
      await database?.drop();
    },
  };
}

/** A browser context of its own on `baseURL`, as another device would be, with its page errors collected. */
export async function officeDevice(
  browser: Browser,
  baseURL: string,
  options: { width: number; height: number; timezoneId?: string },
) {
  const { width, height, timezoneId } = options;
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height },
    ...(timezoneId ? { timezoneId } : {}),
  });
  keepOfflineAcrossNavigations(context);
  const page = await context.newPage();
  const errors: string[] = [];
  collectPageErrors(page, errors);
  return { context, page, errors };
}

const SCREENSHOTS = join(process.cwd(), 'docs', 'screenshots', 'admin');

/** With UPDATE_SCREENSHOTS=1, the page as docs/screenshots/admin/<name>.png (taken on PGlite's run only). */
export async function consolePicture(page: Page, name: string, kind: DatabaseKind): Promise<void> {
  if (process.env.UPDATE_SCREENSHOTS !== '1' || kind !== 'pglite') return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** A contract as the cloud holds it, read with a session of the demo agent's own, as the office would check it. */
export async function cloudContract<T = Contract>(serverUrl: string, contractId: string): Promise<T> {
  const signedIn = (await (
    await fetch(`${serverUrl}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_AGENT.email, password: DEMO_AGENT.password }),
    })
  ).json()) as { accessToken: string };
  const answer = (await (
    await fetch(`${serverUrl}/api/contracts/${contractId}`, {
      headers: { authorization: `Bearer ${signedIn.accessToken}` },
    })
  ).json()) as { contract: T };
  return answer.contract;
}
