// Cloud search, download and sync of contracts (/api/contracts...). A sync sends the whole contract in one request,
// written in one transaction; a push based on a version older than the cloud's is refused with 409 and the cloud
// copy, so newer work is never overwritten unseen and the agent chooses which copy to keep.
import { z } from 'zod';
import type { Contract } from '#domain/contract/model';
import { contractIdSchema, contractSchema, INT4_MAX } from './contract-schema';

export const SEARCH_PAGE_SIZE = 10;

/** A search filter: no NUL byte, which no stored text holds and PostgreSQL refuses in a query. */
const filter = (maxLength: number) =>
  z
    .string()
    .trim()
    .max(maxLength)
    .refine((value) => !value.includes('\u0000'), 'A search cannot contain a NUL character.');

/** GET /api/contracts?last=&description=&page=. A blank filter means no filter. */
export const contractSearchQuerySchema = z.strictObject({
  /** Case-insensitive partial match on the customer's last name. */
  last: filter(100).optional(),
  /** Case-insensitive partial match on the contract's description. */
  description: filter(200).optional(),
  page: z.coerce.number<number | string>().int().min(1).default(1),
});

/** The query as the web app builds it. */
export type ContractSearchQueryInput = z.input<typeof contractSearchQuerySchema>;
/** The query as the server reads it (page a number, filters trimmed). */
export type ContractSearchQuery = z.output<typeof contractSearchQuerySchema>;

/**
 * One search result: the contract in the local shape with its customer,
 * agent, creator, financing options and rooms, as the original's search
 * mapped it (docs/product-rules.md#sync). Its Goals may be empty (the search does not
 * join them); download the contract to get the whole of it.
 */
export const contractSummarySchema = contractSchema;

export type ContractSummary = z.infer<typeof contractSummarySchema>;

export const contractSearchResponseSchema = z.object({
  /** Newest synced first. */
  items: z.array(contractSummarySchema).max(SEARCH_PAGE_SIZE),
  /** Every match, not only this page's; when `totalCapped`, the number counted (more match). */
  total: z.number().int().min(0),
  /**
   * Counting stopped ten pages past this page's start (docs/decisions/033-search-at-a-million-contracts.md):
   * more than `total` match. Absent from servers before it was added.
   */
  totalCapped: z.boolean().default(false),
  page: z.number().int().min(1),
  size: z.literal(SEARCH_PAGE_SIZE),
});

export type ContractSearchResponse = z.infer<typeof contractSearchResponseSchema>;

/** The path parameters of /api/contracts/:contractId. */
export const contractIdParamSchema = z.strictObject({ contractId: contractIdSchema });

export type ContractIdParam = z.infer<typeof contractIdParamSchema>;

const serverVersion = z.number().int().min(1);
const syncedAt = z.iso.datetime({ offset: true });

/** A signed-in user of the cloud, as the versions and the creator of record name them. */
export const recordedAgentSchema = z.object({
  /** The user's id (agents.user_id). */
  id: z.string(),
  /** The agent's display name, else 'First Last'; '' when the agent record is gone. */
  name: z.string(),
  email: z.string(),
});

export type RecordedAgent = z.infer<typeof recordedAgentSchema>;

/** GET /api/contracts/:contractId: the whole contract and the cloud's version of it. */
export const contractDownloadResponseSchema = z.object({
  contract: contractSchema,
  version: serverVersion,
  syncedAt,
  /**
   * The creator of record: the signed-in agent whose push created the contract
   * in the cloud (null for contracts from before it was recorded). The
   * contract's own Creator is what the device wrote and may differ.
   */
  createdBy: recordedAgentSchema.nullable().optional(),
});

export type ContractDownloadResponse = z.infer<typeof contractDownloadResponseSchema>;

/**
 * A download as a device of any release reads it: the envelope is checked,
 * the contract is left to the device's upgrade steps, so a contract written
 * by a newer server (or stored in an older shape) still loads.
 */
export const cloudCopyReadSchema = contractDownloadResponseSchema.extend({ contract: z.unknown() });

/**
 * Client ids that appear twice in one contract. Every entity is written under
 * its client id, so a duplicate would make two lines one (or fail the write):
 * it is refused up front with the path of the second copy.
 */
