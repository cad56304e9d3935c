import { utf8ToBytes } from '@noble/hashes/utils.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agentKey, approvalCode, checkApproval, requestCode, type ApprovalRequest } from './approval-code';

const MASTER = utf8ToBytes('the company master key, 32 bytes!');
const JANE = agentKey(MASTER, 'agent-jane', 1);
const REQUEST: ApprovalRequest = {
  contractId: 'K7Q2M9X4B1ZP',
  content: 'fingerprint-of-the-contract',
  discountCents: 125_000,
  agentId: 'agent-jane',
  day: '2026-11-24',
};
const MORGAN = 'manager-morgan';
const APPROVERS = ['manager-alex', MORGAN];
const approved = (request = REQUEST, cents = request.discountCents, lastDay = '2026-11-25', key = JANE) =>
  approvalCode(key, requestCode(request), cents, lastDay, MORGAN);
const check = (key: Uint8Array, request: ApprovalRequest, code: string, today: string) =>
  checkApproval(key, request, code, today, APPROVERS);

describe('a manager approval code', () => {
  it('is 8 digits for a request code of 8 digits, and approves the request it was given for', () => {
    expect(requestCode(REQUEST)).toMatch(/^\d{8}$/);
    expect(approved()).toMatch(/^\d{8}$/);
    expect(check(JANE, REQUEST, approved(), '2026-11-24')).toEqual({
      ok: true,
      lastDay: '2026-11-25',
      approverId: MORGAN,
    });
    expect(check(JANE, REQUEST, approved(REQUEST, REQUEST.discountCents, '2026-11-24'), '2026-11-24')).toEqual({
      ok: true,
      lastDay: '2026-11-24',
      approverId: MORGAN,
    });
  });

  it('is refused for a discount one cent more or less, another contract, its content changed, or another agent', () => {
    const code = approved();
    const others: ApprovalRequest[] = [
      { ...REQUEST, discountCents: 125_001 },
      { ...REQUEST, discountCents: 124_999 },
      { ...REQUEST, contractId: 'K7Q2M9X4B1ZQ' },
      { ...REQUEST, content: 'fingerprint-after-an-edit' },
      { ...REQUEST, agentId: 'agent-sam' },
    ];
    for (const other of others) {
      expect(check(JANE, other, code, '2026-11-24'), JSON.stringify(other)).toEqual({
        ok: false,
        reason: 'wrong-code',
      });
    }
    // Another agent's key does not check Jane's code, and Jane's next key version does not either.
    expect(check(agentKey(MASTER, 'agent-sam', 1), REQUEST, code, '2026-11-24').ok).toBe(false);
    expect(check(agentKey(MASTER, 'agent-jane', 2), REQUEST, code, '2026-11-24').ok).toBe(false);
  });

  it('is refused after its last day', () => {
    expect(check(JANE, REQUEST, approved(), '2026-11-25').ok).toBe(true);
    expect(check(JANE, REQUEST, approved(), '2026-11-26')).toEqual({ ok: false, reason: 'expired' });
    // A code made good for longer than a day after the request is not one the console gives: refused.
    expect(check(JANE, REQUEST, approved(REQUEST, REQUEST.discountCents, '2026-11-27'), '2026-11-24')).toEqual({
      ok: false,
      reason: 'wrong-code',
    });
  });

  it('names the manager who gave it, and is refused from anyone who is not an approver', () => {
    expect(check(JANE, REQUEST, approved(), '2026-11-24')).toMatchObject({ approverId: MORGAN });
    expect(checkApproval(JANE, REQUEST, approved(), '2026-11-24', ['manager-alex'])).toEqual({
      ok: false,
      reason: 'wrong-code',
    });
    expect(check(JANE, REQUEST, '1234567', '2026-11-24').ok).toBe(false);
  });

  it('reads the code as the agent types it, with spaces', () => {
    const code = approved();
    expect(check(JANE, REQUEST, `${code.slice(0, 4)} ${code.slice(4)}`, '2026-11-24').ok).toBe(true);
  });

  it('binds every field: no two requests that differ in one field share a request code, over random requests', () => {
    const request = fc.record({
      contractId: fc.string({ minLength: 1, maxLength: 14 }),
      content: fc.string({ maxLength: 20 }),
      discountCents: fc.integer({ min: 0, max: 10_000_000 }),
      agentId: fc.string({ minLength: 1, maxLength: 10 }),
      day: fc.constantFrom('2026-11-24', '2026-11-25'),
    });
    fc.assert(
      fc.property(request, fc.integer({ min: 1, max: 100 }), (asked, cents) => {
        const more = { ...asked, discountCents: asked.discountCents + cents };
        expect(
          check(JANE, more, approvalCode(JANE, requestCode(asked), asked.discountCents, asked.day, MORGAN), asked.day)
            .ok,
        ).toBe(false);
      }),
    );
    // A separator inside a field cannot make two requests read alike.
    expect(requestCode({ ...REQUEST, contractId: 'A|B', content: 'C' })).not.toBe(
      requestCode({ ...REQUEST, contractId: 'A', content: 'B|C' }),
    );
  });
});
