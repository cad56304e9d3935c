// The request log names the path, never the query: a search's query is a
// customer's last name, and the log is read by more people than the contracts.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { findUserByEmail } from './auth/users';
import { DEMO_AGENT, seedDatabase } from './db/seed';
import { testAccessToken } from './testing/sessions';
import { testConfig } from './testing/test-config';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

describe('the request log', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    await seedDatabase(database.db, { demo: true });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("logs a search by its path, without the customer's name it searched for", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp(testConfig(), { database, webRoot: '/nonexistent', logger: { level: 'info', stream } });
    try {
      const user = await findUserByEmail(database.db, DEMO_AGENT.email);
      const token = await testAccessToken(database.db, testConfig().jwtSecret, user!);
      const res = await app.inject({
        method: 'GET',
        url: '/api/contracts?last=Kowalski&description=attic',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      const log = lines.join('');
      expect(log).toContain('"url":"/api/contracts"');
      expect(log).not.toContain('Kowalski');
      expect(log).not.toContain('attic');
    } finally {
      await app.close();
    }
  });
});
