import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { setDiscount } from '../contract/values';
import { renameGoal } from '../contract/edits';
import { handWorkedContract } from '../testing/hand-worked-contract';
import { agentKey, approvalCode, requestCode } from './approval-code';
import { approvalHolds, approvalRequestOf, enterApproval, type ApprovalKey } from './price-approval';

const MASTER = utf8ToBytes('the company master key, 32 bytes!');
const KEY: ApprovalKey = {
  keyVersion: 3,
  key: bytesToHex(agentKey(MASTER, 'agent-jane', 3)),
  approvers: [
    { id: 'manager-morgan', name: 'Morgan Lee' },
    { id: 'admin-ari', name: 'Ari Patel' },
  ],
};
const contract = { ...handWorkedContract(), Values: setDiscount(handWorkedContract().Values, 1250) };
const NOW = { day: '2026-11-24', at: '2026-11-24T19:05:00.000Z' };

/** What the manager's console answers for this contract's request. */
function consoleCode(approverId = 'manager-morgan', cents = 125_000) {
  const request = requestCode(approvalRequestOf(contract, 'agent-jane', NOW.day));
  return approvalCode(agentKey(MASTER, 'agent-jane', 3), request, cents, '2026-11-25', approverId);
}

describe('an approval entered on the tablet', () => {
  it('names the manager, the amount to the cent and the last day it is good', () => {
    const entered = enterApproval(contract, 'agent-jane', KEY, consoleCode(), NOW);
    expect(entered).toEqual({
      ok: true,
      approval: {
        request: requestCode(approvalRequestOf(contract, 'agent-jane', NOW.day)),
        code: consoleCode(),
        discountCents: 125_000,
        day: '2026-11-24',
        lastDay: '2026-11-25',
        keyVersion: 3,
        approver: { id: 'manager-morgan', name: 'Morgan Lee' },
        enteredAt: '2026-11-24T19:05:00.000Z',
      },
    });
  });

  it('is refused for another amount, another agent, or after the last day', () => {
    expect(enterApproval(contract, 'agent-jane', KEY, consoleCode('manager-morgan', 124_999), NOW).ok).toBe(false);
    expect(enterApproval(contract, 'agent-sam', KEY, consoleCode(), NOW).ok).toBe(false);
    expect(enterApproval(contract, 'agent-jane', KEY, consoleCode('someone-else'), NOW).ok).toBe(false);
    expect(enterApproval(contract, 'agent-jane', KEY, consoleCode(), { ...NOW, day: '2026-11-26' })).toEqual({
      ok: false,
      reason: 'wrong-code',
    });
  });

  it('holds while the contract is unchanged, and not after an edit or another discount', () => {
    const entered = enterApproval(contract, 'agent-jane', KEY, consoleCode(), NOW);
    if (!entered.ok) throw new Error('the code was refused');
    expect(approvalHolds(entered.approval, contract, 'agent-jane')).toBe(true);
    expect(approvalHolds(entered.approval, contract, 'agent-sam')).toBe(false);
    const renamed = renameGoal(contract, contract.Goals[0]!.Gid, 'Warmer bedrooms');
    expect(approvalHolds(entered.approval, renamed, 'agent-jane')).toBe(false);
    const moreOff = { ...contract, Values: setDiscount(contract.Values, 1250.01) };
    expect(approvalHolds(entered.approval, moreOff, 'agent-jane')).toBe(false);
  });
});
