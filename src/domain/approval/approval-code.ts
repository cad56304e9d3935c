// The manager's approval of a price below the floor, with no signal on the tablet (docs/decisions/054-approval-codes.md):
// the tablet shows a request code bound to the contract, its content, the discount, the agent and the day; the
// manager's console answers with an approval code the tablet checks with the agent's key.
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { addDays, calendarDateInZone, toIsoDate } from '../legal/calendar-date';
import { dynamicTruncation, truncatedCode } from './hotp';

export const CODE_DIGITS = 8;
/** Days an approval code stays good after the day it is given: the sale is at the table, today or tomorrow. */
export const APPROVAL_VALID_DAYS = 1;

/** What a request is bound to; any change (one cent, another agent, another day) makes another request. */
export interface ApprovalRequest {
  contractId: string;
  /** The contract's content fingerprint when the agent asked. */
  content: string;
  /** The discount below the floor the agent asks to give, in cents. */
  discountCents: number;
  agentId: string;
  /** The day asked, YYYY-MM-DD on the tablet's calendar. */
  day: string;
}

const field = (value: string | number) => String(value).replaceAll('|', '||');

/** The request's own words, each field escaped so that no two requests read alike. */
function requestText(request: ApprovalRequest): string {
  const { contractId, content, discountCents, agentId, day } = request;
  return ['request', contractId, content, discountCents, agentId, day].map(field).join('|');
}

/** The 8 digits the agent reads to the manager: a digest of the request, not a secret. */
export function requestCode(request: ApprovalRequest): string {
  const digest = sha256(utf8ToBytes(requestText(request)));
  return String(dynamicTruncation(digest) % 10 ** CODE_DIGITS).padStart(CODE_DIGITS, '0');
}

/** The key of one agent for one key version, derived from the company's master key; the cloud never stores it. */
export function agentKey(masterKey: Uint8Array, agentId: string, keyVersion: number): Uint8Array {
  return hmac(sha256, masterKey, utf8ToBytes(`agent-key|${field(agentId)}|${keyVersion}`));
}

/**
 * The approval code for a request code, the amount approved (to the cent), the last day it is good and the manager
 * who gave it: a tablet that knows the company's approvers can print who approved (docs/decisions/055-price-floors.md).
 */
export function approvalCode(
  key: Uint8Array,
  request: string,
  approvedCents: number,
  lastDay: string,
  approverId: string,
): string {
  const text = `approval|${request}|${approvedCents}|${lastDay}|${field(approverId)}`;
  return truncatedCode(key, utf8ToBytes(text), CODE_DIGITS, 'sha256');
}

export type ApprovalCheck =
  { ok: true; lastDay: string; approverId: string } | { ok: false; reason: 'wrong-code' | 'expired' };

/**
 * Whether `code` approves this request for exactly its discount, on `today`, from one of `approverIds`: the code is
 * tried against each last day it could have been given with and each approver, so it is refused after its last day,
 * for any other request or amount, and from anyone who may not approve.
 */
export function checkApproval(
  key: Uint8Array,
  request: ApprovalRequest,
  code: string,
  today: string,
  approverIds: readonly string[],
): ApprovalCheck {
  const asked = requestCode(request);
  const given = code.replace(/\s/g, '');
  const day = calendarDateInZone(`${request.day}T00:00:00Z`);
  if (!day || !/^\d{8}$/.test(given)) return { ok: false, reason: 'wrong-code' };
  for (let after = 0; after <= APPROVAL_VALID_DAYS; after++) {
    const lastDay = toIsoDate(addDays(day, after));
    const approverId = approverIds.find((id) => approvalCode(key, asked, request.discountCents, lastDay, id) === given);
    if (approverId === undefined) continue;
    return today <= lastDay ? { ok: true, lastDay, approverId } : { ok: false, reason: 'expired' };
  }
  return { ok: false, reason: 'wrong-code' };
}
