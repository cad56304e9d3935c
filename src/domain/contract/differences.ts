// What differs between the device's copy of a contract and the cloud's, in the terms an agent compares them by
// (customer, goals and projects, money, financing, last sync). Shown in the conflict dialog before the agent chooses
// which copy to keep, so every value is formatted for reading, never raw.
import { formatDateTime } from '../format/date-format';
import { formatDollars, formatSquareFeet } from '../format/money-format';
import { customerName } from '../format/names';
import { formatPhone } from '../format/phone';
import { EXISTING_MATERIALS } from '../insulation/existing-insulation';
import { sameContent } from './content';
import type { Contract, Customer, Goal, Project, Values } from './model';

export interface ContractDifference {
  /** What differs, e.g. 'Customer name', 'Goal "Warm attic": #A1-02 Attic floor subtotal'. */
  field: string;
  device: string;
  cloud: string;
}

/** '2026-11-21T15:30:00Z' and '2026-11-21T15:30:00.000Z' are one moment (the cloud answers the latter). */
function canonicalInstant(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : new Date(time).toISOString();
}

/** The contract as the cloud keeps it: its Date in canonical UTC, no Quantity-0 lines (docs/product-rules.md#sync, docs/decisions/009-sync.md). */
function cloudForm(contract: Contract): Contract {
  return {
    ...contract,
    Date: canonicalInstant(contract.Date),
    Goals: contract.Goals.map((goal) => ({
      ...goal,
      Projects: goal.Projects.map((project) => ({
        ...project,
        Calculations: project.Calculations.filter((line) => line.Quantity !== 0),
      })),
    })),
  };
}

/**
 * True when the device's copy and the cloud's say the same once both are in
 * the form the cloud keeps: nothing for the agent to choose between. Looser
 * than sameContent (./content.ts), which compares two device copies exactly.
 */
export function sameCloudContent(device: Contract, cloud: Contract): boolean {
  return sameContent(cloudForm(device), cloudForm(cloud));
}

/** Shown for a value one copy does not have, or leaves blank. */
export const NONE = '(none)';

export interface DifferenceOptions {
  /** Time zone of the sync dates; the runtime's own when left out. */
  timeZone?: string;
}

function text(value: string): string {
  const trimmed = value.trim();
  return trimmed === '' ? NONE : trimmed;
}

function nameOf(customer: Customer): string {
  return text(customerName(customer.First, customer.Last) || customer.Name);
}

function address(customer: Customer): string {
  const region = [customer.State.trim(), customer.PostalCode.trim()].filter(Boolean).join(' ');
  return text(
    [customer.Address1, customer.Address2, customer.City]
      .map((part) => part.trim())
      .concat(region)
      .filter(Boolean)
      .join(', '),
  );
}

function area(contract: Contract): string {
  const rooms = contract.Area.AreaRoom.length;
  return `${formatSquareFeet(contract.Area.Total)} in ${rooms} room${rooms === 1 ? '' : 's'}`;
}

const answer = (value: boolean | undefined) => (value === undefined ? 'not known' : value ? 'yes' : 'no');

/** 'Douglas County, WI; ridge vents yes, vapor retarder not known; 3.5 in. of Fiberglass batts; target: code'. */
function jobSite({ Site: site }: Contract): string {
  if (!site) return NONE;
  const parts = [site.County, `ridge vents ${answer(site.HighVents)}, vapor retarder ${answer(site.VaporRetarder)}`];
  if (site.Existing) parts.push(`${site.Existing.Inches} in. of ${EXISTING_MATERIALS[site.Existing.Material].label}`);
  if (site.Target) parts.push(`target: ${site.Target === 'code' ? 'code minimum' : 'ENERGY STAR'}`);
  return parts.join('; ');
}

/** 'CertainTeed InsulSafe SP': the fact sheets the customer was shown, in the order shown. */
function factSheets({ FactSheets: shown }: Contract): string {
  return shown && shown.length > 0 ? shown.map((entry) => entry.Product).join(', ') : NONE;
}

function discount(values: Values): string {
  return values.Discount.Active ? formatDollars(values.Discount.Amount) : NONE;
}

function coupon(values: Values): string {
  const { Active, Title, Percent, Amount } = values.Coupon;
  if (!Active) return NONE;
  const title = Title.trim() === '' ? 'Coupon' : Title.trim();
  return Percent > 0 ? `${title}: ${Percent}% (${formatDollars(Amount)})` : `${title}: ${formatDollars(Amount)}`;
}

function financing(values: Values): string {
  const active = values.Financing.filter((option) => option.Active);
  if (active.length === 0) return NONE;
  // The one chosen last first: it is the contract's financing_id.
  const ordered = [...active].sort((a, b) => Number(b.Id === values.FinancingId) - Number(a.Id === values.FinancingId));
  return ordered.map((option) => `${option.Term} months at ${option.Apr}% (${option.Code})`).join('; ');
}

function goalLabel(goal: Goal, index: number): string {
  return goal.Name.trim() === '' ? `Goal ${index + 1}` : `Goal "${goal.Name.trim()}"`;
}

function goalSummary(goal: Goal, index: number): string {
  const count = goal.Projects.length;
  const name = goal.Name.trim() === '' ? `Goal ${index + 1}` : goal.Name.trim();
  return `${name}: ${count} project${count === 1 ? '' : 's'}, ${formatDollars(goal.SubTotal)}`;
}

function projectLabel(project: Project): string {
  return `#${project.Wsid} ${project.Name}`.trim();
}

