// The access token is checked before the body is read (docs/decisions/075-office-second-factor.md): a request with
// megabytes and no token, or a token gone bad, gets its 401 as if it had no body; a body over a route's own limit
// gets a 413 that names that limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#api/error';
import { startContractsApi, type ContractsApi } from '../testing/contracts-api';

describe('a request is refused for its token before its body is read', () => {
  let h: ContractsApi;
  beforeAll(async () => {
    h = await startContractsApi('pglite');
  });
  afterAll(async () => {
    await h?.app.close();
    await h?.database.dispose();
  });

  // Not JSON at all, and larger than the signed route takes: a parse would answer 400 or 413.
  const megabytes = (size: number) => `{"record": ${'x'.repeat(size * 1024 * 1024)}`;

  it('answers 401 to 6 MB with no token, and with a forged one', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }]) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/contracts/K7Q2M9X4B1ZP/signed',
        headers: { 'content-type': 'application/json', ...headers },
        payload: megabytes(6),
      });
      expect(res.statusCode).toBe(401);
      expect(apiErrorSchema.parse(res.json()).error.code).toBe('UNAUTHORIZED');
    }
  });

  it("names the route's own limit in a 413 for a signed-in request", async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/contracts/K7Q2M9X4B1ZP/signed',
      headers: { 'content-type': 'application/json', authorization: h.authorization },
      payload: megabytes(6),
    });
    expect(res.statusCode).toBe(413);
    expect(apiErrorSchema.parse(res.json()).error.message).toBe('The request body is larger than the 4.7 MB limit.');
  });
});
