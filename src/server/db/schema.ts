// The cloud database. The original product's tables and columns (docs/product-rules.md#sync) are kept so its
// databases migrate with plain SQL; added are users, refresh tokens, sign-in counters, contract versions and content
// hashes, and a snapshot of each project's work scope so a signed contract never changes when the catalogue does.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  Contract,
  ContractOption,
  FactSheetShown,
  JobSite,
  ProjectWarranty,
  WorkScope,
} from '#domain/contract/model';
import type { LabelChart } from '#domain/insulation/label-chart';
import type { InstallerReceipt } from '#domain/insulation/installer-receipt';
import type { SignedRecord } from '#domain/signing/signed-record';
import type { CompanyDetails as CompanyDetailsDocument } from '#domain/company/company-details';
import type { StateRules } from '#domain/legal/state-rules/rules-schema';
import type { PriceFloors } from '#domain/approval/price-floors';
import { ROLES } from '#api/roles';

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
// Lengths to the inch in feet (14' 7" is 14.5833) and areas to the hundredth: decision 060.
const feet = (name: string) => numeric(name, { precision: 10, scale: 4, mode: 'number' });
const squareFeet = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-case. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
    /** The authenticator app's secret (base32), kept from the start of enrolment (docs/decisions/045-second-factor.md). */
    totpSecret: text('totp_secret'),
    /** When the first code confirmed it: from then on every sign-in asks for a code. */
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last 30-second step whose code was accepted: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /**
     * When too many wrong codes in an hour locked the authenticator (docs/decisions/075-office-second-factor.md):
     * until a recovery code is used or an admin removes it, its codes are refused.
     */
    totpLockedAt: timestamp('totp_locked_at', { withTimezone: true }),
  },
  (table) => [check('users_email_lower', sql`${table.email} = lower(${table.email})`)],
);

export const agents = pgTable(
  'agents',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    first: text('first').notNull().default(''),
    last: text('last').notNull().default(''),
    displayName: text('display_name').notNull().default(''),
    role: text('role', { enum: ROLES }).notNull().default('agent'),
    phone: text('phone'),
    /** The name of their branch among the company's (docs/decisions/049-branches.md); null: none. */
    branch: text('branch'),
    /**
     * The version of their approval key (docs/decisions/055-price-floors.md): raised when their sessions are ended, so
     * a key taken from a lost tablet approves nothing new.
     */
    approvalKeyVersion: integer('approval_key_version').notNull().default(1),
  },
  (table) => [check('agents_role_known', sql`${table.role} in ('agent', 'manager', 'admin')`)],
);

/**
 * One sign-in on one device: the family of its refresh tokens. Access tokens
 * name it, so a session ended (sign-out, disable, reset, reuse) stops its
 * access tokens at once, and it ends for good SESSION_MAX_DAYS after it began.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** When this session gave its second factor (a code at sign-in, or the enrolment's first code). */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    /** The office's last call in this session: an office session idle too long asks for the code again. */
    officeAt: timestamp('office_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/**
 * Each wrong second-factor code given after a right password (docs/decisions/075-office-second-factor.md): counted
 * per account, whatever the address, and told to the person at their next sign-in.
 */
export const secondFactorFailures = pgTable(
  'second_factor_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    address: text('address').notNull(),
  },
  (table) => [index('second_factor_failures_user_at_idx').on(table.userId, table.at)],
);

/** One-time recovery codes for a lost authenticator, kept as SHA-256 hashes; each signs in once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('recovery_codes_user_idx').on(table.userId)],
);

/**
 * One-time links that let a person set their own password (docs/decisions/048-set-password-links.md): only the
 * SHA-256 of the token is kept; a link works once, until it expires, and a newer link for the same person ends it.
 */
export const passwordLinks = pgTable(
  'password_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When it was used, or ended by a newer link. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('password_links_user_idx').on(table.userId)],
);

