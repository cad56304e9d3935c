// When the office may send a signed copy again (docs/decisions/076-resends.md): a few a day per person and per copy,
// to the customer's own address; another address only by an admin, with a reason kept in the audit log, and the
// customer's own address told that it went there. Pure: the counts come from the outbox.
import type { Role } from '#api/roles';

export const RESENDS_PER_USER_PER_DAY = 20;
export const RESENDS_PER_COPY_PER_DAY = 3;

export interface ResendAsk {
  /** Where to, as asked; undefined: the customer's own address. */
  to: string | undefined;
  reason: string | undefined;
  /** The customer's address as the signed contract holds it; empty when they gave none. */
  customerEmail: string;
  role: Role;
  /** Resends in the last 24 hours by this person, and of this copy. */
  byPersonToday: number;
  ofCopyToday: number;
}

export type ResendJudgement =
  | { ok: true; to: string; elsewhere: boolean }
  | { ok: false; kind: 'no-address' }
  | { ok: false; kind: 'admin-only' }
  | { ok: false; kind: 'reason-needed' }
  | { ok: false; kind: 'too-many'; per: 'person' | 'copy' };

export function judgeResend(ask: ResendAsk): ResendJudgement {
  const customer = ask.customerEmail.trim().toLowerCase();
  const to = (ask.to ?? customer).trim().toLowerCase();
  if (!to) return { ok: false, kind: 'no-address' };
  const elsewhere = to !== customer;
  if (elsewhere && ask.role !== 'admin') return { ok: false, kind: 'admin-only' };
  if (elsewhere && (ask.reason?.trim() ?? '') === '') return { ok: false, kind: 'reason-needed' };
  if (ask.byPersonToday >= RESENDS_PER_USER_PER_DAY) return { ok: false, kind: 'too-many', per: 'person' };
  if (ask.ofCopyToday >= RESENDS_PER_COPY_PER_DAY) return { ok: false, kind: 'too-many', per: 'copy' };
  return { ok: true, to, elsewhere };
}
