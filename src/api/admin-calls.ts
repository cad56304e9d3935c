// The office's calls (docs/decisions/036-roles.md): for managers and admins,
// answered 403 to an agent's token.
import { z } from 'zod';

/** POST /api/admin/contracts/:contractId/assign: the agent who takes the contract. */
export const assignContractRequestSchema = z.strictObject({
  /** The user id of the agent (agents.user_id). */
  agentId: z.uuid(),
});

export type AssignContractRequest = z.infer<typeof assignContractRequestSchema>;

export const assignContractResponseSchema = z.object({
  contractId: z.string(),
  /** The cloud's version after the assignment (unchanged when they had it already). */
  version: z.number().int().min(1),
  /** Whether this call changed the agent. */
  changed: z.boolean(),
});

export type AssignContractResponse = z.infer<typeof assignContractResponseSchema>;
