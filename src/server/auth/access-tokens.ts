// Short-lived access tokens: HS256 JWTs signed with JWT_SECRET, carrying the user id (sub), email and session (sid).
// Only the signature is checked here; session-check.ts asks the database on every request whether session and user
// still hold, so a signed-out or disabled agent's token stops at once on every server instance.
import { decodeJwt, errors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ISSUER = 'contract-builder';
const AUDIENCE = 'contract-builder-api';

export interface AccessClaims {
  userId: string;
  email: string;
  /** The session (refresh-token family) the token was issued to. */
  sessionId: string;
}

export interface IssuedAccessToken {
  accessToken: string;
  /** ISO time the token stops working. */
  expiresAt: string;
}

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function issueAccessToken(secret: string, claims: AccessClaims, now: Date): Promise<IssuedAccessToken> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAtSeconds = issuedAt + ACCESS_TOKEN_SECONDS;
  const accessToken = await new SignJWT({ email: claims.email, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAtSeconds)
    .sign(key(secret));
  return { accessToken, expiresAt: new Date(expiresAtSeconds * 1000).toISOString() };
}

export type AccessTokenCheck = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

export async function verifyAccessToken(secret: string, token: string): Promise<AccessTokenCheck> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    const { sub, email, sid } = payload;
    // A token from before sessions were named has no sid: the client refreshes it.
    if (typeof sub !== 'string' || typeof email !== 'string' || typeof sid !== 'string') {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, claims: { userId: sub, email, sessionId: sid } };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** How many verified tokens a server remembers: far more than the agents signed in at once. */
export const VERIFIED_TOKENS_KEPT = 10_000;

export type AccessTokenVerifier = (token: string) => Promise<AccessTokenCheck>;

/**
 * verifyAccessToken, remembering each token it found valid until the token
 * expires: an agent sends the same token with every request for 15 minutes,
 * and checking its HMAC again each time was a tenth of a search's CPU. A
 * token is a signed string, so the same string always has the same claims.
 */
export function accessTokenVerifier(secret: string, now: () => number = Date.now): AccessTokenVerifier {
  const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();
  return async (token) => {
    const known = verified.get(token);
    if (known) {
      if (now() < known.expiresAtMs) return { ok: true, claims: known.claims };
      verified.delete(token);
      return { ok: false, reason: 'expired' };
    }
    const check = await verifyAccessToken(secret, token);
    if (check.ok) {
      const expiresAtSeconds = decodeJwt(token).exp;
      if (typeof expiresAtSeconds === 'number') {
        // The oldest goes first once the map is full (a Map keeps the order things were put in).
        if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
        verified.set(token, { claims: check.claims, expiresAtMs: expiresAtSeconds * 1000 });
      }
    }
    return check;
  };
}