/**
 * What the office and its tools did (docs/security.md): who, what, to which
 * record, before and after. Append-only, like the signed contracts.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The signed-in user who did it; null for the admin command line, named in `actorLabel`. */
    actorUserId: uuid('actor_user_id').references(() => users.id),
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    /** What it was done to: 'contract:K7Q2M9X4B1ZP', 'user:<id>'. */
    subject: text('subject').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [index('audit_log_subject_idx').on(table.subject, table.at), index('audit_log_at_idx').on(table.at)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Every token rotated from one sign-in shares its family, its session; reuse revokes the family. */
    familyId: uuid('family_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the token was rotated (replaced) or revoked. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId), index('refresh_tokens_user_idx').on(table.userId)],
);

/** Fixed-window counters for sign-in rate limits, shared by every server instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

export const workscopeCats = pgTable('workscope_cats', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const workscopes = pgTable(
  'workscopes',
  {
    id: integer('id').primaryKey(),
    wsid: text('wsid').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => workscopeCats.id),
    showCalculator: boolean('show_calculator').notNull().default(false),
    pdf: text('pdf'),
    /** The warranty a contract selling this work prints ({what, years}); null: workmanship only. */
    warranty: jsonb('warranty').$type<{ what: string; years: number }>(),
    /** A loose-fill product's label chart ({product, rows}, decision 064); null: none. */
    chart: jsonb('chart').$type<LabelChart>(),
  },
  (table) => [index('workscopes_category_idx').on(table.categoryId)],
);

