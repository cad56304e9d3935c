// The second factor (docs/decisions/045-second-factor.md): an authenticator app enrolled with a QR code and confirmed
// by its first code, ten one-time recovery codes, and the check a sign-in makes once the password is right. Managers
// and admins must have one before the console lets them act (decision 075); agents may.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { renderSVG } from 'uqr';
import { recordAudit } from '../audit/audit-log';
import type { AppDatabase } from '../db/connection';
import { recoveryCodes, sessions, users } from '../db/schema';
import { base32Encode, matchTotp, newTotpSecret, otpauthUri } from './totp';

export const RECOVERY_CODE_COUNT = 10;
export const TOTP_ISSUER = 'Contract Builder';

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** 'abcd-efgh-ijkl': 60 random bits in lower-case base32, grouped to read aloud and type. */
function newRecoveryCode(): string {
  const text = base32Encode(randomBytes(8)).slice(0, 12).toLowerCase();
  return `${text.slice(0, 4)}-${text.slice(4, 8)}-${text.slice(8, 12)}`;
}

const normalise = (code: string) => code.trim().toLowerCase().replace(/\s/g, '');

export interface SecondFactorState {
  enrolled: boolean;
  /** Too many wrong codes: only a recovery code opens it (second-factor-failures.ts). */
  locked: boolean;
  recoveryCodesLeft: number;
}

export async function secondFactorState(db: AppDatabase, userId: string): Promise<SecondFactorState> {
  const [user] = await db
    .select({ enabledAt: users.totpEnabledAt, lockedAt: users.totpLockedAt })
    .from(users)
    .where(eq(users.id, userId));
  const [left] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return {
    enrolled: Boolean(user?.enabledAt),
    locked: Boolean(user?.enabledAt && user.lockedAt),
    recoveryCodesLeft: user?.enabledAt ? Number(left?.n ?? 0) : 0,
  };
}

export type EnrolmentStart =
  { status: 'enrolled-already' } | { status: 'started'; secret: string; uri: string; qrSvg: string };

/** A new secret, kept but not yet in force: the first code from the app puts it in force. */
export async function startEnrolment(db: AppDatabase, userId: string): Promise<EnrolmentStart> {
  const [user] = await db
    .select({ email: users.email, enabledAt: users.totpEnabledAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new Error(`no user ${userId}`);
  if (user.enabledAt) return { status: 'enrolled-already' };
  const secret = newTotpSecret();
  await db.update(users).set({ totpSecret: secret, totpLastStep: null }).where(eq(users.id, userId));
  const uri = otpauthUri(secret, user.email, TOTP_ISSUER);
  return { status: 'started', secret, uri, qrSvg: renderSVG(uri, { border: 2 }) };
}

export type EnrolmentEnd =
  | { status: 'not-started' }
  | { status: 'enrolled-already' }
  | { status: 'wrong-code' }
  | { status: 'enrolled'; recoveryCodes: string[] };

/** The app's first code puts the secret in force, marks this session as having given it, and makes recovery codes. */
export async function confirmEnrolment(
  db: AppDatabase,
  { userId, sessionId, code, now }: { userId: string; sessionId: string; code: string; now: Date },
): Promise<EnrolmentEnd> {
  const [user] = await db
    .select({ secret: users.totpSecret, enabledAt: users.totpEnabledAt, lastStep: users.totpLastStep })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.secret) return { status: 'not-started' };
  if (user.enabledAt) return { status: 'enrolled-already' };
  const step = matchTotp(user.secret, code, now, user.lastStep);
  if (step === null) return { status: 'wrong-code' };
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ totpEnabledAt: now, totpLastStep: step }).where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codes.map((text) => ({ userId, codeHash: hashCode(text) })));
    await tx.update(sessions).set({ secondFactorAt: now }).where(eq(sessions.id, sessionId));
    await recordAudit(tx, {
      actorUserId: userId,
      actorLabel: 'api',
      action: 'user.second-factor',
      subject: `user:${userId}`,
      before: { enrolled: false },
      after: { enrolled: true, recoveryCodes: RECOVERY_CODE_COUNT },
      at: now,
    });
  });
  return { status: 'enrolled', recoveryCodes: codes };
}

/**
 * Whether `code` is the app's current code or an unused recovery code; either is spent by the check. While the
 * authenticator is locked (second-factor-failures.ts) only a recovery code is taken, and it lifts the lock.
 */
export async function checkSecondFactor(
  db: AppDatabase,
  userId: string,
  code: string,
  now: Date,
): Promise<'totp' | 'recovery' | null> {
  const [user] = await db
    .select({ secret: users.totpSecret, lastStep: users.totpLastStep, lockedAt: users.totpLockedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.secret) return null;
  const step = user.lockedAt ? null : matchTotp(user.secret, code, now, user.lastStep);
  if (step !== null) {
    // Only a later step moves it: two sign-ins racing with one code, one of them wins.
    const taken = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, userId), sql`coalesce(${users.totpLastStep}, -1) < ${step}`))
      .returning({ id: users.id });
    return taken.length > 0 ? 'totp' : null;
  }
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashCode(normalise(code))),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  if (used.length === 0) return null;
  if (user.lockedAt) await db.update(users).set({ totpLockedAt: null }).where(eq(users.id, userId));
  await recordAudit(db, {
    actorUserId: userId,
    actorLabel: 'api',
    action: 'user.recovery-code',
    subject: `user:${userId}`,
    before: null,
    after: { used: 1, unlocked: Boolean(user.lockedAt) },
    at: now,
  });
  return 'recovery';
}

/** An admin's answer to a lost phone: the person enrols again at their next sign-in. */
export async function removeSecondFactor(
  db: AppDatabase,
  { userId, by, now }: { userId: string; by: { userId: string | null; label: string }; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(users)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, totpLockedAt: null })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (changed.length === 0) return false;
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await recordAudit(tx, {
      actorUserId: by.userId,
      actorLabel: by.label,
      action: 'user.second-factor-removed',
      subject: `user:${userId}`,
      before: null,
      after: { enrolled: false },
      at: now,
    });
    return true;
  });
}
