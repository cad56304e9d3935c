// Several servers behind a load balancer on one PostgreSQL (docs/deploy.md):
// two compiled servers started at the same moment on an empty database both
// become ready; a contract synced through one is found and downloaded through
// the other; a session begun on one is refreshed on the other; and the
// sign-in limit counts the attempts made through both. Needs a PostgreSQL
// server (DATABASE_URL, which CI sets), like the server tests on PostgreSQL.
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { createEmptyPostgresDatabase } from '#server/testing/test-database';
import { asOwnContract } from './contract-page';
import { expect, test } from './fixtures';
import { PRODUCTION_SECRETS, runAdmin, startServerProcess, type ServerProcess } from './server-process';

const AGENT = { email: 'lee.novak@example.com', password: 'two-servers-2026' };
const LAST = `Okafor${Date.now().toString(36)}`;

interface Session {
  accessToken: string;
  cookies: string;
  xsrf: string;
}

async function signIn(url: string, password: string): Promise<Response> {
  return fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: AGENT.email, password }),
  });
}

function sessionOf(accessToken: string, response: Response): Session {
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
  const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  return { accessToken, cookies: cookies.join('; '), xsrf };
}

// Defined only with a PostgreSQL server to run on, as the server tests on
// PostgreSQL are (src/server/testing/test-database.ts); CI always has one.
const onPostgres = process.env.DATABASE_URL ? test.describe : () => {};

onPostgres('two servers on one PostgreSQL', () => {
  const servers: ServerProcess[] = [];
  let dropDatabase: () => Promise<void> = async () => {};

  test.afterAll(async () => {
    for (const server of servers) await server.stop();
    await dropDatabase();
  });

  test('start together on an empty database, and share contracts, sessions and sign-in limits', async () => {
    test.setTimeout(90_000);
    const database = await createEmptyPostgresDatabase();
    dropDatabase = database.drop;
    const env = { NODE_ENV: 'production', DATABASE_URL: database.url, ...PRODUCTION_SECRETS };

    // Both at the same moment on an empty database: they take turns migrating and seeding.
    servers.push(...(await Promise.all([startServerProcess({ env }), startServerProcess({ env })])));
    const [one, two] = servers as [ServerProcess, ServerProcess];
    for (const server of [one, two]) expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);

    const added = await runAdmin(
      ['add-agent', '--email', AGENT.email, '--first', 'Lee', '--last', 'Novak'],
      env,
      `${AGENT.password}\n`,
    );
    expect(added.code, added.output).toBe(0);

    // Signed in and synced through server one...
    const signedIn = await signIn(one.url, AGENT.password);
    expect(signedIn.status).toBe(200);
    const session = sessionOf(((await signedIn.json()) as { accessToken: string }).accessToken, signedIn);
    const auth = { authorization: `Bearer ${session.accessToken}` };
    const fixture = asOwnContract(handWorkedContract(), 'Two');
    const contract = { ...fixture, Customer: { ...fixture.Customer, First: 'Ada', Last: LAST } };
    const pushed = await fetch(`${one.url}/api/contracts/${contract.ContractId}`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ contract, baseVersion: null }),
    });
    expect(pushed.status, await pushed.clone().text()).toBe(200);

    // ...found and downloaded through server two, with the token server one issued.
    const search = await fetch(`${two.url}/api/contracts?last=${LAST}`, { headers: auth });
    expect(search.status).toBe(200);
    const found = (await search.json()) as { total: number; items: { ContractId: string }[] };
    expect(found.total).toBe(1);
    expect(found.items[0]?.ContractId).toBe(contract.ContractId);
    const download = await fetch(`${two.url}/api/contracts/${contract.ContractId}`, { headers: auth });
    expect(download.status).toBe(200);
    const downloaded = (await download.json()) as {
      version: number;
      contract: { Customer: { Last: string }; Goals: unknown[] };
    };
    expect(downloaded.version).toBe(1);
    expect(downloaded.contract.Customer.Last).toBe(LAST);
    expect(downloaded.contract.Goals).toHaveLength(contract.Goals.length);

    // The session begun on server one is refreshed on server two: no sticky sessions needed.
    const refreshed = await fetch(`${two.url}/api/auth/refresh`, {
      method: 'POST',
      headers: { cookie: session.cookies, 'X-XSRF-TOKEN': session.xsrf },
    });
    expect(refreshed.status).toBe(200);

    // Five wrong passwords from one address, spread over both servers, make its next try wait on both.
    for (const server of [one, two, one, two, one])
      expect((await signIn(server.url, 'wrong-password')).status).toBe(401);
    const blocked = await signIn(two.url, AGENT.password);
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as { error: { code: string } }).error.code).toBe('TOO_MANY_REQUESTS');
  });
});
