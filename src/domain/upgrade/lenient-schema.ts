// The stored contract, read without trust: zod checks every field, '120' in a number field reads as 120, and what
// cannot be read falls back to a safe default noted in `repairs`, so a damaged field never costs the rest of the
// contract. Unknown fields are kept (loose objects), so a newer build's extra data survives.
import { z } from 'zod';
import type {
  Agent,
  Area,
  AreaRoom,
  Calculation,
  Contract,
  ContractOption,
  Customer,
  FinancingOption,
  Goal,
  FactSheetShown,
  JobSite,
  Project,
  SaveStamp,
  Values,
} from '../contract/model';
import { MAX_OPTIONS } from '../contract/options';
import { factSheetsShownSchema } from '../insulation/fact-sheets-schema';
import { jobSiteSchema } from '../insulation/job-site-schema';
import { isRecord } from '../is-record';

type Report = (note: string) => void;

const RULES_STAMP = /^[A-Z]{2}-\d{1,6}$/;
const saveStamp = z.object({ At: z.string().min(1), Content: z.string().min(1) });

const numberLike = z.union([
  z.number().refine(Number.isFinite),
  z
    .string()
    .trim()
    .regex(/^-?(\d+\.?\d*|\.\d+)$/)
    .transform(Number),
]);
const textLike = z.union([z.string(), z.number().refine(Number.isFinite).transform(String)]);
const booleanLike = z.union([
  z.boolean(),
  z.enum(['true', 'false']).transform((text) => text === 'true'),
  z.literal(1).transform(() => true),
  z.literal(0).transform(() => false),
]);

/** A schema whose value is whatever `read` makes of the input, missing keys included.
 * (zod 4 rejects a missing key before a transform runs; a preprocess runs first.) */
function settled<T>(read: (input: unknown) => T) {
  return z.preprocess(
    read,
    z.custom<T>(() => true),
  );
}

/** A field read with `schema`; missing (undefined/null) gives `fallback` silently, unreadable gives it with a note. */
function lenient<T>(schema: z.ZodType<T>, fallback: T, label: string, report: Report) {
  return settled((input): T => {
    if (input === undefined || input === null) return fallback;
    const parsed = schema.safeParse(input);
    if (parsed.success) return parsed.data;
    report(`${label}: ${JSON.stringify(input)} could not be read and is now ${JSON.stringify(fallback)}.`);
    return fallback;
  });
}

function list<T>(item: z.ZodType<T>, label: string, report: Report) {
  return settled((input): T[] => {
    if (input === undefined || input === null) return [];
    if (!Array.isArray(input)) {
      report(`${label}: ${JSON.stringify(input)} is not a list and was dropped.`);
      return [];
    }
    return input.flatMap((element) => {
      const parsed = item.safeParse(element);
      if (parsed.success) return [parsed.data];
      report(`${label}: an entry that is not a record (${JSON.stringify(element)}) was dropped.`);
      return [];
    });
  });
}

/** A nested record; anything else is read as an empty one (its fields then take their defaults). */
function record<Shape extends z.core.$ZodLooseShape>(shape: Shape, label: string, report: Report) {
  return z.preprocess((input) => {
    if (isRecord(input)) return input;
    if (input !== undefined && input !== null)
      report(`${label}: ${JSON.stringify(input)} is not a record and was reset.`);
    return {};
  }, z.looseObject(shape));
}

