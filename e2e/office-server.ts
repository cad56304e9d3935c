// The compiled server the office's browser tests run against, on each kind of database the product supports: the
// embedded PGlite always, and PostgreSQL too where one is given (DATABASE_URL, which CI sets), each test file on a
// database of its own. A first start seeds the demo agent; the office's people are added with the command line.
import { createEmptyPostgresDatabase } from '#server/testing/test-database';
import { expect } from './fixtures';
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
