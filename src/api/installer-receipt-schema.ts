// An installer's receipt as the device keeps it (docs/decisions/066-installer-receipt.md), checked strictly when it
// is read back, as a signed contract is; and the calls that carry it to the cloud with its PDF (decision 067).
import { z } from 'zod';
import type { InstallerReceipt } from '#domain/insulation/installer-receipt';
import { contractIdSchema } from './contract-schema';
import { emailStatusSchema, sha256HexSchema, SIGNATURE_LIMITS, strokesSchema } from './signed-contract-schema';

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

/** POST /api/contracts/:contractId/installer-receipts: the receipt and its PDF, as base64. */
export const installerReceiptPushSchema = z.strictObject({
  receipt: installerReceiptSchema,
  pdf: z.base64().max(Math.ceil((SIGNATURE_LIMITS.pdfBytes * 4) / 3) + 4),
  pdfHash: sha256HexSchema,
});

export type InstallerReceiptPush = z.infer<typeof installerReceiptPushSchema>;

/** What the cloud keeps of one installer's receipt, and the state of its email. */
export const receiptKeptSchema = z.object({
  /** The device's id for the receipt: `<ContractId>@<the installer's signing time>`. */
  id: z.string(),
  contractId: contractIdSchema,
  pdfHash: sha256HexSchema,
  signedAt: z.string(),
  /** The server's clock when the receipt first arrived. */
  receivedAt: z.string(),
  emails: z.array(emailStatusSchema),
});

export type ReceiptKept = z.infer<typeof receiptKeptSchema>;

export const receiptKeptListSchema = z.object({ items: z.array(receiptKeptSchema) });
