// The state rules on the wire (docs/decisions/050-state-rules.md): every tablet reads the rules in force at each
// sync; an admin publishes a state's new version.
import { z } from 'zod';
import { stateRulesSchema } from '#domain/legal/state-rules/rules-schema';

export const stateRulesResponseSchema = z.object({
  rules: z.array(stateRulesSchema),
  /** The versions no longer in force that saved contracts may carry; absent from clouds before them. */
  earlier: z.array(stateRulesSchema).default([]),
});

export const publishStateRulesSchema = z.strictObject({
  rules: stateRulesSchema,
  note: z.string().trim().max(500).default(''),
});

export const publishedStateRulesSchema = z.object({ rules: stateRulesSchema });
