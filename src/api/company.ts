// The company's details on the wire (docs/decisions/046-company-details-served.md): read by every tablet, changed by
// an admin in the office console.
import { z } from 'zod';
import type { CompanyDetails } from '#domain/company/company-details';

const line = z.string().trim().max(120);
const lines = (what: string) =>
  z.array(line.min(1, `a line of ${what} is empty`)).max(4, `${what}: four lines at most`);

export const companyDetailsSchema = z.strictObject({
  name: line.min(1, 'the company name is needed'),
  addressLines: lines('the address').min(1, 'the address is needed'),
  phone: z.string().trim().min(1, 'a phone number is needed').max(30),
  license: line,
  licenses: z
    .array(
      z.strictObject({
        state: z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{2}$/, 'a state is its two letters, such as CA'),
        license: line.min(1, 'the licence number is needed'),
      }),
    )
    .max(60)
    .refine((entries) => new Set(entries.map((entry) => entry.state)).size === entries.length, {
      message: 'each state has one licence',
    }),
  cancellationAddressLines: lines('the cancellation address'),
  cancellationEmail: z.union([z.literal(''), z.email('an email address such as cancel@example.com').max(254)]),
  /** Left out by the apps and documents from before branches: none. */
  branches: z
    .array(
      z.strictObject({
        name: line.min(1, 'a branch needs a name'),
        addressLines: lines("the branch's address"),
        phone: z.string().trim().max(30),
      }),
    )
    .max(50)
    .refine((entries) => new Set(entries.map((entry) => entry.name)).size === entries.length, {
      message: 'each branch has its own name',
    })
    .default([]),
}) satisfies z.ZodType<CompanyDetails, unknown>;

export const companyResponseSchema = z.object({
  /** Null until the office saves the company's details: the build's own stand. */
  company: companyDetailsSchema.nullable(),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});

export const companyChangeSchema = z.object({ company: companyDetailsSchema, changed: z.boolean() });
