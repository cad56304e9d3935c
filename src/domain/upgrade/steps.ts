// Numbered, append-only steps that bring a stored contract up to date, each from the shape of the version before it
// to the next; a contract without SchemaVersion is version 0, the original product's shape. Never edit a step that
// has shipped: add a new one.
import { defaultFinancingOptions, LEGACY_SIXTY_MONTH_CODE, LEGACY_TWELVE_MONTH_CODE } from '../financing/plans';
import { isRecord } from '../is-record';

type Raw = Record<string, unknown>;

export interface UpgradeStep {
  /** The version this step produces. */
  to: number;
  describe: string;
  up: (contract: Raw) => Raw;
}

function records(value: unknown): Raw[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/** Maps the records of a list and leaves anything else where it is, for the
 * schema to report; a value that is not a list is left as it is too. */
function mapRecords(value: unknown, map: (record: Raw, index: number) => Raw): unknown {
  if (!Array.isArray(value)) return value;
  let index = 0;
  return value.map((element: unknown) => (isRecord(element) ? map(element, index++) : element));
}

/** Ids for entities the original product never gave one: derived from the
 * ContractId and the entity's place, so two devices upgrading the same old
 * contract give it the same ids and a sync never duplicates it. */
function derivedId(contract: Raw, ...path: string[]): string {
  return [String(contract.ContractId), ...path].join('-');
}

function hasText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

const addDefaultArea: UpgradeStep = {
  to: 1,
  describe: 'A contract saved before the area calculator existed gets an empty Area.',
  up: (contract) => {
    if (isRecord(contract.Area)) return contract;
    return {
      ...contract,
      Area: { Total: 0, AreaRoom: [{ Id: derivedId(contract, 'room1'), RoomName: '', Width: 0, Length: 0, Total: 0 }] },
    };
  },
};

/** The original's two-entry financing: a 12-month and a 60-month entry without codes. */
function isTwoEntryFinancing(financing: unknown): boolean {
  const entries = Array.isArray(financing) ? financing : isRecord(financing) ? Object.values(financing) : null;
  return (
    entries !== null &&
    entries.length > 0 &&
    entries.length <= 2 &&
    entries.every((entry) => isRecord(entry) && !hasText(entry.Code))
  );
}

function legacyEntries(financing: unknown): Raw[] {
  return records(Array.isArray(financing) ? financing : Object.values(financing as Raw));
}

const codeFinancing: UpgradeStep = {
  to: 2,
  describe:
    "The old two-entry financing becomes the coded plans: 12 months -> DEL2699, 60 months -> DEL2659, keeping each entry's APR and whether it was chosen.",
  up: (contract) => {
    const values = isRecord(contract.Values) ? contract.Values : {};
    const financing = values.Financing;
    if (financing !== undefined && !isTwoEntryFinancing(financing)) return contract;
    const options: Raw[] = defaultFinancingOptions().map((option) => ({ ...option }));
    let financingId: number | null = null;
    for (const entry of financing === undefined ? [] : legacyEntries(financing)) {
      const term = Number(entry.Term);
      const code = term === 12 ? LEGACY_TWELVE_MONTH_CODE : term === 60 ? LEGACY_SIXTY_MONTH_CODE : null;
      const index = options.findIndex((option) => option.Code === code);
      const option = options[index];
      if (!option) continue;
      const active = entry.Active === true || entry.Active === 'true';
      const apr = Number(entry.Apr);
      options[index] = { ...option, Active: active, Apr: Number.isFinite(apr) && entry.Apr !== '' ? apr : option.Apr };
      if (active) financingId = option.Id as number;
    }
    return { ...contract, Values: { ...values, Financing: options, FinancingId: financingId } };
  },
};

const addClientIds: UpgradeStep = {
  to: 3,
  describe:
    'Every entity gets the client id that makes a sync repeatable; the old update flag becomes Changed; the work-scope code moves to Wsid.',
  up: (contract) => {
    const goals = mapRecords(contract.Goals, (goal, goalIndex) => {
      const goalPath = `g${goalIndex + 1}`;
      const projects = mapRecords(goal.Projects, (project, projectIndex) => {
        const projectPath = `${goalPath}-p${projectIndex + 1}`;
        const workScopeCode =
          typeof project.Id === 'string' && /^[A-Za-z]\d+-\d+$/.test(project.Id) ? project.Id : null;
        const calculations = mapRecords(project.Calculations, (calculation, calculationIndex) => ({
          ...calculation,
          Guid: hasText(calculation.Guid)
            ? calculation.Guid
            : derivedId(contract, `${projectPath}-c${calculationIndex + 1}`),
        }));
        const pid = hasText(project.Pid) ? project.Pid : derivedId(contract, projectPath);
        return {
          ...project,
          Pid: pid,
          Guid: hasText(project.Guid) ? project.Guid : pid,
          Id: workScopeCode === null ? project.Id : 0,
          Wsid: hasText(project.Wsid) ? project.Wsid : (workScopeCode ?? ''),
          Calculations: calculations,
        };
      });
      return { ...goal, Gid: hasText(goal.Gid) ? goal.Gid : derivedId(contract, goalPath), Projects: projects };
    });
    const area = contract.Area;
    const withRoomIds = isRecord(area)
      ? {
          ...area,
          AreaRoom: mapRecords(area.AreaRoom, (room, index) => ({
            ...room,
            Id:
              hasText(room.Id) || typeof room.Id === 'number'
                ? String(room.Id)
                : derivedId(contract, `room${index + 1}`),
          })),
        }
      : area;
    const customer = contract.Customer;
    const customerId = isRecord(customer)
      ? [customer.Id, customer.Cid].find((id) => hasText(id) || typeof id === 'number')
      : undefined;
    const { Updated: updated, ...rest } = contract;
    return {
      ...rest,
      Customer: isRecord(customer)
        ? { ...customer, Id: customerId === undefined ? derivedId(contract, 'customer') : String(customerId) }
        : customer,
      Area: withRoomIds,
      Goals: goals,
      Changed: contract.Changed ?? updated ?? false,
      ServerVersion: contract.ServerVersion ?? null,
    };
  },
};

export const UPGRADE_STEPS: readonly UpgradeStep[] = [addDefaultArea, codeFinancing, addClientIds];
