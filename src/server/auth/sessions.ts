// What a successful sign-in or refresh answers: a fresh access token, the
// user and the agent's profile.
import type { SignInResponse } from '#api/auth';
import { issueAccessToken } from './access-tokens';
import { toProfile, type Account } from './users';

export async function sessionResponse(
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
  return { accessToken, expiresAt, user: { id: user.id, email: user.email }, profile: toProfile(agent) };
}