export function storedContractSchema(report: Report) {
  const text = (label: string) => lenient(textLike, '', label, report);
  const num = (label: string, fallback = 0) => lenient(numberLike, fallback, label, report);
  const flag = (label: string, fallback = false) => lenient(booleanLike, fallback, label, report);
  const nullableText = (label: string) => lenient<string | null>(textLike, null, label, report);
  const nullableNumber = (label: string) => lenient<number | null>(numberLike, null, label, report);

  const customer: z.ZodType<Customer> = record(
    {
      Id: text('Customer Id'),
      First: text('Customer First'),
      Last: text('Customer Last'),
      Name: text('Customer Name'),
      Phone: text('Customer Phone'),
      Email: text('Customer Email'),
      Address1: text('Customer Address1'),
      Address2: text('Customer Address2'),
      City: text('Customer City'),
      State: text('Customer State'),
      PostalCode: text('Customer PostalCode'),
      Notes: text('Customer Notes'),
    },
    'Customer',
    report,
  );
  const agent: z.ZodType<Agent> = z.looseObject({
    Id: text('Agent Id'),
    First: text('Agent First'),
    Last: text('Agent Last'),
    Email: text('Agent Email'),
    Display: text('Agent Display'),
  });
  const room: z.ZodType<AreaRoom> = z.looseObject({
    Id: text('Room Id'),
    RoomName: text('RoomName'),
    Width: num('Room Width'),
    Length: num('Room Length'),
    Total: num('Room Total'),
  });
  const area: z.ZodType<Area> = record(
    { Total: num('Area Total'), AreaRoom: list(room, 'AreaRoom', report) },
    'Area',
    report,
  );
  const calculation: z.ZodType<Calculation> = z.looseObject({
    Id: num('Calculation Id'),
    Guid: text('Calculation Guid'),
    Name: text('Calculation Name'),
    QuantityLabel: text('QuantityLabel'),
    Quantity: num('Quantity'),
    Rate: num('Rate'),
    DifficultyFactor: num('DifficultyFactor', 1),
    Total: num('Calculation Total'),
    Description: text('Calculation Description'),
  });
  const project: z.ZodType<Project> = z.looseObject({
    Pid: text('Project Pid'),
    Guid: text('Project Guid'),
    Id: num('Project Id'),
    Wsid: text('Project Wsid'),
    Name: text('Project Name'),
    Description: text('Project Description'),
    TreatmentNotes: text('TreatmentNotes'),
    ShowBoardFeetCalculator: flag('ShowBoardFeetCalculator'),
    PdfFileName: text('PdfFileName'),
    Selected: flag('Selected', true),
    SubTotal: num('Project SubTotal'),
    Calculations: list(calculation, 'Calculations', report),
  });
  const goal: z.ZodType<Goal> = z.looseObject({
    Gid: text('Goal Gid'),
    Id: nullableText('Goal Id'),
    Name: text('Goal Name'),
    Projects: list(project, 'Projects', report),
    GoalTotal: num('GoalTotal'),
    SubTotal: num('Goal SubTotal'),
  });
  const financingOption: z.ZodType<FinancingOption> = z.looseObject({
    Id: num('Financing Id'),
    Code: text('Financing Code'),
    Term: num('Financing Term'),
    Apr: num('Financing Apr'),
    Active: flag('Financing Active'),
    Visible: flag('Financing Visible'),
    AmountMonth: num('AmountMonth'),
    AmountWeek: num('AmountWeek'),
  });
  const values: z.ZodType<Values> = record(
    {
      Total: num('Total'),
      NetDue: num('NetDue'),
      Deposit: num('Deposit'),
      Discount: record({ Active: flag('Discount Active'), Amount: num('Discount Amount') }, 'Discount', report),
      Coupon: record(
        {
          Active: flag('Coupon Active'),
          Title: text('Coupon Title'),
          Percent: num('Coupon Percent'),
          Amount: num('Coupon Amount'),
          // An end that cannot be read is dropped, and said: signing then asks for it again if the title promises one.
          EndsOn: settled((input): string | undefined => {
            if (input === undefined) return input;
            if (typeof input === 'string' && z.iso.date().safeParse(input).success) return input;
            report(`Coupon EndsOn: ${JSON.stringify(input)} could not be read and was dropped.`);
            return undefined;
          }),
        },
        'Coupon',
        report,
      ),
      Financing: list(financingOption, 'Financing', report),
      FinancingId: nullableNumber('FinancingId'),
    },
    'Values',
    report,
  );
  const optionalAgent = lenient<Agent | null>(agent, null, 'Agent', report);
  const option: z.ZodType<ContractOption> = z.union([
    z.looseObject({ Id: text('Option Id'), Name: text('Option Name'), Current: z.literal(true) }),
    z.looseObject({
      Id: text('Option Id'),
      Name: text('Option Name'),
      Goals: list(goal, 'Goals', report),
      Values: values,
    }),
  ]);
  const options = z
    .array(option)
    .min(2)
    .max(MAX_OPTIONS)
    .refine((each) => each.filter((one) => one.Current === true).length === 1);

  return z.looseObject({
    ContractId: z.string().trim().min(1).max(64),
    Id: lenient(textLike, 'new', 'Id', report),
    Description: text('Description'),
    Notes: text('Notes'),
    Date: text('Date'),
    SyncDate: nullableText('SyncDate'),
    Customer: customer,
    Agent: optionalAgent,
    Creator: optionalAgent,
    Area: area,
    Goals: list(goal, 'Goals', report),
    Values: values,
    SchemaVersion: num('SchemaVersion'),
    ServerVersion: nullableNumber('ServerVersion'),
    Changed: flag('Changed'),
    // Null says "a draft" and absent "not said": both kept as they are; unreadable becomes "not said".
    Saved: settled((input): SaveStamp | null | undefined => {
      if (input === undefined || input === null) return input;
      const parsed = saveStamp.safeParse(input);
      if (parsed.success) return parsed.data;
      report(`Saved: ${JSON.stringify(input)} could not be read; the contract counts as saved as it is.`);
      return undefined;
    }),
    Rules: settled((input): string | undefined => {
      if (input === undefined || (typeof input === 'string' && RULES_STAMP.test(input))) return input;
      report(`Rules: ${JSON.stringify(input)} could not be read; the next save records the rules again.`);
      return undefined;
    }),
    Branch: settled((input): string | undefined => {
      if (input === undefined || (typeof input === 'string' && input.length <= 120)) return input;
      report(
        `Branch: ${JSON.stringify(input).slice(0, 200)} could not be read; the next save records the branch again.`,
      );
      return undefined;
    }),
    Language: settled((input): 'es' | undefined => {
      if (input === undefined || input === 'es') return input;
      report(`Language: ${JSON.stringify(input)} could not be read; the contract is printed in English.`);
      return undefined;
    }),
    // Options that cannot be read leave the contract as its current option, which is kept whole; the report keeps
    // what was dropped for the office (docs/decisions/056-options.md).
    Options: settled((input): ContractOption[] | undefined => {
      if (input === undefined) return input;
      const parsed = options.safeParse(input);
      if (parsed.success) return parsed.data;
      report(
        `Options: ${JSON.stringify(input).slice(0, 200)} could not be read; the contract keeps its current option.`,
      );
      return undefined;
    }),
    // A site that cannot be read is asked again: the agent chooses the county anew (decision 061).
    Site: settled((input): JobSite | undefined => {
      if (input === undefined) return input;
      const parsed = jobSiteSchema.safeParse(input);
      if (parsed.success) return parsed.data;
      report(`Site: ${JSON.stringify(input).slice(0, 200)} could not be read; the agent chooses the county again.`);
      return undefined;
    }),
    // A record of fact sheets that cannot be read is dropped: the agent shows them again before the customer signs.
    FactSheets: settled((input): FactSheetShown[] | undefined => {
      if (input === undefined) return input;
      const parsed = factSheetsShownSchema.safeParse(input);
      if (parsed.success) return parsed.data;
      report(
        `FactSheets: ${JSON.stringify(input).slice(0, 200)} could not be read; the fact sheets are shown to the customer again.`,
      );
      return undefined;
    }),
    OlderBuyer: settled((input): boolean | undefined => {
      if (input === undefined || typeof input === 'boolean') return input;
      report(`OlderBuyer: ${JSON.stringify(input)} could not be read; the agent is asked again.`);
      return undefined;
    }),
  }) satisfies z.ZodType<Contract>;
}
