// The company's contracts as the office console lists and opens them (docs/decisions/044-contracts-in-the-office.md):
// each with the state a manager reads it by, its versions, signed copies, emails, flags and cancellation.
import { z } from 'zod';
import { contractVersionSchema } from './contract-calls';
import { contractIdSchema } from './contract-schema';
import { emailStatusSchema, sha256HexSchema } from './signed-contract-schema';

export const OFFICE_PAGE_SIZE = 25;

/** Draft: never saved; saved: saved, not signed; signed: a signed copy is kept; emailed: the customer's went out. */
export const CONTRACT_STATES = ['draft', 'saved', 'signed', 'emailed', 'cancelled'] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];

const isoDate = z.iso.date();
const moment = z.iso.datetime({ offset: true });

export const officeContractsQuerySchema = z.strictObject({
  /** The customer's name, the description or the ContractId, in part. */
  q: z.string().trim().max(100).optional(),
  state: z.enum(CONTRACT_STATES).optional(),
  agent: z.uuid().optional(),
  /** A branch's name: the contracts of its agents. */
  branch: z.string().trim().min(1).max(120).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export type OfficeContractsQuery = z.input<typeof officeContractsQuerySchema>;

export const officeContractSchema = z.object({
  contractId: contractIdSchema,
  state: z.enum(CONTRACT_STATES),
  description: z.string(),
  customer: z.string(),
  /** The customer's state (two letters), where the contract is signed. */
  customerState: z.string(),
  agent: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** The agent's branch now, or null. */
  branch: z.string().nullable(),
  netDue: z.number(),
  /** The transaction date the contract carries. */
  date: moment,
  syncedAt: moment,
  signedAt: moment.nullable(),
});

export type OfficeContract = z.infer<typeof officeContractSchema>;

export const officeContractsResponseSchema = z.object({
  contracts: z.array(officeContractSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export type OfficeContractsResponse = z.infer<typeof officeContractsResponseSchema>;

export const NOTICE_WAYS = ['mail', 'email', 'in-person', 'phone'] as const;

export const cancellationSchema = z.object({
  noticeDate: isoDate,
  noticeBy: z.enum(NOTICE_WAYS),
  /** The last day to cancel the signed contract stated; null for a contract never signed on a tablet. */
  deadline: isoDate.nullable(),
  withinDeadline: z.boolean().nullable(),
  note: z.string(),
  recordedAt: moment,
  recordedBy: z.string(),
});

export type Cancellation = z.infer<typeof cancellationSchema>;

export const newCancellationSchema = z.strictObject({
  /** The day the notice was sent (mail, email) or handed over (in person, phone). */
  noticeDate: isoDate,
  noticeBy: z.enum(NOTICE_WAYS),
  note: z.string().trim().max(1000).default(''),
});

export const cancellationResponseSchema = z.object({ contractId: contractIdSchema, cancellation: cancellationSchema });

export const signedCopySchema = z.object({
  contentHash: sha256HexSchema,
  pdfHash: sha256HexSchema,
  signedAt: moment,
  receivedAt: moment,
  /** The kept PDF's SHA-256 computed again now equals the one recorded when it arrived. */
  pdfIntact: z.boolean(),
  pdfBytes: z.number().int(),
  customerEmail: z.string(),
  emails: z.array(emailStatusSchema),
});

/** An installer's receipt kept of the contract (docs/decisions/067-receipts-in-the-cloud.md). */
export const officeReceiptSchema = z.object({
  pdfHash: sha256HexSchema,
  installedOn: z.string(),
  installer: z.string(),
  /** The areas' names, in the receipt's order. */
  areas: z.array(z.string()),
  signedAt: moment,
  receivedAt: moment,
  /** The kept PDF's SHA-256 computed again now equals the one recorded when it arrived. */
  pdfIntact: z.boolean(),
  emails: z.array(emailStatusSchema),
});

export const contractFlagSchema = z.object({ kind: z.string(), message: z.string(), raisedAt: moment });

export const officeContractDetailSchema = z.object({
  contract: officeContractSchema,
  versions: z.array(contractVersionSchema),
  signed: z.array(signedCopySchema),
  installerReceipts: z.array(officeReceiptSchema),
  flags: z.array(contractFlagSchema),
  cancellation: cancellationSchema.nullable(),
  /** The price books its projects were priced from, in order; empty when its app did not say. */
  priceBooks: z.array(z.number().int().positive()),
  /**
   * The options shown to the customer, in order, the current (or chosen, once signed) one marked; empty for a contract
   * of one option (docs/decisions/056-options.md).
   */
  options: z.array(z.object({ name: z.string(), netDue: z.number(), current: z.boolean() })),
});

export type OfficeContractDetail = z.infer<typeof officeContractDetailSchema>;

export const signedCopyParamSchema = z.strictObject({ contractId: contractIdSchema, contentHash: sha256HexSchema });

export const receiptPdfParamSchema = z.strictObject({ contractId: contractIdSchema, pdfHash: sha256HexSchema });

export const resendRequestSchema = z.strictObject({
  /** Another address for the customer's copy (admins, with a reason); the customer's own when left out. */
  to: z.email('an email address such as sam@example.com').max(254).optional(),
  /** Why the copy goes to another address: kept in the audit log (docs/decisions/076-resends.md). */
  reason: z.string().trim().max(500).optional(),
});

export const resendResponseSchema = z.object({ contractId: contractIdSchema, queued: emailStatusSchema });

/** GET /api/contracts/cancellations: the agent's contracts the office recorded as cancelled. */
export const agentCancellationsResponseSchema = z.object({
  cancellations: z.array(z.object({ contractId: contractIdSchema, noticeDate: isoDate })),
});

export type AgentCancellations = z.infer<typeof agentCancellationsResponseSchema>;