export const workscopeCalculations = pgTable(
  'workscope_calculations',
  {
    id: integer('id').primaryKey(),
    workscopeId: integer('workscope_id')
      .notNull()
      .references(() => workscopes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    qtyLabel: text('qty_label').notNull(),
    rate: money('rate').notNull(),
    description: text('description').notNull().default(''),
    rank: integer('rank').notNull(),
  },
  (table) => [index('workscope_calculations_scope_idx').on(table.workscopeId, table.rank)],
);

export const financingOptions = pgTable('financing_options', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  term: integer('term').notNull(),
  apr: numeric('apr', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  visible: boolean('visible').notNull(),
});

/** A financing plan's terms as a contract keeps them (contracts.financing_terms), like a financing_options row. */
export interface FinancingTerms {
  id: number;
  code: string;
  term: number;
  apr: number;
  visible: boolean;
}

export const customers = pgTable(
  'customers',
  {
    /** The device's customer id. */
    id: text('id').primaryKey(),
    first: text('first').notNull().default(''),
    last: text('last').notNull().default(''),
    /** 'Last, First'. */
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address1: text('address1').notNull().default(''),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    notes: text('notes').notNull().default(''),
  },
  // The office's search by name, "Maria Kow" as typed: a trigram index answers LIKE '%...%' at a million contracts.
  (table) => [
    index('customers_full_name_trgm_idx').using('gin', sql`lower(${table.first} || ' ' || ${table.last}) gin_trgm_ops`),
  ],
);

export const contracts = pgTable(
  'contracts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The device's 12-character ContractId. */
    legacyId: text('legacy_id').notNull().unique(),
    /** The contract's transaction date (its Date on the device). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    description: text('description').notNull().default(''),
    notes: text('notes').notNull().default(''),
    agentId: uuid('agent_id').references(() => agents.userId, { onDelete: 'set null' }),
    creatorId: uuid('creator_id').references(() => agents.userId, { onDelete: 'set null' }),
    total: money('total').notNull(),
    discount: money('discount').notNull(),
    couponTitle: text('coupon_title').notNull().default(''),
    couponPct: numeric('coupon_pct', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    couponAmt: money('coupon_amt').notNull(),
    /** The coupon's last day, when its offer has one (docs/decisions/059-honest-offers.md). */
    couponEndsOn: date('coupon_ends_on', { mode: 'string' }),
    deposit: money('deposit').notNull(),
    netDue: money('net_due').notNull(),
    areaTotal: squareFeet('area_total').notNull(),
    financingId: integer('financing_id').references(() => financingOptions.id),
    /** Every active plan; financing_id names the one chosen last. */
    activeFinancingIds: integer('active_financing_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /**
     * The terms of every plan the contract lists, in its order, as it was sold
     * ({id, code, term, apr, visible}): a re-rated or retired plan in
     * financing_options does not change a contract already written.
     */
    financingTerms: jsonb('financing_terms')
      .$type<FinancingTerms[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * 'draft': never saved with SAVE & CONTINUE; 'saved': saved at saved_at,
     * with saved_content the fingerprint of what was saved (an edit since
     * no longer matches it); null: pushed by an app that did not say.
     */
    saveState: text('save_state', { enum: ['draft', 'saved'] }),
    savedAt: timestamp('saved_at', { withTimezone: true }),
    savedContent: text('saved_content'),
    /** Any buyer 65 or older, where the state gives them more days (decision 050); null: not said. */
    olderBuyer: boolean('older_buyer'),
    /** The language of the sale, 'es' (decision 053); null: English. */
    language: text('language', { enum: ['es'] }),
    /** The options not being worked on and the current one's place among them (decision 056); null: one option. */
    options: jsonb('options').$type<ContractOption[]>(),
    /** The job site's county, its zones and the attic's answers (decision 061); null: not set. */
    site: jsonb('site').$type<JobSite>(),
    /** The R-value fact sheets shown to the customer before the sale (decision 065); null: none. */
    factSheets: jsonb('fact_sheets').$type<FactSheetShown[]>(),
    /** The state rules the contract was last saved or signed under, 'CA-2' (decision 050); null: not said. */
    rules: text('rules'),
    /** The branch of the agent who saved it, whose address it prints ('' none; decision 081); null: not said. */
    branch: text('branch'),
    /** Agent and creator as the device recorded them, for agents the cloud does not know. */
    agentSnapshot: text('agent_snapshot'),
    creatorSnapshot: text('creator_snapshot'),
    version: integer('version').notNull(),
    /** SHA-256 of the last document pushed: a repeated push is recognised and answered, not re-applied. */
    contentHash: text('content_hash').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The user agent of the device that first pushed the contract. */
    createdByDevice: text('created_by_device'),
    /**
     * The creator of record: the signed-in user whose push created the contract
     * (from the access token, not the document), never changed by later pushes.
     * NULL for contracts first pushed before it was recorded.
     */
    createdBy: uuid('created_by').references(() => users.id),
  },
  (table) => [
    index('contracts_customer_idx').on(table.customerId),
    // The office's contracts list, newest transaction first, a page at a time.
    index('contracts_newest_idx').on(table.createdAt.desc(), table.id.desc()),
    // The office's search by description and by contract id, in any case (office/office-contracts.ts).
    index('contracts_description_trgm_idx').using('gin', sql`lower(${table.description}) gin_trgm_ops`),
    index('contracts_legacy_id_lower_idx').on(sql`lower(${table.legacyId})`),
  ],
);

/**
 * What the cloud search filters and orders by, one row per contract
 * (docs/decisions/033-search-at-a-million-contracts.md): the customer's last
 * name and the description, lower-cased by PostgreSQL, and the time of the
 * last sync, kept by triggers on contracts and customers (migration 0005),
 * whatever writes them. Newest first, a common name is found by walking the
 * order index (it includes both texts, so counting reads the index alone); a
 * rare one by its trigrams. Beside them, the contract as the search lists it,
 * ready to send (migration 0006).
 */
export const contractSearch = pgTable(
  'contract_search',
  {
    contractId: bigint('contract_id', { mode: 'number' })
      .primaryKey()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
    /** lower(customers.last) */
    last: text('last').notNull(),
    /** lower(contracts.description) */
    description: text('description').notNull(),
    /**
     * The search result as the API sends it (JSON), written by the sync that
     * wrote the contract; NULL once anything else has changed the contract,
     * its customer, rooms or agents (the triggers of migration 0006), until a
     * search lists it again and writes it back.
     */
    summary: text('summary'),
    /** SUMMARY_FORMAT of the code that wrote `summary`; another format is read as no summary. */
    summaryFormat: smallint('summary_format'),
    /** Counts the changes that cleared `summary`: a summary read before one is not written back after it. */
    changes: integer('changes').notNull().default(0),
  },
  (table) => [
    index('contract_search_newest_idx').on(table.syncedAt.desc(), table.contractId.desc()),
    index('contract_search_last_trgm_idx').using('gin', sql`${table.last} gin_trgm_ops`),
    index('contract_search_description_trgm_idx').using('gin', sql`${table.description} gin_trgm_ops`),
  ],
);

/**
 * The summary a sync wrote with a version, kept here only until its
 * transaction commits: a deferred trigger (migration 0032) then copies it to
 * the version's search row, after the write's own triggers have cleared it,
 * and deletes it (docs/decisions/072-the-summary-at-commit.md).
 */
export const contractSearchPending = pgTable('contract_search_pending', {
  contractId: bigint('contract_id', { mode: 'number' }).notNull(),
  /** The version's synced_at: a search row that has moved on to another version keeps its own. */
  syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
  summary: text('summary').notNull(),
  summaryFormat: smallint('summary_format').notNull(),
});

export const rooms = pgTable(
  'rooms',
  {
    id: text('id').primaryKey(),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull().default(''),
    width: feet('width').notNull(),
    length: feet('length').notNull(),
    total: squareFeet('total').notNull(),
  },
  (table) => [index('rooms_contract_idx').on(table.contractId, table.position)],
);

export const goals = pgTable(
  'goals',
  {
    id: text('id').primaryKey(),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull().default(''),
  },
  (table) => [index('goals_contract_idx').on(table.contractId, table.position)],
);

export const projects = pgTable(
  'projects',
  {
    id: text('id').primaryKey(),
    goalId: text('goal_id').notNull(),
    position: integer('position').notNull(),
    guid: text('guid').notNull(),
    selected: boolean('selected').notNull(),
    subtotal: money('subtotal').notNull(),
    workscopeId: integer('workscope_id').references(() => workscopes.id, { onDelete: 'set null' }),
    treatmentNotes: text('treatment_notes').notNull().default(''),
    // The work scope as it was when the contract was written.
    wsid: text('wsid').notNull().default(''),
    name: text('name').notNull().default(''),
    description: text('description').notNull().default(''),
    showCalculator: boolean('show_calculator').notNull().default(false),
    pdfFileName: text('pdf_file_name').notNull().default(''),
    /** The price-book version the project was priced from; NULL when the device did not say (older apps). */
    priceBookVersion: integer('price_book_version'),
    /** The warranty the work scope carried when the project was added ({What, Years}); null: none. */
    warranty: jsonb('warranty').$type<ProjectWarranty>(),
    /** The loose-fill label chart the work scope carried when the project was added; null: none (decision 084). */
    label: jsonb('label').$type<LabelChart>(),
  },
  (table) => [
    foreignKey({ columns: [table.goalId], foreignColumns: [goals.id] }).onDelete('cascade'),
    index('projects_goal_idx').on(table.goalId, table.position),
  ],
);

export const calculations = pgTable(
  'calculations',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    workscopeCalculationId: integer('workscope_calculation_id').notNull(),
    qty: numeric('qty', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    rate: money('rate').notNull(),
    difficulty: numeric('difficulty', { precision: 8, scale: 4, mode: 'number' }).notNull(),
    total: money('total').notNull(),
    // The work-scope calculation as it was when the contract was written.
    name: text('name').notNull().default(''),
    qtyLabel: text('qty_label').notNull().default(''),
    description: text('description').notNull().default(''),
  },
  (table) => [index('calculations_project_idx').on(table.projectId, table.position)],
);

/**
 * Every accepted push of a contract, one row per version: who pushed it (the
 * signed-in user of the access token), when (the server's clock), from which
 * device, and the document exactly as it was accepted. Written in the sync's
 * own transaction; a repeated push that changes nothing writes none.
 */
export const contractVersions = pgTable(
  'contract_versions',
  {
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    pushedBy: uuid('pushed_by')
      .notNull()
      .references(() => users.id),
    pushedAt: timestamp('pushed_at', { withTimezone: true }).notNull(),
    /** The pushing device's User-Agent. */
    device: text('device'),
    document: jsonb('document').$type<Contract>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.contractId, table.version] }),
    index('contract_versions_pushed_by_idx').on(table.pushedBy),
  ],
);

