// @vitest-environment jsdom
// SAVE & CONTINUE writes the signed-in agent into the contract. Right after
// the app opens, it may still be finding out who is signed in (over http a
// refresh left locked by the page before waits up to 4 s): the save waits for
// that, so the contract and what is signed from it name the agent.
import { describe, expect, it } from 'vitest';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { useBuilderStore } from './builder-store';
import { getContract } from '#web/storage/contract-storage';
import { readMeta } from '#web/storage/meta-storage';
import { sessionSettled, useSessionStore } from '#web/sync/session-store';
import { signedInAs } from '#web/testing/fake-server';
import { eachTestOnANewTablet } from '#web/testing/web-state';
import { saveAndContinue } from './save-and-continue';

eachTestOnANewTablet();

describe('SAVE & CONTINUE and the agent', () => {
  it('waits for the session being restored, and saves the contract with the agent signed in', async () => {
    const contract = handWorkedContract();
    useBuilderStore.setState({ contract: { ...contract, Agent: null }, loaded: true });
    useSessionStore.setState({ status: 'restoring' });
    const saving = saveAndContinue();
    setTimeout(() => signedInAs(1), 30);
    expect(await saving).toMatchObject({ ok: true, contractId: contract.ContractId });
    const saved = await getContract(contract.ContractId);
    expect(saved?.Agent?.Email).toBe('agent@example.com');
    expect((await readMeta('lastAgent'))?.Email).toBe('agent@example.com');
  });

  it('saves without an agent once the session is known to be signed out', async () => {
    const contract = handWorkedContract();
    useBuilderStore.setState({ contract: { ...contract, Agent: null }, loaded: true });
    useSessionStore.setState({ status: 'restoring' });
    const saving = saveAndContinue();
    setTimeout(() => useSessionStore.setState({ status: 'signed-out' }), 30);
    expect(await saving).toMatchObject({ ok: true });
    expect((await getContract(contract.ContractId))?.Agent).toBeNull();
  });

  it('does not wait for ever: a session still being restored after the wait is taken as it is', async () => {
    useSessionStore.setState({ status: 'restoring' });
    await sessionSettled(20);
    expect(useSessionStore.getState().status).toBe('restoring');
  });
});
