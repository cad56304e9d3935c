// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newContract } from '#domain/testing/builders';
import {
  clearEmergencyDraft,
  clearEmergencyDraftUpTo,
  EMERGENCY_DRAFT_KEY,
  readEmergencyDraft,
  readEmergencyDrafts,
  writeEmergencyDraft,
} from './emergency-draft';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the emergency copy of the draft', () => {
  it('is written synchronously and read back as the same contract', () => {
    const contract = { ...newContract(), Description: 'Attic and crawlspace' };
    expect(writeEmergencyDraft(contract, 1700)).toBe(true);
    expect(localStorage.getItem(`${EMERGENCY_DRAFT_KEY}:${contract.ContractId}`)).toContain('Attic and crawlspace');
    expect(readEmergencyDraft(contract.ContractId)).toEqual({ contract, stamp: 1700 });
    clearEmergencyDraft(contract.ContractId);
    expect(readEmergencyDraft(contract.ContractId)).toBeNull();
  });

  it('reads nothing from a damaged copy and reports a refused write', () => {
    localStorage.setItem(EMERGENCY_DRAFT_KEY, '{ not json');
    expect(readEmergencyDrafts()).toEqual([]);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeEmergencyDraft(newContract(), 1)).toBe(false);
  });

  it('reads a copy left by a version that did not stamp as the newest there is', () => {
    const contract = { ...newContract(), Description: 'Left by the previous version' };
    localStorage.setItem(EMERGENCY_DRAFT_KEY, JSON.stringify(contract));
    expect(readEmergencyDraft(contract.ContractId)).toEqual({ contract, stamp: Number.POSITIVE_INFINITY });
  });

  it('keeps one copy per contract, so two tabs leaving at once keep both, newest first', () => {
    const first = { ...newContract(), ContractId: 'FIRSTCONTRCT' };
    const second = { ...newContract(), ContractId: 'SECONDCONTRT' };
    writeEmergencyDraft(first, 1000);
    writeEmergencyDraft(second, 2000);
    expect(readEmergencyDrafts().map((copy) => copy.contract.ContractId)).toEqual(['SECONDCONTRT', 'FIRSTCONTRCT']);
  });

  it('is removed once the same contract, as new or newer, is committed; not for another contract or an older state', () => {
    const contract = newContract();
    writeEmergencyDraft(contract, 2000);
    clearEmergencyDraftUpTo(contract.ContractId, 1999);
    clearEmergencyDraftUpTo('ANOTHERONE12', 5000);
    expect(readEmergencyDraft(contract.ContractId)?.stamp).toBe(2000);
    clearEmergencyDraftUpTo(contract.ContractId, 2000);
    expect(readEmergencyDraft(contract.ContractId)).toBeNull();
  });
});
