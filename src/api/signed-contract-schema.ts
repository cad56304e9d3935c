// A signed contract on the wire and on the device (docs/decisions/031-the-signed-contract.md): the signed record,
// checked strictly, and the calls that carry it to the cloud with its PDF. The server recomputes both hashes; the
// device checks the same shape when it reads a record back from its own storage.
import { stateRulesSchema } from '#domain/legal/state-rules/rules-schema';
import { z } from 'zod';
import { SIGNED_RECORD_VERSION, type SignedRecord } from '#domain/signing/signed-record';
import { contractLimits } from './contract-limits';
import { agentSchema, contractIdSchema, contractSchema } from './contract-schema';

export const SIGNATURE_LIMITS = {
  /** Strokes of one signature, and points of one stroke: a long signature drawn slowly stays far below. */
  strokes: 200,
  pointsPerStroke: 5000,
  /** Points of every stroke of every signature of a record: three slow signatures of 3,000 points each are far below. */
  pointsPerRecord: 30_000,
  /** The PNG of one signature, as a data URL, and of all of a record's (a drawn signature is about 40,000). */
  imageLength: 1_000_000,
  imageLengthPerRecord: 1_500_000,
  /** The signed PDF, in bytes: a contract of 20 goals is about 150 KB. */
  pdfBytes: 2 * 1024 * 1024,
  events: 100,
  text: 10_000,
} as const;

const L = SIGNATURE_LIMITS;
const moment = z.iso.datetime({ offset: true });
const short = z.string().max(500);
export const sha256HexSchema = z.string().regex(/^[0-9a-f]{64}$/, 'A SHA-256 is 64 lower-case hex digits.');

const sellerSchema = z.strictObject({
  name: short,
  addressLines: z.array(short).max(10),
  license: short,
  phone: short,
  cancelTo: z.strictObject({ addressLines: z.array(short).max(10), email: short }).optional(),
});

const roleSchema = z.enum(['buyer', 'co-buyer', 'agent']);

export const strokesSchema = z
  .array(
    z.strictObject({
      points: z
        .array(z.strictObject({ x: z.number(), y: z.number(), time: z.number(), pressure: z.number() }))
        .max(L.pointsPerStroke),
    }),
  )
  .max(L.strokes);

const signatureSchema = z.strictObject({
  role: roleSchema,
  name: z.string().trim().min(1, 'Each signature names its signer.').max(200),
  method: z.enum(['drawn', 'typed']),
  strokes: strokesSchema,
  image: z
    .string()
    .max(L.imageLength)
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, 'A signature image is a PNG data URL.'),
  intent: short,
  signedAt: moment,
});

/**
 * The agent printed as having prepared it; the sales office itself (with no
 * id) when no agent was signed in on the tablet, as on the printed contract.
 */
const preparerSchema = agentSchema.extend({ Id: z.string().max(contractLimits.idLength) });

export const signedRecordSchema = z
  .strictObject({
    version: z.literal(SIGNED_RECORD_VERSION),
    contract: contractSchema,
    preparedBy: preparerSchema,
    agentPhone: short,
    seller: sellerSchema,
    rules: stateRulesSchema.optional(),
    consent: z.strictObject({
      version: z.number().int().min(1),
      text: z.string().max(L.text),
      email: z.string().max(320),
      givenAt: moment,
    }),
    acknowledgments: z
      .array(
        z.strictObject({
          notice: z.string().regex(/^[a-z0-9-]{1,60}$/, 'A notice is named by its id in the rules file.'),
          initials: z.string().trim().min(1, 'Initials are at least one letter.').max(8),
          at: moment,
        }),
      )
      .max(20)
      .optional(),
    approval: z
      .strictObject({
        request: z.string().regex(/^\d{8}$/, 'A request code is 8 digits.'),
        code: z.string().regex(/^\d{8}$/, 'An approval code is 8 digits.'),
        discountCents: z.number().int().min(0).max(100_000_000_00),
        day: z.iso.date(),
        lastDay: z.iso.date(),
        keyVersion: z.number().int().positive(),
        approver: z.strictObject({ id: z.string().max(64), name: short }),
        enteredAt: moment,
      })
      .optional(),
    signatures: z.array(signatureSchema).min(1).max(3),
    events: z
      .array(
        z.strictObject({
          kind: z.enum(['consent-given', 'document-shown', 'signed']),
          at: moment,
          role: roleSchema.optional(),
        }),
      )
      .max(L.events),
    device: z.strictObject({ userAgent: short, timeZone: short }),
    contentHash: sha256HexSchema,
  })
  .refine(
    (record) => ['buyer', 'agent'].every((role) => record.signatures.some((signature) => signature.role === role)),
    {
      message: 'A signed contract carries the signatures of its buyer and its agent.',
      path: ['signatures'],
    },
  )
  .refine(
    (record) =>
      record.signatures.reduce(
        (sum, signature) => sum + signature.strokes.reduce((points, stroke) => points + stroke.points.length, 0),
        0,
      ) <= L.pointsPerRecord,
    {
      message: `The signatures hold more than ${L.pointsPerRecord} points: sign again, more briefly.`,
      path: ['signatures'],
    },
  )
  .refine(
    (record) => record.signatures.reduce((sum, signature) => sum + signature.image.length, 0) <= L.imageLengthPerRecord,
    { message: 'The signature images are too large.', path: ['signatures'] },
  ) satisfies z.ZodType<SignedRecord>;

/** POST /api/contracts/:contractId/signed: the record and its PDF, as base64. */
export interface SignedPush {
  record: SignedRecord;
  pdf: string;
  pdfHash: string;
}

export const signedPushSchema = z.strictObject({
  record: signedRecordSchema,
  pdf: z.base64().max(Math.ceil((L.pdfBytes * 4) / 3) + 4),
  pdfHash: sha256HexSchema,
}) satisfies z.ZodType<SignedPush>;

export const emailStatusSchema = z.object({
  recipient: z.enum(['customer', 'agent']),
  to: z.string(),
  /** 'sent' once the mail server took it; 'waiting' until then (retried with a growing pause); 'failed' when given up. */
  status: z.enum(['waiting', 'sent', 'failed']),
  sentAt: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});

export type EmailStatus = z.infer<typeof emailStatusSchema>;

/** What the cloud keeps of one signed version. */
export const signedReceiptSchema = z.object({
  contractId: contractIdSchema,
  contentHash: sha256HexSchema,
  pdfHash: sha256HexSchema,
  /** The server's clock when the record first arrived. */
  receivedAt: z.string(),
  /** The buyer's signature, by the device's clock. */
  signedAt: z.string(),
  emails: z.array(emailStatusSchema),
});

export type SignedReceipt = z.infer<typeof signedReceiptSchema>;

export const signedListResponseSchema = z.object({ items: z.array(signedReceiptSchema) });

export type SignedListResponse = z.infer<typeof signedListResponseSchema>;
