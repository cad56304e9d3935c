// The contract as one document (the device's shape) and as the cloud's rows, both ways, without the database
// (docs/decisions/009-sync.md). What the rows do not hold is rebuilt on the way back: a calculation line at Quantity
// 0 comes back from its work scope, and financing payments are recomputed from the contract's own plan terms.
import { factSheetsShownSchema } from '#domain/insulation/fact-sheets-schema';
import { jobSiteSchema } from '#domain/insulation/job-site-schema';
import { agentSchema } from '#api/contract-schema';
import type {
  Agent,
  Calculation,
  Contract,
  FinancingOption,
  Goal,
  JobSite,
  Project,
  Values,
  WorkScope,
} from '#domain/contract/model';
import { calculationFromWorkScope } from '#domain/contract/factories';
import { CURRENT_SCHEMA_VERSION } from '#domain/contract/schema-version';
import { recalculate } from '#domain/contract/totals';
import { recalculateValues } from '#domain/contract/values';
import { customerName } from '#domain/format/names';
import { toCents } from '#domain/money';
import type { calculations, contracts, customers, goals, projects, rooms } from '../db/schema';

export type ContractRow = typeof contracts.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;
export type RoomRow = typeof rooms.$inferSelect;
export type GoalRow = typeof goals.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type CalculationRow = typeof calculations.$inferSelect;

/** The columns of a contract row that come from the document itself. */
export type ContractColumns = Omit<
  ContractRow,
  'id' | 'version' | 'contentHash' | 'modifiedAt' | 'syncedAt' | 'updatedAt' | 'createdByDevice' | 'createdBy'
>;

/** A contract's rows before it has a cloud id: rooms and goals get contract_id when written. */
export interface ContractRows {
  customer: CustomerRow;
  contract: ContractColumns;
  rooms: Omit<RoomRow, 'contractId'>[];
  goals: Omit<GoalRow, 'contractId'>[];
  projects: ProjectRow[];
  calculations: CalculationRow[];
}

export interface ToRowsOptions {
  /** True when the id is an agents.user_id; other agent ids live only in the snapshot. */
  agentIdKnown: (id: string) => boolean;
  /** True when workscopes has this id; otherwise the project keeps only its snapshot. */
  workScopeExists: (id: number) => boolean;
}

function agentColumn(agent: Agent | null, known: (id: string) => boolean): string | null {
  return agent && known(agent.Id) ? agent.Id : null;
}

function agentSnapshot(agent: Agent | null): string | null {
  return agent ? JSON.stringify(agent) : null;
}

/** The contract's save in its columns: a draft, a save with its day and fingerprint, or not said. */
function saveColumns(saved: Contract['Saved']) {
  if (saved === undefined) return { saveState: null, savedAt: null, savedContent: null };
  if (saved === null) return { saveState: 'draft' as const, savedAt: null, savedContent: null };
  return { saveState: 'saved' as const, savedAt: new Date(saved.At), savedContent: saved.Content };
}

function savedFrom(row: Pick<ContractRow, 'saveState' | 'savedAt' | 'savedContent'>): Pick<Contract, 'Saved'> {
  if (row.saveState === 'draft') return { Saved: null };
  if (row.saveState === 'saved' && row.savedAt && row.savedContent)
    return { Saved: { At: row.savedAt.toISOString(), Content: row.savedContent } };
  return {};
}

// jsonb keeps keys in its own order; the schema gives them back in the model's, as the device sent them.
function siteOf(stored: unknown): { Site?: JobSite } {
  const parsed = jobSiteSchema.safeParse(stored);
  return parsed.success ? { Site: parsed.data } : {};
}

function factSheetsOf(stored: unknown): Pick<Contract, 'FactSheets'> {
  const parsed = factSheetsShownSchema.safeParse(stored);
  return parsed.success && parsed.data.length > 0 ? { FactSheets: parsed.data } : {};
}

