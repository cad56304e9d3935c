// The contract on the wire: exactly the device's local shape (src/domain/contract/model.ts), checked strictly (no
// unknown fields, only finite numbers) and tied to the domain's `Contract` type at compile time so they cannot drift.
// Totals are not checked here: the server recomputes them with src/domain and says which one disagrees.
import { z } from 'zod';
import { MAX_OPTION_NAME, MAX_OPTIONS } from '#domain/contract/options';
import { factSheetsShownSchema } from '#domain/insulation/fact-sheets-schema';
import { jobSiteSchema } from '#domain/insulation/job-site-schema';
import type {
  Agent,
  Area,
  AreaRoom,
  Calculation,
  Contract,
  Coupon,
  Customer,
  Discount,
  FinancingOption,
  Goal,
  Project,
  Values,
  SaveStamp,
} from '#domain/contract/model';
import { CURRENT_SCHEMA_VERSION } from '#domain/contract/schema-version';
import { contractLimits } from './contract-limits';
import { projectLabelSchema } from './workscopes';

const L = contractLimits;

/** The same rule as isContractId in src/domain/contract/factories.ts. */
export const CONTRACT_ID_PATTERN = /^[A-Za-z0-9_-]{12}$/;

export const contractIdSchema = z
  .string()
  .regex(CONTRACT_ID_PATTERN, "A contract id is 12 letters, digits, '-' or '_'.");

/** A client-generated or cloud id. */
const id = z.string().min(1).max(L.idLength);
/** A name or a one-line field (phone, city, code shown to people). */
const name = z.string().max(L.nameLength);
/** Notes and descriptions. */
const text = z.string().max(L.textLength);
const email = z.string().max(L.emailLength);
/** PostgreSQL's integer, the column of every catalogue id. */
export const INT4_MAX = 2_147_483_647;
/** A work-scope, calculation or financing id from the catalogue (0 on an upgraded legacy project). */
const catalogueId = z.number().int().min(0).max(INT4_MAX);
/** Dollars or a count that may be negative (NetDue, payments, totals the server recomputes). */
const amount = z.number().min(-L.maxMagnitude).max(L.maxMagnitude);
/** Dollars or a quantity the domain never lets go below zero. */
const nonNegative = z.number().min(0).max(L.maxMagnitude);
const percent = z.number().min(0).max(100);
/**
 * The dates a contract can carry: 1970 to 2199, in UTC. Wider than any real
 * sale, and inside what PostgreSQL and JavaScript dates both store exactly
 * (a year 0000 or 10000 fits neither).
 */
export const DATE_RANGE = { from: Date.UTC(1970, 0, 1), until: Date.UTC(2200, 0, 1) } as const;
const timestamp = z.iso.datetime({ offset: true }).refine((text) => {
  const time = Date.parse(text);
  return time >= DATE_RANGE.from && time < DATE_RANGE.until;
}, 'A date must fall between 1970 and 2199.');

export const customerSchema = z.strictObject({
  Id: id,
  First: name,
  Last: name,
  // 'Last, First': room for both names and the separator.
  Name: z.string().max(L.nameLength * 2 + 2),
  Phone: name,
  Email: email,
  Address1: name,
  Address2: name,
  City: name,
  State: name,
  PostalCode: name,
  Notes: text,
}) satisfies z.ZodType<Customer>;

export const agentSchema = z.strictObject({
  Id: id,
  First: name,
  Last: name,
  Email: email,
  Display: name,
}) satisfies z.ZodType<Agent>;

export const areaRoomSchema = z.strictObject({
  Id: id,
  RoomName: name,
  Width: amount,
  Length: amount,
  Total: amount,
}) satisfies z.ZodType<AreaRoom>;

export const areaSchema = z.strictObject({
  Total: amount,
  AreaRoom: z.array(areaRoomSchema).max(L.rooms),
}) satisfies z.ZodType<Area>;

export const calculationSchema = z.strictObject({
  Id: catalogueId,
  Guid: id,
  Name: name,
  QuantityLabel: name,
  Quantity: nonNegative,
  Rate: nonNegative,
  DifficultyFactor: nonNegative,
  Total: amount,
  Description: text,
}) satisfies z.ZodType<Calculation>;

export const projectSchema = z.strictObject({
  Pid: id,
  Guid: id,
  Id: catalogueId,
  // '' on a legacy project whose code was lost.
  Wsid: z.string().max(L.codeLength),
  Name: name,
  Description: text,
  TreatmentNotes: text,
  ShowBoardFeetCalculator: z.boolean(),
  // '' when the work scope has no guide.
  PdfFileName: z.string().max(L.codeLength),
  Selected: z.boolean(),
  SubTotal: amount,
  Calculations: z.array(calculationSchema).max(L.calculationsPerProject),
  PriceBook: z.number().int().positive().optional(),
  Warranty: z.strictObject({ What: name.min(1), Years: z.number().int().min(1).max(50) }).optional(),
  Label: projectLabelSchema.optional(),
}) satisfies z.ZodType<Project>;

export const goalSchema = z.strictObject({
  Gid: id,
  Id: id.nullable(),
  Name: name,
  Projects: z.array(projectSchema).max(L.projectsPerGoal),
  GoalTotal: amount,
  SubTotal: amount,
}) satisfies z.ZodType<Goal>;

