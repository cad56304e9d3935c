// Who the printed contract says prepared it, and their phone (spec: creator, else agent, else the device's last
// agent, else the company's default; the agent's phone, else the company's). An unsaved contract shows the signed-in
// agent, whom SAVE & CONTINUE will stamp; a saved one keeps the original's order on a reprint or another tablet.
import type { Agent, Contract } from '#domain/contract/model';
import { agentFromProfile, agentPhone, preparedBy, stampAgent } from '#domain/contract/saving';
import { DEFAULT_AGENT } from '../../config/company';
import { currentSeller } from '../../sync/company';
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
  return {
    agent,
    phone: agentPhone(signedIn && agent.Id === signedIn.Id ? phone : null, currentSeller(contract).phone),
  };
}
