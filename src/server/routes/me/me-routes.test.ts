import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { meResponseSchema } from '#api/auth';
import { apiErrorSchema } from '#api/error';
import { ACCESS_TOKEN_SECONDS, issueAccessToken } from '../../auth/access-tokens';
import { createAgent, findUserByEmail } from '../../auth/users';
import { agents } from '../../db/schema';
import { DEMO_AGENT } from '../../db/seed';
import { databaseKinds } from '../../testing/test-database';
import { testConfig } from '../../testing/test-config';
import { me, signIn } from '../../testing/sessions';
import { startTestServer, type TestServer } from '../../testing/test-server';

describe.each(databaseKinds())('GET /api/me on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function accessTokenOf(email: string, password: string): Promise<string> {
    const res = await signIn(server.app, email, password);
    expect(res.statusCode).toBe(200);
    return (res.json() as { accessToken: string }).accessToken;
  }

  it('answers the user, the profile and the phone', async () => {
    const res = await me(server.app, await accessTokenOf(DEMO_AGENT.email, DEMO_AGENT.password));
    expect(res.statusCode).toBe(200);
    const user = await findUserByEmail(server.database.db, DEMO_AGENT.email);
    expect(meResponseSchema.parse(res.json())).toEqual({
      user: { id: user!.id, email: 'agent@example.com' },
      profile: {
        user_id: user!.id,
        first: 'Jane',
        last: 'Demo',
        display_name: 'Jane Demo',
        role: 'agent',
        branch: null,
      },
      phone: null,
    });
  });

  it("answers an agent's own phone", async () => {
    await createAgent(server.database.db, {
      email: 'phoned@example.com',
      password: 'phone-pass-2026',
      first: 'Pat',
      last: 'Caller',
      role: 'manager',
      phone: '555-010-2030',
    });
    const body = meResponseSchema.parse(
      (await me(server.app, await accessTokenOf('phoned@example.com', 'phone-pass-2026'))).json(),
    );
    expect(body.phone).toBe('555-010-2030');
    expect(body.profile).toMatchObject({ first: 'Pat', last: 'Caller', display_name: 'Pat Caller', role: 'manager' });
  });

  it('answers 401 without a token or with a malformed header', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic abc' },
      { authorization: 'Bearer not.a.jwt' },
    ]) {
      const res = await server.app.inject({ method: 'GET', url: '/api/me', headers });
      expect(res.statusCode).toBe(401);
      expect(apiErrorSchema.parse(res.json()).error.code).toBe('UNAUTHORIZED');
    }
  });

  it('answers 401 for an expired token', async () => {
    const user = await findUserByEmail(server.database.db, DEMO_AGENT.email);
    const longAgo = new Date(Date.now() - (ACCESS_TOKEN_SECONDS + 60) * 1000);
    const { accessToken } = await issueAccessToken(
      testConfig().jwtSecret,
      { userId: user!.id, email: user!.email, sessionId: randomUUID() },
      longAgo,
    );
    const res = await me(server.app, accessToken);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Your session has expired; refresh it or sign in again.');
  });

  it('answers 401 for a token signed with another secret', async () => {
    const user = await findUserByEmail(server.database.db, DEMO_AGENT.email);
    const { accessToken } = await issueAccessToken(
      'another-secret-that-is-long-enough-0123456789',
      { userId: user!.id, email: user!.email, sessionId: randomUUID() },
      new Date(),
    );
    const res = await me(server.app, accessToken);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('The access token is not valid; sign in again.');
  });

  it('ends the session when the agent record is gone', async () => {
    await createAgent(server.database.db, {
      email: 'leaving@example.com',
      password: 'farewell-keys-9',
      first: 'Lee',
      last: 'Gone',
    });
    const token = await accessTokenOf('leaving@example.com', 'farewell-keys-9');
    const user = await findUserByEmail(server.database.db, 'leaving@example.com');
    await server.database.db.delete(agents).where(eq(agents.userId, user!.id));
    const res = await me(server.app, token);
    expect(res.statusCode).toBe(401);
    expect(apiErrorSchema.parse(res.json()).error.message).toBe('Your session has ended; sign in again.');
  });
});
