// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { newContract } from '#domain/testing/builders';
import { readMeta, writeMeta } from '../storage/meta-storage';
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
