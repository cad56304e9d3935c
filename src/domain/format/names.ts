// Names as the product shows them: people as 'Last, First', goals by name or place.
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