/**
 * Contracts signed on a tablet (docs/decisions/031-the-signed-contract.md),
 * one row per signed version, kept as they arrived: a trigger refuses any
 * UPDATE or DELETE. The key is the signed content's hash, so a retried push
 * finds its row instead of writing a second one.
 */
export const signedContracts = pgTable(
  'signed_contracts',
  {
    contentHash: text('content_hash').primaryKey(),
    /** The device's ContractId; the contract itself may reach the cloud before or after. */
    contractId: text('contract_id').notNull(),
    pdfHash: text('pdf_hash').notNull(),
    record: jsonb('record').$type<SignedRecord>().notNull(),
    pdf: bytea('pdf').notNull(),
    /** The buyer's signature, by the tablet's clock. */
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    /** The server's clock when the record arrived. */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    receivedBy: uuid('received_by')
      .notNull()
      .references(() => users.id),
  },
  (table) => [
    index('signed_contracts_contract_id_idx').on(table.contractId),
    // The daily cap on signed versions counts one agent's rows of the last day.
    index('signed_contracts_received_by_idx').on(table.receivedBy, table.receivedAt),
  ],
);

/**
 * Installers' receipts of the R-value Rule (docs/decisions/067-receipts-in-the-cloud.md), signed on a tablet after
 * the work, one row per receipt as it arrived with its PDF: a trigger refuses any UPDATE or DELETE. The key is the
 * device's id for it (contract and the installer's signing time), so a retried push finds its row.
 */
