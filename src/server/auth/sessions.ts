// What a successful sign-in or refresh answers: a fresh access token, the
// user, the agent's profile and their approval key (docs/decisions/055-price-floors.md).
import type { SignInResponse } from '#api/auth';
import { approvalKeyFor } from '../approval/approval-keys';
import type { AppDatabase } from '../db/connection';
import { issueAccessToken } from './access-tokens';
import { toProfile, type Account } from './users';

export async function sessionResponse(
  db: AppDatabase,
  jwtSecret: string,
  account: Account & { agent: NonNullable<Account['agent']> },
  sessionId: string,
  now: Date,
): Promise<SignInResponse> {
  const { user, agent } = account;
  const { accessToken, expiresAt } = await issueAccessToken(
    jwtSecret,
    { userId: user.id, email: user.email, sessionId },
    now,
  );
  return {
    accessToken,
    expiresAt,
    user: { id: user.id, email: user.email },
    profile: toProfile(agent),
    approval: await approvalKeyFor(db, jwtSecret, agent),
  };
}
