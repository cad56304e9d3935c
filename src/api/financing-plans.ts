// The company's financing plans as the cloud serves them to tablets (financing_options): each new contract offers
// them, and a plan is chosen at today's terms; a contract keeps the terms it was sold with (decisions 003, 041).
import { z } from 'zod';

export const financingPlanSchema = z.strictObject({
  id: z.number().int().positive(),
  code: z.string().trim().min(1).max(20),
  /** Months. */
  term: z.number().int().min(1).max(480),
  /** Percent a year, two decimals at most. */
  apr: z
    .number()
    .min(0)
    .max(99.99)
    .refine((apr) => Math.round(apr * 100) === apr * 100, 'at most two decimals'),
  /** Offered on new contracts; a retired plan stays for the contracts that chose it. */
  visible: z.boolean(),
});

export type FinancingPlan = z.infer<typeof financingPlanSchema>;

export const financingPlansResponseSchema = z.object({ plans: z.array(financingPlanSchema) });

export type FinancingPlansResponse = z.infer<typeof financingPlansResponseSchema>;
