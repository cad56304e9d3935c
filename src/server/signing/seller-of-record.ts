// Who a signed copy is judged as sold by (docs/decisions/073-seller-of-record.md): never a field the tablet writes.
// An agent hands in their own sales; the office hands one in for the contract's agent of record. The record's
// `preparedBy` is only checked against the people the cloud holds for the contract.
import type { Caller } from '../contracts/attribution';
import { isOffice } from '../contracts/attribution';

/** What the cloud holds of the contract's people. */
export interface PeopleOfRecord {
  /** contracts.agent_id. */
  agentId: string | null;
  /** contracts.created_by. */
  createdBy: string | null;
}

/** The user whose price floors and approvals a signed copy is checked against. */
export function sellerOfRecord(caller: Caller, people: PeopleOfRecord): string {
  if (!isOffice(caller.role)) return caller.userId;
  return people.agentId ?? caller.userId;
}

export type PreparerCheck =
  /** The record names the caller, or the company (a contract no agent had saved on that tablet). */
  | { kind: 'caller' }
  /** Someone the cloud holds for this contract other than the caller: kept, and the office is told. */
  | { kind: 'other'; preparerId: string }
  /** Nobody the cloud holds for this contract. */
  | { kind: 'stranger' };

/** The company's own preparer (no agent): its id is empty (src/web/config/company.ts). */
const COMPANY_PREPARER_ID = '';

export function checkPreparer(preparerId: string, caller: Caller, people: PeopleOfRecord): PreparerCheck {
  if (preparerId === caller.userId || preparerId === COMPANY_PREPARER_ID) return { kind: 'caller' };
  if (preparerId === people.agentId || preparerId === people.createdBy) return { kind: 'other', preparerId };
  return { kind: 'stranger' };
}

export const STRANGER_PREPARER_MESSAGE =
  "record.preparedBy.Id names neither you nor this contract's agent or creator: a signed copy names who prepared it.";
