// Who may send a signed copy again, where, and how often (docs/decisions/076-resends.md).
import { describe, expect, it } from 'vitest';
import { judgeResend, RESENDS_PER_COPY_PER_DAY, RESENDS_PER_USER_PER_DAY, type ResendAsk } from './resend-policy';

const ask = (patch: Partial<ResendAsk> = {}): ResendAsk => ({
  to: undefined,
  reason: undefined,
  customerEmail: 'maria@example.com',
  role: 'manager',
  byPersonToday: 0,
  ofCopyToday: 0,
  ...patch,
});

describe('judgeResend', () => {
  it("sends to the customer's own address, however it is typed", () => {
    expect(judgeResend(ask())).toEqual({ ok: true, to: 'maria@example.com', elsewhere: false });
    expect(judgeResend(ask({ to: ' Maria@Example.com ' }))).toEqual({
      ok: true,
      to: 'maria@example.com',
      elsewhere: false,
    });
  });

  it('sends elsewhere only for an admin with a reason', () => {
    expect(judgeResend(ask({ to: 'lawyer@example.net' }))).toEqual({ ok: false, kind: 'admin-only' });
    expect(judgeResend(ask({ to: 'lawyer@example.net', role: 'admin' }))).toEqual({ ok: false, kind: 'reason-needed' });
    expect(judgeResend(ask({ to: 'lawyer@example.net', role: 'admin', reason: '   ' }))).toEqual({
      ok: false,
      kind: 'reason-needed',
    });
    expect(
      judgeResend(ask({ to: 'lawyer@example.net', role: 'admin', reason: 'The customer asked by phone.' })),
    ).toEqual({ ok: true, to: 'lawyer@example.net', elsewhere: true });
  });

  it('has no address when the customer gave none and none is typed', () => {
    expect(judgeResend(ask({ customerEmail: '' }))).toEqual({ ok: false, kind: 'no-address' });
  });

  it(`stops at ${RESENDS_PER_USER_PER_DAY} a day per person and ${RESENDS_PER_COPY_PER_DAY} a day per copy`, () => {
    expect(judgeResend(ask({ byPersonToday: RESENDS_PER_USER_PER_DAY - 1 })).ok).toBe(true);
    expect(judgeResend(ask({ byPersonToday: RESENDS_PER_USER_PER_DAY }))).toEqual({
      ok: false,
      kind: 'too-many',
      per: 'person',
    });
    expect(judgeResend(ask({ ofCopyToday: RESENDS_PER_COPY_PER_DAY - 1 })).ok).toBe(true);
    expect(judgeResend(ask({ ofCopyToday: RESENDS_PER_COPY_PER_DAY }))).toEqual({
      ok: false,
      kind: 'too-many',
      per: 'copy',
    });
  });
});
