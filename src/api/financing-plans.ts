// The company's financing plans as the cloud serves them to tablets (financing_options): each new contract offers
// them, and a plan is chosen at today's terms; a contract keeps the terms it was sold with (decisions 003, 041).
import { z } from 'zod';
import { AMORTISED_TERM_MONTHS } from '#domain/financing/payments';
import { contractLimits } from './contract-limits';

export const financingPlanSchema = z.strictObject({
  id: z.number().int().positive(),
  code: z.string().trim().min(1).max(20),
  /** Months. */
  term: z.number().int().min(1).max(contractLimits.maxTermMonths),
  /** Percent a year, two decimals at most. */
  apr: z
    .number()
    .min(0)
    .max(100)
    .refine((apr) => Math.round(apr * 100) === apr * 100, 'an APR has at most two decimals, such as 8.99'),
  /** Offered on new contracts; a retired plan stays for the contracts that chose it. */
  visible: z.boolean(),
});

export type FinancingPlan = z.infer<typeof financingPlanSchema>;

export const financingPlansResponseSchema = z.object({ plans: z.array(financingPlanSchema) });

export type FinancingPlansResponse = z.infer<typeof financingPlansResponseSchema>;

const termsFields = {
  term: financingPlanSchema.shape.term,
  apr: financingPlanSchema.shape.apr,
  visible: financingPlanSchema.shape.visible,
};

/** Only a plan of AMORTISED_TERM_MONTHS is charged interest; every other term is amount / term (decision 003). */
const chargesInterestRightly = (plan: { term: number; apr: number }) =>
  plan.term === AMORTISED_TERM_MONTHS || plan.apr === 0;
const interestMessage = () => ({
  path: ['apr'],
  message: `only a ${AMORTISED_TERM_MONTHS}-month plan is charged interest: a plan of other months is at 0% APR`,
});

/** What the office sets of a plan: its months, its rate and whether new contracts are offered it. */
export const financingPlanTermsSchema = z.strictObject(termsFields).refine(chargesInterestRightly, interestMessage());

export type FinancingPlanTerms = z.infer<typeof financingPlanTermsSchema>;

export const newFinancingPlanSchema = z
  .strictObject({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{1,20}$/, 'a code is 1 to 20 letters, digits or dashes, such as DEL2665')
      .transform((code) => code.toUpperCase()),
    ...termsFields,
  })
  .refine(chargesInterestRightly, interestMessage());

export const financingPlanCodeParamSchema = z.object({ code: z.string().regex(/^[A-Za-z0-9-]{1,20}$/) });

export const financingPlanChangeSchema = z.object({ plan: financingPlanSchema, changed: z.boolean() });