export function toRows(contract: Contract, { agentIdKnown, workScopeExists }: ToRowsOptions): ContractRows {
  const { Customer: customer, Values: values } = contract;
  const projectRows: ProjectRow[] = [];
  const calculationRows: CalculationRow[] = [];
  contract.Goals.forEach((goal) => {
    goal.Projects.forEach((project, projectIndex) => {
      projectRows.push({
        id: project.Pid,
        goalId: goal.Gid,
        position: projectIndex,
        guid: project.Guid,
        selected: project.Selected,
        subtotal: project.SubTotal,
        workscopeId: workScopeExists(project.Id) ? project.Id : null,
        treatmentNotes: project.TreatmentNotes,
        wsid: project.Wsid,
        name: project.Name,
        description: project.Description,
        showCalculator: project.ShowBoardFeetCalculator,
        pdfFileName: project.PdfFileName,
        priceBookVersion: project.PriceBook ?? null,
        warranty: project.Warranty ?? null,
        label: project.Label ?? null,
      });
      project.Calculations.forEach((calculation, calculationIndex) => {
        // A line at Quantity 0 is not part of the contract (docs/product-rules.md#sync): it is rebuilt from the work scope.
        if (!(calculation.Quantity > 0)) return;
        calculationRows.push({
          id: calculation.Guid,
          projectId: project.Pid,
          position: calculationIndex,
          workscopeCalculationId: calculation.Id,
          qty: calculation.Quantity,
          rate: calculation.Rate,
          difficulty: calculation.DifficultyFactor,
          total: calculation.Total,
          name: calculation.Name,
          qtyLabel: calculation.QuantityLabel,
          description: calculation.Description,
        });
      });
    });
  });
  return {
    customer: {
      id: customer.Id,
      first: customer.First,
      last: customer.Last,
      name: customerName(customer.First, customer.Last),
      email: customer.Email,
      phone: customer.Phone,
      address1: customer.Address1,
      address2: customer.Address2,
      city: customer.City,
      state: customer.State,
      postalCode: customer.PostalCode,
      notes: customer.Notes,
    },
    contract: {
      legacyId: contract.ContractId,
      createdAt: new Date(contract.Date),
      customerId: customer.Id,
      description: contract.Description,
      notes: contract.Notes,
      agentId: agentColumn(contract.Agent, agentIdKnown),
      creatorId: agentColumn(contract.Creator, agentIdKnown),
      agentSnapshot: agentSnapshot(contract.Agent),
      creatorSnapshot: agentSnapshot(contract.Creator),
      ...saveColumns(contract.Saved),
      olderBuyer: contract.OlderBuyer ?? null,
      language: contract.Language ?? null,
      options: contract.Options ?? null,
      site: contract.Site ?? null,
      factSheets: contract.FactSheets ?? null,
      rules: contract.Rules ?? null,
      branch: contract.Branch ?? null,
      total: values.Total,
      discount: values.Discount.Amount,
      couponTitle: values.Coupon.Title,
      couponPct: values.Coupon.Percent,
      couponAmt: values.Coupon.Amount,
      couponEndsOn: values.Coupon.EndsOn ?? null,
      deposit: values.Deposit,
      netDue: values.NetDue,
      areaTotal: contract.Area.Total,
      financingId: values.FinancingId,
      activeFinancingIds: values.Financing.filter((option) => option.Active).map((option) => option.Id),
      // The contract's own terms, as sold: never rebuilt from today's financing_options.
      financingTerms: values.Financing.map((option) => ({
        id: option.Id,
        code: option.Code,
        term: option.Term,
        apr: option.Apr,
        visible: option.Visible,
      })),
    },
    // Every room, even at area total 0 (the original skipped them), so the document comes back whole.
    rooms: contract.Area.AreaRoom.map((room, position) => ({
      id: room.Id,
      position,
      name: room.RoomName,
      width: room.Width,
      length: room.Length,
      total: room.Total,
    })),
    goals: contract.Goals.map((goal, position) => ({ id: goal.Gid, position, name: goal.Name })),
    projects: projectRows,
    calculations: calculationRows,
  };
}

/** An agent the cloud knows (agents joined with users), for a contract stored without a snapshot. */
export interface KnownAgentRow {
  userId: string;
  first: string;
  last: string;
  displayName: string;
  email: string;
}