export function duplicateClientIds(contract: Contract): { path: (string | number)[]; message: string }[] {
  const found: { path: (string | number)[]; message: string }[] = [];
  const seen = new Map<string, Set<string>>();
  const check = (kind: string, value: string, path: (string | number)[]) => {
    const values = seen.get(kind) ?? new Set<string>();
    seen.set(kind, values);
    if (values.has(value)) found.push({ path, message: `The ${kind} id '${value}' is used twice in this contract.` });
    values.add(value);
  };
  contract.Area.AreaRoom.forEach((room, r) => check('room', room.Id, ['Area', 'AreaRoom', r, 'Id']));
  contract.Goals.forEach((goal, g) => {
    check('goal', goal.Gid, ['Goals', g, 'Gid']);
    goal.Projects.forEach((project, p) => {
      const projectPath = ['Goals', g, 'Projects', p];
      check('project', project.Pid, [...projectPath, 'Pid']);
      check('project Guid', project.Guid, [...projectPath, 'Guid']);
      project.Calculations.forEach((calculation, c) => {
        check('calculation', calculation.Guid, [...projectPath, 'Calculations', c, 'Guid']);
      });
    });
  });
  return found;
}

/**
 * PUT /api/contracts/:contractId. `baseVersion` is null on the first push,
 * else the version the device last got from the server. The server also
 * checks that contract.ContractId is the one in the path. `signedOnTablet`:
 * the customer signed this very content on the device (decision 041).
 */
export const syncRequestSchema = z
  .strictObject({
    contract: contractSchema,
    baseVersion: serverVersion.nullable(),
    signedOnTablet: z.literal(true).optional(),
  })
  .superRefine(({ contract }, ctx) => {
    for (const { path, message } of duplicateClientIds(contract)) {
      ctx.addIssue({ code: 'custom', path: ['contract', ...path], message });
    }
  });

export type SyncRequest = z.infer<typeof syncRequestSchema>;

export const syncResponseSchema = z.object({
  contractId: contractIdSchema,
  version: serverVersion,
  syncedAt,
});

export type SyncResponse = z.infer<typeof syncResponseSchema>;

/** The path parameters of /api/contracts/:contractId/versions/:version: a whole number from 1, written plainly. */
export const contractVersionParamSchema = z.strictObject({
  contractId: contractIdSchema,
  version: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, 'A version is a whole number from 1, written with digits only.')
    .transform(Number)
    .pipe(z.number().int().min(1).max(INT4_MAX, 'There is no such version.')),
});

export type ContractVersionParam = z.output<typeof contractVersionParamSchema>;

/** One accepted push of a contract: its version, when the cloud took it, who pushed it and from which device. */
export const contractVersionSchema = z.object({
  version: serverVersion,
  /** The server's time of the push (the contract's syncedAt at that version). */
  pushedAt: syncedAt,
  /** The signed-in agent of the push's access token. */
  pushedBy: recordedAgentSchema,
  /** The pushing device's User-Agent, if it sent one. */
  device: z.string().nullable(),
});

export type ContractVersion = z.infer<typeof contractVersionSchema>;

/** GET /api/contracts/:contractId/versions: every version the cloud kept, oldest first, without documents. */
export const contractVersionsResponseSchema = z.object({
  contractId: contractIdSchema,
  versions: z.array(contractVersionSchema),
});

export type ContractVersionsResponse = z.infer<typeof contractVersionsResponseSchema>;

/**
 * GET /api/contracts/:contractId/versions/:version: one version and the
 * document exactly as it was pushed, in the shape of its day: its
 * SchemaVersion may be older than today's.
 */
export const contractVersionResponseSchema = contractVersionSchema.extend({
  contractId: contractIdSchema,
  contract: contractSchema.extend({ SchemaVersion: z.number().int().min(1) }),
});

export type ContractVersionResponse = z.infer<typeof contractVersionResponseSchema>;

/** `details` of a 409 answer to a sync: the cloud's copy, as a download answers it. */
export const conflictDetailsSchema = z.object({
  cloud: contractDownloadResponseSchema,
});

export type ConflictDetails = z.infer<typeof conflictDetailsSchema>;

/** The cloud copy of a 409 as a device reads it: as a download is (cloudCopyReadSchema). */
export const conflictDetailsReadSchema = conflictDetailsSchema.extend({ cloud: cloudCopyReadSchema });

/** The whole 409 body: the shared error body (./error.ts) with the cloud copy in details. */
export const syncConflictErrorSchema = z.object({
  error: z.object({
    code: z.literal('CONFLICT'),
    message: z.string(),
    details: conflictDetailsSchema,
  }),
});

export type SyncConflictError = z.infer<typeof syncConflictErrorSchema>;

/** A 409 of another kind: the office recorded the customer's cancellation, so the contract takes no new version. */
export const syncCancelledErrorSchema = z.object({
  error: z.object({
    code: z.literal('CONTRACT_CANCELLED'),
    message: z.string(),
    details: z.object({ noticeDate: z.string() }),
  }),
});

/** Every 409 a sync can be answered: a conflict with the cloud copy, or a cancelled contract. */
export const syncConflictAnswerSchema = z.union([syncConflictErrorSchema, syncCancelledErrorSchema]);