function projectSummary(project: Project): string {
  return `${project.Selected ? 'Selected' : 'Not selected'}, ${formatDollars(project.SubTotal)}`;
}

/**
 * Pairs the items of two lists: by id first, then what is left by `fallback`
 * (a goal's name, a project's work scope), so a copy that lost its ids still
 * lines up. Unpaired items come back alone.
 */
function pair<T>(
  device: readonly T[],
  cloud: readonly T[],
  id: (item: T) => string,
  fallback: (item: T) => string,
): { device?: T; deviceIndex: number; cloud?: T; cloudIndex: number }[] {
  const cloudLeft = new Set(cloud.map((_, index) => index));
  const matched = new Map<number, number>();
  device.forEach((item, index) => {
    const found = cloud.findIndex((candidate, c) => cloudLeft.has(c) && id(candidate) === id(item));
    if (found >= 0) {
      matched.set(index, found);
      cloudLeft.delete(found);
    }
  });
  device.forEach((item, index) => {
    if (matched.has(index) || fallback(item) === '') return;
    const found = cloud.findIndex((candidate, c) => cloudLeft.has(c) && fallback(candidate) === fallback(item));
    if (found >= 0) {
      matched.set(index, found);
      cloudLeft.delete(found);
    }
  });
  const pairs: { device?: T; deviceIndex: number; cloud?: T; cloudIndex: number }[] = device.map((item, index) => {
    const c = matched.get(index);
    return c === undefined
      ? { device: item, deviceIndex: index, cloudIndex: -1 }
      : { device: item, deviceIndex: index, cloud: cloud[c], cloudIndex: c };
  });
  for (const c of cloudLeft) pairs.push({ deviceIndex: -1, cloud: cloud[c], cloudIndex: c });
  return pairs;
}

function goalDifferences(device: Contract, cloud: Contract, add: (field: string, d: string, c: string) => void): void {
  const goalKey = (goal: Goal) => goal.Name.trim().toLowerCase();
  for (const goals of pair(device.Goals, cloud.Goals, (goal) => goal.Gid, goalKey)) {
    if (!goals.cloud && goals.device) {
      add('Goal', goalSummary(goals.device, goals.deviceIndex), NONE);
      continue;
    }
    if (!goals.device && goals.cloud) {
      add('Goal', NONE, goalSummary(goals.cloud, goals.cloudIndex));
      continue;
    }
    if (!goals.device || !goals.cloud) continue;
    const label = goalLabel(goals.device, goals.deviceIndex);
    add(`${label} name`, text(goals.device.Name), text(goals.cloud.Name));
    const projectKey = (project: Project) => `${project.Wsid}\u0000${project.Name}`;
    for (const projects of pair(goals.device.Projects, goals.cloud.Projects, (project) => project.Pid, projectKey)) {
      const named = projects.device ?? projects.cloud;
      if (!named) continue;
      const field = `${label}: ${projectLabel(named)}`;
      if (!projects.cloud || !projects.device) {
        add(
          field,
          projects.device ? projectSummary(projects.device) : NONE,
          projects.cloud ? projectSummary(projects.cloud) : NONE,
        );
        continue;
      }
      add(`${field} selected`, projects.device.Selected ? 'Yes' : 'No', projects.cloud.Selected ? 'Yes' : 'No');
      add(`${field} subtotal`, formatDollars(projects.device.SubTotal), formatDollars(projects.cloud.SubTotal));
      add(`${field} treatment notes`, text(projects.device.TreatmentNotes), text(projects.cloud.TreatmentNotes));
    }
  }
}

/** Everything an agent would compare that differs between the two copies, in the order of the contract. */
export function differences(device: Contract, cloud: Contract, options: DifferenceOptions = {}): ContractDifference[] {
  const found: ContractDifference[] = [];
  const add = (field: string, d: string, c: string) => {
    if (d !== c) found.push({ field, device: d, cloud: c });
  };
  add('Customer name', nameOf(device.Customer), nameOf(cloud.Customer));
  add('Address', address(device.Customer), address(cloud.Customer));
  add('Email', text(device.Customer.Email), text(cloud.Customer.Email));
  add('Phone', text(formatPhone(device.Customer.Phone)), text(formatPhone(cloud.Customer.Phone)));
  add('Customer notes', text(device.Customer.Notes), text(cloud.Customer.Notes));
  add('Description', text(device.Description), text(cloud.Description));
  add('Notes', text(device.Notes), text(cloud.Notes));
  add('Area', area(device), area(cloud));
  add('Job site', jobSite(device), jobSite(cloud));
  add('Fact sheets shown', factSheets(device), factSheets(cloud));
  goalDifferences(device, cloud, add);
  add('Total', formatDollars(device.Values.Total), formatDollars(cloud.Values.Total));
  add('Deposit', formatDollars(device.Values.Deposit), formatDollars(cloud.Values.Deposit));
  add('Discount', discount(device.Values), discount(cloud.Values));
  add('Coupon', coupon(device.Values), coupon(cloud.Values));
  add('Net due', formatDollars(device.Values.NetDue), formatDollars(cloud.Values.NetDue));
  add('Financing', financing(device.Values), financing(cloud.Values));
  // Something not listed above differs (a room's size, a line's difficulty): say so rather than show nothing.
  if (found.length === 0 && !sameCloudContent(device, cloud)) {
    found.push({ field: 'Other details', device: 'Different on this device', cloud: 'Different in the cloud' });
  }
  const synced = (contract: Contract) =>
    contract.SyncDate ? formatDateTime(contract.SyncDate, options.timeZone) || NONE : 'Never';
  add('Last synced', synced(device), synced(cloud));
  return found;
}
