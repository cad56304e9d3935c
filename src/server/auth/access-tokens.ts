// Short-lived access tokens: HS256 JWTs signed with JWT_SECRET, carrying the
// user id (sub) and email. Nothing about them is kept on the server, so any
// number of server instances can check them.
import { errors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ISSUER = 'contract-builder';
const AUDIENCE = 'contract-builder-api';

export interface AccessClaims {
  userId: string;
  email: string;
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
  const accessToken = await new SignJWT({ email: claims.email })
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
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return { ok: false, reason: 'invalid' };
    return { ok: true, claims: { userId: payload.sub, email: payload.email } };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
