// A manager's approval of a price below the floor as the tablet keeps it and the signed record carries it
// (docs/decisions/055-price-floors.md): what was asked, the code given, who gave it and when it was entered.
import { hexToBytes } from '@noble/hashes/utils.js';
import { contentFingerprint } from '../contract/transaction-date';
import type { Contract } from '../contract/model';
import { discountGivenCents } from './price-floors';
import { checkApproval, requestCode, type ApprovalRequest } from './approval-code';

/** Someone the tablet accepts an approval from: the company's managers and admins, as sent at sign-in. */
export interface Approver {
  id: string;
  name: string;
}

/** The agent's approval key as the tablet receives it at sign-in (hex), with who may approve. */
export interface ApprovalKey {
  keyVersion: number;
  key: string;
  approvers: Approver[];
}

export interface PriceApproval {
  /** The request code the agent read out. */
  request: string;
  /** The approval code the manager gave. */
  code: string;
  /** The discount approved, to the cent. */
  discountCents: number;
  /** The day the agent asked (YYYY-MM-DD on the tablet's calendar) and the last day the code is good. */
  day: string;
  lastDay: string;
  keyVersion: number;
  approver: Approver;
  /** When the code was entered on the tablet (device clock, ISO). */
  enteredAt: string;
}

/** The request this contract makes today, as the agent who sells it. */
export function approvalRequestOf(contract: Contract, agentId: string, day: string): ApprovalRequest {
  return {
    contractId: contract.ContractId,
    content: contentFingerprint(contract),
    discountCents: discountGivenCents(contract.Values),
    agentId,
    day,
  };
}

export type EnteredApproval = { ok: true; approval: PriceApproval } | { ok: false; reason: 'wrong-code' | 'expired' };

/** Checks a code the agent typed against the contract as it stands, with the key received at sign-in. */
export function enterApproval(
  contract: Contract,
  agentId: string,
  key: ApprovalKey,
  code: string,
  now: { day: string; at: string },
): EnteredApproval {
  const request = approvalRequestOf(contract, agentId, now.day);
  const ids = key.approvers.map((approver) => approver.id);
  const check = checkApproval(hexToBytes(key.key), request, code, now.day, ids);
  if (!check.ok) return check;
  const approver = key.approvers.find((candidate) => candidate.id === check.approverId)!;
  return {
    ok: true,
    approval: {
      request: requestCode(request),
      code: code.replace(/\s/g, ''),
      discountCents: request.discountCents,
      day: now.day,
      lastDay: check.lastDay,
      keyVersion: key.keyVersion,
      approver,
      enteredAt: now.at,
    },
  };
}

/** True while the contract is still the one approved: an edit, another discount or another agent needs a new code. */
export function approvalHolds(approval: PriceApproval, contract: Contract, agentId: string): boolean {
  const request = approvalRequestOf(contract, agentId, approval.day);
  return request.discountCents === approval.discountCents && requestCode(request) === approval.request;
}
