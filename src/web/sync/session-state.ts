// The shape of the agent's session as the screens read it, and the states it
// moves between: restoring at start, signed in, signed out.
import type { SessionUser, SignInResponse } from '#api/auth';
import type { ApprovalKey } from '#domain/approval/price-approval';
import type { AgentProfile } from '#domain/contract/model';
import { agentDisplay } from '#domain/format/names';

export type SessionStatus = 'restoring' | 'signed-in' | 'signed-out';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  profile: AgentProfile | null;
  /** The agent's own phone from their record; null when they have none or it is not known yet. */
  phone: string | null;
  /** The agent's key for a manager's approval code, kept on the device for use with no signal; null: none received. */
  approval: ApprovalKey | null;
  /** Memory only: never written to any storage. */
  accessToken: string | null;
  /** ISO timestamp at which accessToken expires. */
  expiresAt: string | null;
  /** Always `accessToken !== null`; false for a session restored offline. */
  hasToken: boolean;
  /** For the login page: why the last sign-in failed, or why the session ended. */
  lastError: string | null;
  /**
   * Wrong second-factor codes given for this account since its previous sign-in, as the sign-in answered them
   * (docs/decisions/075-office-second-factor.md): shown until dismissed. Memory only.
   */
  signInWarning: NonNullable<SignInResponse['secondFactorFailures']> | null;
}

export const initialSessionState: SessionState = {
  status: 'restoring',
  user: null,
  profile: null,
  phone: null,
  approval: null,
  accessToken: null,
  expiresAt: null,
  hasToken: false,
  lastError: null,
  signInWarning: null,
};

export const signedOut: Omit<SessionState, 'lastError'> = { ...initialSessionState, status: 'signed-out' };

/** What a sign-in answered of wrong second-factor codes given since the last one, for the banner. */
export const signInWarningOf = (session: SignInResponse): SessionState['signInWarning'] =>
  session.secondFactorFailures ?? null;

/** The state right after a sign-in or a refresh answered with this session. */
export function signedInState(session: SignInResponse): Partial<SessionState> {
  return {
    status: 'signed-in',
    user: session.user,
    profile: session.profile,
    approval: session.approval ?? null,
    accessToken: session.accessToken,
    expiresAt: session.expiresAt,
    hasToken: true,
  };
}

export function selectDisplayName(state: SessionState): string {
  return agentDisplay({
    signedIn: state.status === 'signed-in',
    first: state.profile?.first,
    last: state.profile?.last,
    displayName: state.profile?.display_name,
    email: state.user?.email,
  });
}
