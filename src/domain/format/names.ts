// Names as the product shows them: in the agent's lists 'Last, First' (sorted as a directory is), on what a customer
// reads as people write them, 'First Last' (docs/decisions/051-what-the-customer-reads.md); goals by name or place.
import type { Goal } from '../contract/model';

function clean(value: string | null | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** 'Last, First'; only one present -> that one; none -> ''. */
export function customerName(first: string | null | undefined, last: string | null | undefined): string {
  const f = clean(first);
  const l = clean(last);
  if (f && l) return `${l}, ${f}`;
  return l || f;
}

/** 'First Last', as a person writes their name; only one present -> that one; none -> ''. */
export function personName(first: string | null | undefined, last: string | null | undefined): string {
  return [clean(first), clean(last)].filter(Boolean).join(' ');
}

export interface AgentSession {
  signedIn: boolean;
  first?: string;
  last?: string;
  displayName?: string;
  email?: string;
}

export const SIGNED_OUT = 'Signed Out';

/** The top bar's user label: 'Last, First', else display name, else email. */
export function agentDisplay(session: AgentSession): string {
  if (!session.signedIn) return SIGNED_OUT;
  return customerName(session.first, session.last) || clean(session.displayName) || clean(session.email);
}

/** A goal as the builder and the contract name it: its own name, else 'Goal 2' by its place. */
export const goalTitle = (goal: Pick<Goal, 'Name'>, index: number) => goal.Name.trim() || `Goal ${index + 1}`;
