// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { newContract } from '#domain/testing/builders';
import { readMeta, writeMeta } from '../storage/meta-storage';
import { useBuilderStore } from './builder-store';
import { startNewContract } from './new-contract';
import { resetWebState } from '../testing/web-state';

beforeEach(() => {
  resetWebState();
});

describe('starting a new contract', () => {
  it('forgets the draft and the open contract, and nothing else', async () => {
    const draft = newContract();
    await writeMeta('draft', draft);
    await writeMeta('activeContractId', draft.ContractId);
    await writeMeta('lastDownload', '2026-11-21T09:00:00.000Z');
    await startNewContract();
    expect(await readMeta('draft')).toBeNull();
    expect(await readMeta('activeContractId')).toBeNull();
    expect(await readMeta('lastDownload')).toBe('2026-11-21T09:00:00.000Z');
  });
});

describe("a new contract offers the office's financing plans", () => {
  const plan = (contract: { Values: { Financing: { Code: string; Apr: number }[] } } | null) =>
    contract?.Values.Financing.find((option) => option.Code === 'DEL2689')?.Apr;

  it('as this release has them before any download', async () => {
    await useBuilderStore.getState().load();
    expect(plan(useBuilderStore.getState().contract)).toBe(8.99);
  });

  it('as the device last downloaded them, read from storage when the builder loads, offline', async () => {
    await writeMeta('financingPlans', {
      plans: [{ Id: 5, Code: 'DEL2689', Term: 60, Apr: 9.49, Visible: true }],
      downloadedAt: '2026-11-26T17:00:00.000Z',
    });
    await useBuilderStore.getState().load();
    const fresh = useBuilderStore.getState().contract;
    expect(plan(fresh)).toBe(9.49);
    // The plans the office no longer has are not offered.
    expect(fresh?.Values.Financing.map((option) => option.Code)).toEqual(['DEL2689']);
    await startNewContract();
    expect(plan(useBuilderStore.getState().contract)).toBe(9.49);
  });
});
