// The contract as the device keeps it: the original product's local shape (docs/product-rules.md#device-storage)
// plus the few fields sync needs (client ids, server version, schema version, changed-since-sync flag). Money fields
// hold US dollars as plain numbers, as the original stored them; every computation goes through cents in ../money.ts.

import type { TargetBasis } from '../insulation/attic-target';
import type { ExistingMaterial } from '../insulation/existing-insulation';
import type { LabelChart } from '../insulation/label-chart';

export type Dollars = number;

export interface Customer {
  Id: string;
  First: string;
  Last: string;
  /** 'Last, First', kept in step with First and Last. */
  Name: string;
  Phone: string;
  Email: string;
  Address1: string;
  Address2: string;
  City: string;
  State: string;
  PostalCode: string;
  Notes: string;
}

export interface Agent {
  Id: string;
  First: string;
  Last: string;
  Email: string;
  Display: string;
}

export interface AreaRoom {
  /** Cloud row id once synced; a client id before. */
  Id: string;
  RoomName: string;
  Width: number;
  Length: number;
  Total: number;
}

export interface Area {
  Total: number;
  AreaRoom: AreaRoom[];
}

export interface Calculation {
  /** The work-scope calculation id (workscope_calculations.id). */
  Id: number;
  /** Client-generated id of this line, stable across syncs. */
  Guid: string;
  Name: string;
  QuantityLabel: string;
  Quantity: number;
  Rate: Dollars;
  DifficultyFactor: number;
  /** round(Quantity x Rate x DifficultyFactor), whole dollars. */
  Total: Dollars;
  Description: string;
}

export interface Project {
  /** Client-generated id of this project on this contract. */
  Pid: string;
  /** Client-generated id kept for the cloud row. */
  Guid: string;
  /** The work-scope id (workscopes.id). */
  Id: number;
  /** The work-scope code such as 'A1-07', shown to agents as #A1-07. */
  Wsid: string;
  Name: string;
  Description: string;
  TreatmentNotes: string;
  ShowBoardFeetCalculator: boolean;
  /** Guide PDF name without extension ('A1x07'), or '' when the scope has none. */
  PdfFileName: string;
  Selected: boolean;
  SubTotal: Dollars;
  Calculations: Calculation[];
  /** The price-book version its rates came from (docs/decisions/047-price-book-versions.md); absent from older apps. */
  PriceBook?: number;
  /** The warranty its work scope carried when it was added (docs/decisions/051-what-the-customer-reads.md). */
  Warranty?: ProjectWarranty;
  /**
   * The loose-fill label chart its work scope carried when it was added, which the quote's bags, weight and depths
   * are read from (docs/decisions/084-the-label-on-the-quote.md); absent: not loose-fill, or no chart then.
   */
  Label?: LabelChart;
}

/** What is warranted and for how long, from the day the work is completed. */
export interface ProjectWarranty {
  /** 'attic mold treatment'. */
  What: string;
  Years: number;
}

export interface Goal {
  /** Client-generated id of the goal. */
  Gid: string;
  /** Cloud id once synced, else null. */
  Id: string | null;
  Name: string;
  Projects: Project[];
  /** Sum of all its projects' subtotals. */
  GoalTotal: Dollars;
  /** Sum of its selected projects' subtotals. */
  SubTotal: Dollars;
}

export interface FinancingOption {
  Id: number;
  Code: string;
  /** Months. */
  Term: number;
  /** Annual percentage rate, in percent (8.99 means 8.99%). */
  Apr: number;
  Active: boolean;
  /** Offered on new contracts; a hidden option is legacy. */
  Visible: boolean;
  AmountMonth: Dollars;
  AmountWeek: Dollars;
}

export interface Discount {
  Active: boolean;
  Amount: Dollars;
}

export interface Coupon {
  Active: boolean;
  Title: string;
  Percent: number;
  Amount: Dollars;
  /** The offer's last day, 'YYYY-MM-DD', when it has one (docs/decisions/059-honest-offers.md). */
  EndsOn?: string;
}

export interface Values {
  /** Sum of the selected projects' subtotals. */
  Total: Dollars;
  /** Total - Deposit - Discount - Coupon. */
  NetDue: Dollars;
  Deposit: Dollars;
  Discount: Discount;
  Coupon: Coupon;
  Financing: FinancingOption[];
  /** The most recently chosen active option, or null. */
  FinancingId: number | null;
}

/**
 * The SAVE & CONTINUE that dated a contract, carried with it so that every
 * device and the cloud know a draft from a saved contract
 * (docs/decisions/039-saved-travels-with-the-contract.md).
 */
export interface SaveStamp {
  /** When it was saved: the transaction date it was given then. */
  At: string;
  /** The agreement as saved (transaction-date.ts, contentFingerprint): a later edit no longer matches. */
  Content: string;
}