/** A contract's rows as read back; `agent`/`creator` are the agents rows behind agent_id/creator_id. */
export interface StoredContractRows {
  contract: ContractRow;
  customer: CustomerRow;
  agent: KnownAgentRow | null;
  creator: KnownAgentRow | null;
  rooms: RoomRow[];
  goals: GoalRow[];
  projects: ProjectRow[];
  calculations: CalculationRow[];
}

/** What fromRows needs of the catalogue: each referenced work scope's calculations. */
export type WorkScopeCalculations = Pick<WorkScope, 'id' | 'calculations'>;

const byPosition = <Row extends { position: number }>(a: Row, b: Row) => a.position - b.position;

function groupBy<Row, Key>(items: readonly Row[], key: (row: Row) => Key): Map<Key, Row[]> {
  const groups = new Map<Key, Row[]>();
  for (const item of items) {
    const list = groups.get(key(item));
    if (list) list.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** A stored agent or creator: its snapshot, else the agents row behind its id. */
export function agentFrom(snapshot: string | null, known: KnownAgentRow | null): Agent | null {
  if (snapshot !== null) {
    try {
      const parsed = agentSchema.safeParse(JSON.parse(snapshot));
      if (parsed.success) return parsed.data;
    } catch {
      // An unreadable snapshot falls back to the agents row below.
    }
  }
  if (!known) return null;
  return { Id: known.userId, First: known.first, Last: known.last, Email: known.email, Display: known.displayName };
}

/** The deterministic Guid of a Quantity-0 line rebuilt from the work scope. */
export function rebuiltLineGuid(pid: string, workScopeCalculationId: number): string {
  return `${pid}-ws${workScopeCalculationId}`;
}

function storedLine(row: CalculationRow): Calculation {
  return {
    Id: row.workscopeCalculationId,
    Guid: row.id,
    Name: row.name,
    QuantityLabel: row.qtyLabel,
    Quantity: row.qty,
    Rate: row.rate,
    DifficultyFactor: row.difficulty,
    Total: row.total,
    Description: row.description,
  };
}

/**
 * A project's lines: every calculation of its work scope in rank order (the
 * stored line, else a Quantity-0 line from the scope), then stored lines the
 * scope no longer has. Without the work scope, the stored lines alone.
 */
function projectLines(
  project: ProjectRow,
  stored: CalculationRow[],
  scope: WorkScopeCalculations | undefined,
): Calculation[] {
  const rows = [...stored].sort(byPosition);
  if (project.workscopeId === null || !scope) return rows.map(storedLine);
  const storedById = groupBy(rows, (row) => row.workscopeCalculationId);
  const scopeCalculations = [...scope.calculations].sort((a, b) => a.rank - b.rank);
  const lines = scopeCalculations.flatMap((calculation): Calculation[] => {
    const found = storedById.get(calculation.id);
    if (found) return found.map(storedLine);
    return [calculationFromWorkScope(calculation, rebuiltLineGuid(project.id, calculation.id))];
  });
  const inScope = new Set(scopeCalculations.map((calculation) => calculation.id));
  return [...lines, ...rows.filter((row) => !inScope.has(row.workscopeCalculationId)).map(storedLine)];
}

/** The contract's values; its plans are its own terms, in its order, with their payments still to work out. */
function valuesFrom(row: ContractColumns): Values {
  const active = new Set(row.activeFinancingIds);
  const financing: FinancingOption[] = row.financingTerms.map((plan) => ({
    Id: plan.id,
    Code: plan.code,
    Term: plan.term,
    Apr: plan.apr,
    Active: active.has(plan.id),
    Visible: plan.visible,
    AmountMonth: 0,
    AmountWeek: 0,
  }));
  return {
    Total: row.total,
    NetDue: row.netDue,
    Deposit: row.deposit,
    Discount: { Active: row.discount > 0, Amount: row.discount },
    Coupon: {
      Active: row.couponAmt > 0,
      Title: row.couponTitle,
      Percent: row.couponPct,
      Amount: row.couponAmt,
      ...(row.couponEndsOn ? { EndsOn: row.couponEndsOn } : {}),
    },
    Financing: financing,
    FinancingId: row.financingId,
  };
}

/** What a search result is made of: the contract's own columns, its customer, agents and rooms. */
export interface HeaderRows {
  contract: ContractColumns & Pick<ContractRow, 'id' | 'version' | 'syncedAt'>;
  customer: CustomerRow;
  agent: KnownAgentRow | null;
  creator: KnownAgentRow | null;
  rooms: Omit<RoomRow, 'contractId'>[];
}

/** Everything but the goals: the contract as a search result lists it. */
function contractWithoutGoals(rows: HeaderRows): Contract {
  const { contract: row, customer } = rows;
  return {
    ContractId: row.legacyId,
    Id: String(row.id),
    Description: row.description,
    Notes: row.notes,
    Date: row.createdAt.toISOString(),
    SyncDate: row.syncedAt.toISOString(),
    Customer: {
      Id: customer.id,
      First: customer.first,
      Last: customer.last,
      Name: customer.name,
      Phone: customer.phone,
      Email: customer.email,
      Address1: customer.address1,
      Address2: customer.address2,
      City: customer.city,
      State: customer.state,
      PostalCode: customer.postalCode,
      Notes: customer.notes,
    },
    Agent: agentFrom(row.agentSnapshot, rows.agent),
    Creator: agentFrom(row.creatorSnapshot, rows.creator),
    Area: {
      Total: row.areaTotal,
      AreaRoom: [...rows.rooms].sort(byPosition).map((room) => ({
        Id: room.id,
        RoomName: room.name,
        Width: room.width,
        Length: room.length,
        Total: room.total,
      })),
    },
    Goals: [],
    Values: valuesFrom(row),
    SchemaVersion: CURRENT_SCHEMA_VERSION,
    ServerVersion: row.version,
    Changed: false,
    ...savedFrom(row),
    ...(row.olderBuyer === null ? {} : { OlderBuyer: row.olderBuyer }),
    ...(row.language === null ? {} : { Language: row.language }),
    ...(row.options === null ? {} : { Options: row.options }),
    ...siteOf(row.site),
    ...factSheetsOf(row.factSheets),
    ...(row.rules === null ? {} : { Rules: row.rules }),
    ...(row.branch === null ? {} : { Branch: row.branch }),
  };
}

/**
 * A search result: the contract without its goals (the list does not show
 * them). Its stored totals are kept; only the payments are worked out again.
 */
export function summaryFromRows(rows: HeaderRows): Contract {
  const contract = contractWithoutGoals(rows);
  return { ...contract, Values: recalculateValues(contract.Values, toCents(contract.Values.Total)) };
}

/** The whole contract in the device's shape, totals recomputed by the domain. */
export function fromRows(rows: StoredContractRows, workScopes: readonly WorkScopeCalculations[]): Contract {
  const scopes = new Map(workScopes.map((scope) => [scope.id, scope]));
  const projectsByGoal = groupBy(rows.projects, (project) => project.goalId);
  const calculationsByProject = groupBy(rows.calculations, (calculation) => calculation.projectId);
  const goalList: Goal[] = [...rows.goals].sort(byPosition).map((goal) => ({
    Gid: goal.id,
    Id: goal.id,
    Name: goal.name,
    Projects: [...(projectsByGoal.get(goal.id) ?? [])].sort(byPosition).map((project): Project => ({
      Pid: project.id,
      Guid: project.guid,
      Id: project.workscopeId ?? 0,
      Wsid: project.wsid,
      Name: project.name,
      Description: project.description,
      TreatmentNotes: project.treatmentNotes,
      ShowBoardFeetCalculator: project.showCalculator,
      PdfFileName: project.pdfFileName,
      Selected: project.selected,
      SubTotal: project.subtotal,
      Calculations: projectLines(
        project,
        calculationsByProject.get(project.id) ?? [],
        project.workscopeId === null ? undefined : scopes.get(project.workscopeId),
      ),
      ...(project.priceBookVersion === null ? {} : { PriceBook: project.priceBookVersion }),
      ...(project.warranty === null ? {} : { Warranty: project.warranty }),
      ...(project.label === null ? {} : { Label: project.label }),
    })),
    GoalTotal: 0,
    SubTotal: 0,
  }));
  return recalculate({ ...contractWithoutGoals(rows), Goals: goalList });
}