export const installerReceipts = pgTable(
  'installer_receipts',
  {
    id: text('id').primaryKey(),
    /** The device's ContractId. */
    contractId: text('contract_id').notNull(),
    receipt: jsonb('receipt').$type<InstallerReceipt>().notNull(),
    pdfHash: text('pdf_hash').notNull(),
    pdf: bytea('pdf').notNull(),
    /** The installer's signature, by the tablet's clock. */
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    receivedBy: uuid('received_by')
      .notNull()
      .references(() => users.id),
  },
  (table) => [
    index('installer_receipts_contract_id_idx').on(table.contractId),
    index('installer_receipts_received_by_idx').on(table.receivedBy, table.receivedAt),
  ],
);

/**
 * The signed copy to email, one row per signed version (or per installer's
 * receipt): the customer, with the agent in copy. Written in the transaction
 * that keeps the signed version; sent by the outbox worker, which claims a row
 * for a while with SKIP LOCKED so that several servers never send one twice.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The signed version to send; null for an installer's receipt. */
    signedContentHash: text('signed_content_hash').references(() => signedContracts.contentHash),
    /** The installer's receipt to send; null for a signed version. */
    installerReceiptId: text('installer_receipt_id').references(() => installerReceipts.id),
    /**
     * 'signed': the copy sent when the version arrived, once per version; 'resend': sent again by the office;
     * 'receipt': an installer's receipt, once; 'resend-notice': the customer told that a copy went to another address
     * (docs/decisions/076-resends.md), no attachment.
     */
    reason: text('reason', { enum: ['signed', 'resend', 'receipt', 'resend-notice'] })
      .notNull()
      .default('signed'),
    /** On a resend notice: the other address the copy went to. */
    resentTo: text('resent_to'),
    /** Who asked for a resend. */
    requestedBy: uuid('requested_by').references(() => users.id),
    toAddress: text('to_address').notNull(),
    toRecipient: text('to_recipient', { enum: ['customer', 'agent'] }).notNull(),
    ccAddress: text('cc_address'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Taken by a worker until then; a worker that died lets it go by itself. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Given up after too many failed attempts. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [
    index('email_outbox_due_idx').on(table.nextAttemptAt),
    index('email_outbox_signed_idx').on(table.signedContentHash),
    uniqueIndex('email_outbox_signed_once')
      .on(table.signedContentHash)
      .where(sql`reason = 'signed'`),
    uniqueIndex('email_outbox_receipt_once')
      .on(table.installerReceiptId)
      .where(sql`reason = 'receipt'`),
    check('email_outbox_one_document', sql`(signed_content_hash IS NULL) <> (installer_receipt_id IS NULL)`),
  ],
);

/**
 * What the office should look at on a contract the cloud accepted: a signed contract sold on financing terms the
 * cloud no longer offers, say. Raised once per contract and reason (`key`); the contract and its signed copy stand.
 */
export const contractFlags = pgTable(
  'contract_flags',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The device's ContractId. */
    contractId: text('contract_id').notNull(),
    kind: text('kind', {
      enum: [
        'financing-terms',
        'deposit-over-cap',
        'notices-not-initialed',
        'below-floor',
        'approval-refused',
        'offer-ended',
        'off-price-book',
        'preparer-differs',
        'signed-after-cancellation',
        'pdf-unlabelled',
      ],
    }).notNull(),
    /** One flag per contract and reason: the same push again raises nothing new. */
    key: text('key').notNull(),
    message: text('message').notNull(),
    detail: jsonb('detail'),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull(),
    raisedBy: uuid('raised_by').references(() => users.id),
  },
  (table) => [
    unique('contract_flags_contract_key').on(table.contractId, table.key),
    index('contract_flags_raised_at_idx').on(table.raisedAt),
  ],
);

