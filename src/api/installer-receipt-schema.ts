// An installer's receipt as the device keeps it (docs/decisions/066-installer-receipt.md): checked strictly when it
// is read back, as a signed contract is.
import { z } from 'zod';
import type { InstallerReceipt } from '#domain/insulation/installer-receipt';
import { contractIdSchema } from './contract-schema';
import { strokesSchema } from './signed-contract-schema';

const positive = z.number().positive().max(1_000_000);

export const installerReceiptSchema = z.strictObject({
  ContractId: contractIdSchema,
  InstalledOn: z.iso.date(),
  Areas: z
    .array(
      z.strictObject({
        Area: z.string().trim().min(1).max(120),
        Product: z.string().trim().min(1).max(120),
        SquareFeet: positive,
        RValue: z.number().int().positive().max(100),
        InstalledInches: positive,
        SettledInches: positive,
        Bags: z.number().int().positive().max(100_000),
      }),
    )
    .min(1)
    .max(50),
  Installer: z.strictObject({
    Name: z.string().trim().min(1).max(200),
    Method: z.enum(['drawn', 'typed']),
    Strokes: strokesSchema,
    SignedAt: z.iso.datetime({ offset: true }),
  }),
}) satisfies z.ZodType<InstallerReceipt>;