export const financingOptionSchema = z.strictObject({
  Id: catalogueId,
  Code: z.string().max(L.codeLength),
  Term: z.number().int().min(0).max(L.maxTermMonths),
  Apr: percent,
  Active: z.boolean(),
  Visible: z.boolean(),
  AmountMonth: amount,
  AmountWeek: amount,
}) satisfies z.ZodType<FinancingOption>;

export const discountSchema = z.strictObject({
  Active: z.boolean(),
  Amount: nonNegative,
}) satisfies z.ZodType<Discount>;

export const couponSchema = z.strictObject({
  Active: z.boolean(),
  Title: name,
  Percent: percent,
  Amount: nonNegative,
  EndsOn: z.iso.date().optional(),
}) satisfies z.ZodType<Coupon>;

export const valuesSchema = z.strictObject({
  Total: amount,
  NetDue: amount,
  Deposit: nonNegative,
  Discount: discountSchema,
  Coupon: couponSchema,
  Financing: z.array(financingOptionSchema).max(L.financingOptions),
  FinancingId: catalogueId.nullable(),
}) satisfies z.ZodType<Values>;

/** The save that dated the contract: when, and a fingerprint of what was saved (a cyrb53 hash in base 36). */
export const saveStampSchema = z.strictObject({
  At: timestamp,
  Content: z.string().regex(/^[0-9a-z]{1,16}$/, 'a fingerprint of the saved content'),
}) satisfies z.ZodType<SaveStamp>;

/**
 * The whole contract as the device keeps it. Goals may be empty: the search
 * results carry contracts without their goals (see ./contracts.ts).
 * SchemaVersion must be the current one: a device upgrades a stored contract
 * (src/domain/upgrade) before it sends it.
 */
const optionName = z.string().trim().min(1, 'an option has a name').max(MAX_OPTION_NAME);

/** A contract's options (docs/decisions/056-options.md): two or three, exactly one of them current, ids unique. */
const optionsSchema = z
  .array(
    z.union([
      z.strictObject({ Id: id, Name: optionName, Current: z.literal(true) }),
      z.strictObject({ Id: id, Name: optionName, Goals: z.array(goalSchema).max(L.goals), Values: valuesSchema }),
    ]),
  )
  .min(2, 'a contract with options has two or three')
  .max(MAX_OPTIONS, `a contract has at most ${MAX_OPTIONS} options`)
  .refine((options) => options.filter((option) => 'Current' in option).length === 1, {
    message: 'exactly one option is the current one',
  })
  .refine((options) => new Set(options.map((option) => option.Id)).size === options.length, {
    message: 'each option has its own Id',
  });

export const contractSchema = z.strictObject({
  ContractId: contractIdSchema,
  // 'new' until the cloud has it.
  Id: id,
  Description: text,
  Notes: text,
  Date: timestamp,
  SyncDate: timestamp.nullable(),
  Customer: customerSchema,
  Agent: agentSchema.nullable(),
  Creator: agentSchema.nullable(),
  Area: areaSchema,
  Goals: z.array(goalSchema).max(L.goals),
  Values: valuesSchema,
  SchemaVersion: z.literal(CURRENT_SCHEMA_VERSION, {
    error: `This contract is not in the current shape (schema version ${CURRENT_SCHEMA_VERSION}); open it on the device to upgrade it, then sync again.`,
  }),
  ServerVersion: z.number().int().min(1).nullable(),
  Changed: z.boolean(),
  Saved: saveStampSchema.nullable().optional(),
  OlderBuyer: z.boolean().optional(),
  Language: z.literal('es', 'The language of the sale is "es" (Spanish), or absent for English.').optional(),
  Rules: z
    .string()
    .regex(/^[A-Z]{2}-\d{1,6}$/, "the state and version of the rules, as 'CA-2'")
    .optional(),
  Branch: z.string().trim().max(120).optional(),
  Options: optionsSchema.optional(),
  Site: jobSiteSchema.optional(),
  FactSheets: factSheetsShownSchema.optional(),
}) satisfies z.ZodType<Contract>;

// Compile-time proof that the schema and the domain type are the same shape
// both ways: a field added to, removed from or retyped in either one fails
// `npm run typecheck`. SchemaVersion is the literal current version on the
// wire and any number in the domain type, so it is compared on its own.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** A contract as the API carries it: the current shape, SchemaVersion its literal number. */
export type WireContract = z.output<typeof contractSchema>;

/** A contract of the current shape as the API carries it; an older shape must be upgraded first. */
export function onTheWire(contract: Contract): WireContract {
  if (contract.SchemaVersion !== CURRENT_SCHEMA_VERSION) {
    throw new Error(
      `Contract ${contract.ContractId} is in schema version ${contract.SchemaVersion}, not the current one.`,
    );
  }
  return { ...contract, SchemaVersion: CURRENT_SCHEMA_VERSION };
}
const _sameShape: Same<Omit<WireContract, 'SchemaVersion'>, Omit<Contract, 'SchemaVersion'>> = true;
const _sameInput: Same<z.input<typeof contractSchema>, WireContract> = true;
const _versionIsANumber: WireContract['SchemaVersion'] extends Contract['SchemaVersion'] ? true : false = true;
