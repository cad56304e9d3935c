// Access tokens' signatures: a server remembers the ones it found valid until
// they expire, and never a forged or expired one. Whether their session still
// holds is session-check.ts's, on every request.
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_SECONDS, accessTokenVerifier, issueAccessToken } from './access-tokens';

const SECRET = 'a-test-jwt-secret-of-at-least-32-characters';
const OTHER_SECRET = 'another-jwt-secret-of-at-least-32-characters';
const claims = {
  userId: '7d0c2a4e-1b8f-4c3e-9a55-0f1e2d3c4b5a',
  email: 'agent@example.com',
  sessionId: '2b9e7f1c-4d3a-4e8b-9c1d-5a6b7c8d9e0f',
};

describe('accessTokenVerifier', () => {
  it('accepts a valid token again and again, then calls it expired once its 15 minutes are over', async () => {
    const issuedAt = new Date();
    const { accessToken } = await issueAccessToken(SECRET, claims, issuedAt);
    let now = issuedAt.getTime();
    const verify = accessTokenVerifier(SECRET, () => now);
    expect(await verify(accessToken)).toEqual({ ok: true, claims });
    now += 60_000;
    expect(await verify(accessToken)).toEqual({ ok: true, claims });
    now = issuedAt.getTime() + ACCESS_TOKEN_SECONDS * 1000 + 1000;
    expect(await verify(accessToken)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token signed with another secret, every time', async () => {
    const { accessToken } = await issueAccessToken(OTHER_SECRET, claims, new Date());
    const verify = accessTokenVerifier(SECRET);
    expect(await verify(accessToken)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verify(accessToken)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a token expired when it first arrives, and a changed one', async () => {
    const { accessToken } = await issueAccessToken(SECRET, claims, new Date(Date.now() - 20 * 60_000));
    const verify = accessTokenVerifier(SECRET);
    expect(await verify(accessToken)).toEqual({ ok: false, reason: 'expired' });
    const valid = (await issueAccessToken(SECRET, claims, new Date())).accessToken;
    expect(await verify(valid)).toMatchObject({ ok: true });
    const [header, payload, signature] = valid.split('.') as [string, string, string];
    const forged = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await verify(forged)).toEqual({ ok: false, reason: 'invalid' });
  });
});
