// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newContract } from '../../domain/test-fixtures/builders';
import { clearEmergencyDraft, EMERGENCY_DRAFT_KEY, readEmergencyDraft, writeEmergencyDraft } from './emergency-draft';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the emergency copy of the draft', () => {
  it('is written synchronously and read back as the same contract', () => {
    const contract = { ...newContract(), Description: 'Attic and crawlspace' };
    expect(writeEmergencyDraft(contract)).toBe(true);
    expect(localStorage.getItem(EMERGENCY_DRAFT_KEY)).toContain('Attic and crawlspace');
    expect(readEmergencyDraft()).toEqual(contract);
    clearEmergencyDraft();
    expect(readEmergencyDraft()).toBeNull();
  });

  it('reads nothing from a damaged copy and reports a refused write', () => {
    localStorage.setItem(EMERGENCY_DRAFT_KEY, '{ not json');
    expect(readEmergencyDraft()).toBeNull();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeEmergencyDraft(newContract())).toBe(false);
  });
});
