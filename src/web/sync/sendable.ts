// Checked on the device before a contract is sent, against the cloud's own schema (src/api/contract-schema.ts): a
// contract it would refuse for its shape or size (a 5,001-character note from an older build, say) is told to the
// agent at once, offline too, with what to shorten, instead of failing on every sync.
import type { z } from 'zod';
import { contractSchema } from '#api/contract-schema';
import type { Contract } from '#domain/contract/model';

type Issue = z.core.$ZodIssue;

/** ['Goals', 0, 'Projects', 1, 'TreatmentNotes'] -> 'Goals 1, Projects 2, TreatmentNotes'. */
function where(path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  for (const part of path) {
    if (typeof part === 'number' && parts.length > 0) parts[parts.length - 1] += ` ${part + 1}`;
    else parts.push(String(part));
  }
  return parts.join(', ') || 'The contract';
}

function describe(issue: Issue): string {
  const place = where(issue.path);
  if (issue.code === 'too_big') {
    const max = Number(issue.maximum).toLocaleString('en-US');
    if (issue.origin === 'string') return `${place} has more than ${max} characters`;
    if (issue.origin === 'array') return `${place} has more than ${max} entries`;
    return `${place} is more than ${max}`;
  }
  return `${place}: ${issue.message}`;
}

/** Null when the cloud would take the contract's shape; else what to correct, in the agent's words. */
export function unsendableReason(contract: Contract): string | null {
  const parsed = contractSchema.safeParse(contract);
  if (parsed.success) return null;
  const problems = parsed.error.issues.slice(0, 3).map(describe);
  const more = parsed.error.issues.length - problems.length;
  const list = `${problems.join('; ')}${more > 0 ? `; and ${more} more` : ''}`;
  return `This contract cannot be synced as it is: ${list}. Shorten it and save again.`;
}