export interface Contract {
  /** Random 12-character id; the key on the device and in the cloud. */
  ContractId: string;
  /** 'new' until the cloud has it. */
  Id: string;
  Description: string;
  Notes: string;
  /** ISO timestamp of the transaction. */
  Date: string;
  /** ISO timestamp of the last sync, null until synced. */
  SyncDate: string | null;
  Customer: Customer;
  Agent: Agent | null;
  Creator: Agent | null;
  Area: Area;
  Goals: Goal[];
  Values: Values;
  /** Schema version of the stored shape; see ../upgrade. */
  SchemaVersion: number;
  /** The cloud's version of this contract when the device last synced it. */
  ServerVersion: number | null;
  /** Changed on the device since its last sync or load. */
  Changed: boolean;
  /** Null: never saved with SAVE & CONTINUE (a draft). Absent: from an app that did not say. */
  Saved?: SaveStamp | null;
  /**
   * The agent's answer to "Is any buyer 65 or older?", asked where the job site's state gives older buyers more days
   * to cancel (docs/decisions/050-state-rules.md). Absent: no, or not asked. No birth date is kept.
   */
  OlderBuyer?: boolean;
  /**
   * The state rules it was last saved or signed under, as 'CA-2' (state and version of its rules file); absent from
   * apps before them (docs/decisions/050-state-rules.md).
   */
  Rules?: string;
  /**
   * The branch of the agent who saved it, whose address and phone it prints ('' for none: the company's); absent from
   * contracts saved before branches were stamped (docs/decisions/081-the-sellers-branch.md).
   */
  Branch?: string;
  /**
   * The language the sale was presented in, which the contract, its notices and the consent are printed in (the FTC
   * rule and most states require it; docs/decisions/053-language-of-the-sale.md). Absent: English.
   */
  Language?: 'es';
  /**
   * The choices shown to the customer, in order (docs/decisions/056-options.md): absent for a contract of one option,
   * as every contract was before. The current option's goals and values are the contract's own Goals and Values; each
   * other option carries its own.
   */
  Options?: ContractOption[];
  /**
   * Where the house is, for the insulation's numbers: its county, confirmed by the agent, with the county's climate
   * zone in each IECC edition, and the attic's answers that decide its ventilation (decision 061). Absent: not set.
   */
  Site?: JobSite;
  /**
   * The R-value fact sheets shown to the customer before the sale, each with when it was first shown
   * (docs/decisions/065-fact-sheets.md). Absent: none shown.
   */
  FactSheets?: FactSheetShown[];
}

/** A loose-fill product's fact sheet shown to the customer on the tablet. */
export interface FactSheetShown {
  /** The product as its label names it: 'CertainTeed InsulSafe SP'. */
  Product: string;
  /** When the agent opened it for the customer, an ISO date-time. */
  ShownAt: string;
}

/** The job site's county and the attic's ventilation answers (docs/decisions/061-job-site-and-ventilation.md). */
export interface JobSite {
  /** The county's 5-digit FIPS code, '55035'. */
  CountyFips: string;
  /** As printed: 'Eau Claire County, WI'. */
  County: string;
  /** The county's state, 'WI': a site in another state than the customer's is out of date. */
  State: string;
  /** The county's climate zone in the 2015 and 2021 IECC maps ('7', '6A'); the state's rules pick the edition. */
  Zone2015: string;
  Zone2021: string;
  /** A Class I or II vapor retarder on the warm-in-winter side of the ceiling; absent: not asked or not known. */
  VaporRetarder?: boolean;
  /** 40 to 50% of the vent area within 3 ft of the ridge, the rest at the eaves; absent: not asked or not known. */
  HighVents?: boolean;
  /** The insulation already in the attic, as the agent measured it (docs/decisions/062-attic-target.md). */
  Existing?: { Material: ExistingMaterial; Inches: number };
  /** The R-value the attic is brought to: the code's minimum or ENERGY STAR's recommendation; absent: not chosen. */
  Target?: TargetBasis;
  /**
   * The attic's floor in square feet, as the agent states it (typed, or the area calculator's attic rooms): what its
   * ventilation is sized from; absent: no attic stated, so no ventilation term (docs/decisions/079-the-attics-own-floor.md).
   */
  AtticFloor?: number;
}

/** One of a contract's options: the current one (its goals and values are the contract's) or another. */
export type ContractOption =
  | { Id: string; Name: string; Current: true }
  | { Id: string; Name: string; Current?: undefined; Goals: Goal[]; Values: Values };

/** A work scope as the cloud sends it (docs/product-rules.md#catalogue-and-guides). */
export interface WorkScopeCalculation {
  id: number;
  name: string;
  qty_label: string;
  rate: Dollars;
  description: string;
  rank: number;
}

export interface WorkScope {
  id: number;
  wsid: string;
  name: string;
  description: string;
  category: { id: number; name: string };
  calculations: WorkScopeCalculation[];
  show_calculator: boolean;
  pdf: string | null;
  /** The warranty of this work, printed only on a contract that sells it; none beyond workmanship when absent. */
  warranty?: { what: string; years: number };
  /** A loose-fill product's label chart, which bag counts are read from (decision 064); absent: no chart. */
  chart?: LabelChart;
}

/** The device's catalogue: categories with their scopes. */
export interface CatalogueCategory {
  Id: number;
  Name: string;
  Projects: WorkScope[];
}

/** The signed-in agent's profile (agents table). */
export interface AgentProfile {
  user_id: string;
  first: string;
  last: string;
  display_name: string;
  role: string;
  /** Their branch (docs/decisions/049-branches.md): its address and phone print on their contracts. */
  branch?: string | null;
}
