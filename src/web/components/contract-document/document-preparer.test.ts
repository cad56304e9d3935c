import { describe, expect, it } from 'vitest';
import type { Agent } from '#domain/contract/model';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { COMPANY, DEFAULT_AGENT } from '../../config/company';
import { documentPreparer, type PreparerSession } from './document-preparer';

const sam: Agent = { Id: 'u-2', First: 'Sam', Last: 'Ortiz', Email: 'sam@example.com', Display: 'Sam Ortiz' };
const signedOut: PreparerSession = { status: 'signed-out', user: null, profile: null, phone: null };
const jane: PreparerSession = {
  status: 'signed-in',
  user: { id: 'u-1', email: 'agent@example.com' },
  profile: { user_id: 'u-1', first: 'Jane', last: 'Demo', display_name: 'Jane Demo', role: 'agent' },
  phone: '608-555-0199',
};

describe('who prepared the printed contract', () => {
  it('is the signed-in agent on a contract not saved yet, with their own phone', () => {
    const { agent, phone } = documentPreparer(handWorkedContract(), sam, jane, true);
    expect(agent).toMatchObject({ Id: 'u-1', Display: 'Jane Demo', Email: 'agent@example.com' });
    expect(phone).toBe('608-555-0199');
  });

  it('is the creator once there is one, with the company phone when it is somebody else', () => {
    const contract = { ...handWorkedContract(), Creator: sam, Agent: sam };
    const { agent, phone } = documentPreparer(contract, null, jane, false);
    expect(agent).toBe(sam);
    expect(phone).toBe(COMPANY.phone);
  });

  it('falls back to the last agent on this device, then to the company default', () => {
    expect(documentPreparer(handWorkedContract(), sam, signedOut, true).agent).toBe(sam);
    const fallback = documentPreparer(handWorkedContract(), null, signedOut, false);
    expect(fallback.agent).toBe(DEFAULT_AGENT);
    expect(fallback.phone).toBe(COMPANY.phone);
  });

  it('on a saved contract with no creator (older or downloaded), is its own agent before the signed-in one', () => {
    const contract = { ...handWorkedContract(), Agent: sam, Creator: null };
    const { agent, phone } = documentPreparer(contract, null, jane, false);
    expect(agent).toBe(sam);
    expect(phone).toBe(COMPANY.phone);
    // Before its first save, the signed-in agent who will save it prepares it.
    expect(documentPreparer(contract, null, jane, true).agent.Display).toBe('Jane Demo');
  });
});
