// New contracts, goals and projects. Ids come from the caller (the domain
// has no randomness); `newId` must return a fresh unique id on every call.
import { defaultArea } from '../calculators/area';
import { defaultFinancingOptions } from '../financing/plans';
import type { Calculation, Contract, Customer, Goal, Project, Values, WorkScope, WorkScopeCalculation } from './model';
import { CURRENT_SCHEMA_VERSION } from './schema-version';

export type NewId = () => string;

export const CONTRACT_ID_LENGTH = 12;
const CONTRACT_ID_PATTERN = /^[A-Za-z0-9_-]{12}$/;

export function isContractId(value: unknown): value is string {
  return typeof value === 'string' && CONTRACT_ID_PATTERN.test(value);
}

export function blankCustomer(id: string): Customer {
  return {
    Id: id,
    First: '',
    Last: '',
    Name: '',
    Phone: '',
    Email: '',
    Address1: '',
    Address2: '',
    City: '',
    State: '',
    PostalCode: '',
    Notes: '',
  };
}

export function blankGoal(gid: string): Goal {
  return { Gid: gid, Id: null, Name: '', Projects: [], GoalTotal: 0, SubTotal: 0 };
}

export function blankValues(): Values {
  return {
    Total: 0,
    NetDue: 0,
    Deposit: 0,
    Discount: { Active: false, Amount: 0 },
    Coupon: { Active: false, Title: '', Percent: 0, Amount: 0 },
    Financing: defaultFinancingOptions(),
    FinancingId: null,
  };
}

export interface BlankContractInput {
  /** A random 12-character id. */
  contractId: string;
  /** ISO timestamp of now: the transaction date. */
  now: string;
  newId: NewId;
}

export function blankContract({ contractId, now, newId }: BlankContractInput): Contract {
  if (!isContractId(contractId)) {
    throw new Error(`A contract id has ${CONTRACT_ID_LENGTH} letters, digits, '-' or '_'; got '${contractId}'.`);
  }
  return {
    ContractId: contractId,
    Id: 'new',
    Description: '',
    Notes: '',
    Date: now,
    SyncDate: null,
    Customer: blankCustomer(newId()),
    Agent: null,
    Creator: null,
    Area: defaultArea(newId()),
    Goals: [blankGoal(newId())],
    Values: blankValues(),
    SchemaVersion: CURRENT_SCHEMA_VERSION,
    ServerVersion: null,
    Changed: false,
    Saved: null,
  };
}

/** A calculation line fresh from its work scope: quantity 0, difficulty 1, the scope's rate. */
export function calculationFromWorkScope(calculation: WorkScopeCalculation, guid: string): Calculation {
  return {
    Id: calculation.id,
    Guid: guid,
    Name: calculation.name,
    QuantityLabel: calculation.qty_label,
    Quantity: 0,
    Rate: calculation.rate,
    DifficultyFactor: 1,
    Total: 0,
    Description: calculation.description,
  };
}

/**
 * A project as added from the picker: selected, quantity 0, difficulty 1, with the price-book version its rates
 * come from when the device knows it.
 */
export function projectFromWorkScope(scope: WorkScope, newId: NewId, priceBook?: number | null): Project {
  const calculations: Calculation[] = [...scope.calculations]
    .sort((a, b) => a.rank - b.rank)
    .map((calculation) => calculationFromWorkScope(calculation, newId()));
  return {
    Pid: newId(),
    Guid: newId(),
    Id: scope.id,
    Wsid: scope.wsid,
    Name: scope.name,
    Description: scope.description,
    TreatmentNotes: '',
    ShowBoardFeetCalculator: scope.show_calculator,
    ...(scope.warranty ? { Warranty: { What: scope.warranty.what, Years: scope.warranty.years } } : {}),
    ...(scope.chart
      ? { Label: { product: scope.chart.product, rows: scope.chart.rows.map((row) => ({ ...row })) } }
      : {}),
    PdfFileName: scope.pdf ?? '',
    Selected: true,
    SubTotal: 0,
    Calculations: calculations,
    ...(priceBook ? { PriceBook: priceBook } : {}),
  };
}