/**
 * A customer's cancellation, recorded by the office: the date the notice was sent (by mail or email) or handed over,
 * how it came, and whether that was within the contract's own deadline. One per contract; the contract and its signed
 * versions stay. Append-only (migration 0011).
 */
export const contractCancellations = pgTable('contract_cancellations', {
  /** The device's ContractId. */
  contractId: text('contract_id').primaryKey(),
  noticeDate: date('notice_date', { mode: 'string' }).notNull(),
  noticeBy: text('notice_by', { enum: ['mail', 'email', 'in-person', 'phone'] }).notNull(),
  /** The last day to cancel the contract stated, when it was signed; null for a contract never signed. */
  deadline: date('deadline', { mode: 'string' }),
  withinDeadline: boolean('within_deadline'),
  note: text('note').notNull().default(''),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  recordedBy: uuid('recorded_by').references(() => users.id),
});

/**
 * The company's details as the office keeps them (docs/decisions/046-company-details-served.md): one row, served to
 * every tablet; the build's settings stand until the office saves it.
 */
export const companyDetails = pgTable(
  'company_details',
  {
    id: smallint('id').primaryKey().default(1),
    details: jsonb('details').$type<CompanyDetailsDocument>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: uuid('updated_by').references(() => users.id),
  },
  (table) => [check('company_details_one_row', sql`${table.id} = 1`)],
);

/**
 * The published price books (docs/decisions/047-price-book-versions.md): each
 * a whole catalogue in the cloud shape, used by tablets from its effective
 * date on. Append-only (migration 0014): a published version never changes.
 */
export const priceBookVersions = pgTable('price_book_versions', {
  version: integer('version').primaryKey(),
  /** The calendar date it applies from, on each tablet's own clock. */
  effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  /** Null when published from the command line or the first start. */
  publishedBy: uuid('published_by').references(() => users.id),
  /** 'console', 'cli' or 'seed'. */
  source: text('source').notNull(),
  note: text('note').notNull().default(''),
  scopes: jsonb('scopes').$type<WorkScope[]>().notNull(),
  /** SHA-256 (hex) of the scopes as JSON: what an export can be checked against. */
  sha256: text('sha256').notNull(),
});

/**
 * A state's rules as counsel published them (decision 050): append-only, one row per state and version. The rules
 * files this release carries are version 1 of each; a row here with a higher version takes over on every tablet at
 * its next sync, without a release.
 */
export const stateRuleVersions = pgTable(
  'state_rule_versions',
  {
    state: text('state').notNull(),
    version: integer('version').notNull(),
    rules: jsonb('rules').$type<StateRules>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** Null when published from the command line. */
    publishedBy: uuid('published_by').references(() => users.id),
    note: text('note').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.state, table.version] })],
);

/**
 * The office's price floors by role (docs/decisions/055-price-floors.md): one row, served to tablets with the price
 * book; none until the office sets them.
 */
export const priceFloors = pgTable(
  'price_floors',
  {
    id: smallint('id').primaryKey().default(1),
    floors: jsonb('floors').$type<PriceFloors>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: uuid('updated_by').references(() => users.id),
  },
  (table) => [check('price_floors_one_row', sql`${table.id} = 1`)],
);

/**
 * Every approval code a manager gave in the console: what was asked, for whom, how much and until when. The cloud
 * accepts a signed approval only if it is here. Append-only (migration 0022).
 */
export const priceApprovals = pgTable(
  'price_approvals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    requestCode: text('request_code').notNull(),
    code: text('code').notNull(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id),
    approverId: uuid('approver_id')
      .notNull()
      .references(() => users.id),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    keyVersion: integer('key_version').notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('price_approvals_request_idx').on(table.requestCode),
    index('price_approvals_approver_idx').on(table.approverId, table.approvedAt),
  ],
);

export const schemaTables = {
  users,
  agents,
  sessions,
  recoveryCodes,
  secondFactorFailures,
  passwordLinks,
  auditLog,
  refreshTokens,
  rateLimits,
  workscopeCats,
  workscopes,
  workscopeCalculations,
  financingOptions,
  customers,
  contracts,
  rooms,
  goals,
  projects,
  calculations,
  contractVersions,
  signedContracts,
  emailOutbox,
  contractCancellations,
  contractFlags,
  companyDetails,
  priceBookVersions,
  stateRuleVersions,
  priceFloors,
  priceApprovals,
};
export type DatabaseSchema = typeof schemaTables;
