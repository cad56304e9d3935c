// Who the printed contract says prepared it, and the phone beside them (spec:
// creator, else agent, else the last agent on this device, else the company's
// default; the agent's own phone, else the company's). The signed-in agent is
// who SAVE & CONTINUE will stamp, so a contract not yet saved shows them; a
// saved one, on a reprint or another tablet, keeps the original's order.
import type { Agent, Contract } from '#domain/contract/model';
import { agentFromProfile, agentPhone, preparedBy, stampAgent } from '#domain/contract/saving';
import { COMPANY, DEFAULT_AGENT } from '../../config/company';
import type { SessionState } from '../../sync/session-state';

export type PreparerSession = Pick<SessionState, 'status' | 'user' | 'profile' | 'phone'>;

export function documentPreparer(
  contract: Contract,
  lastAgent: Agent | null,
  session: PreparerSession,
  /** Not saved yet (transaction-date.ts): SAVE & CONTINUE will make the signed-in agent its creator. */
  unsaved: boolean,
): { agent: Agent; phone: string } {
  const { status, user, profile, phone } = session;
  const signedIn = status === 'signed-in' && user && profile ? agentFromProfile(profile, user.email) : null;
  const agent = preparedBy(unsaved ? stampAgent(contract, signedIn) : contract, lastAgent, DEFAULT_AGENT);
  // Only the signed-in agent's own number is known on this device.
  return { agent, phone: agentPhone(signedIn && agent.Id === signedIn.Id ? phone : null, COMPANY.phone) };
}
