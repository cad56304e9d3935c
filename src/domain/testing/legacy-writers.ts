// The stored shapes earlier builds wrote, produced from a current contract:
// used to prove that every one of them upgrades without loss.
import type { Contract } from '../contract/model';
import { LEGACY_SIXTY_MONTH_CODE, LEGACY_TWELVE_MONTH_CODE } from '../financing/plans';

type Raw = Record<string, unknown>;

function json(contract: Contract): Raw {
  return JSON.parse(JSON.stringify(contract)) as Raw;
}

/** Version 2: coded financing, no client ids on goals, projects, calculations and rooms. */
export function writeVersion2(contract: Contract): Raw {
  const raw = json(contract);
  raw.SchemaVersion = 2;
  delete raw.ServerVersion;
  raw.Goals = contract.Goals.map(({ Gid: _gid, ...goal }) => ({
    ...goal,
    Projects: goal.Projects.map(({ Pid: _pid, Guid: _guid, ...project }) => ({
      ...project,
      Calculations: project.Calculations.map(({ Guid: _calculationGuid, ...calculation }) => calculation),
    })),
  }));
  raw.Area = { ...contract.Area, AreaRoom: contract.Area.AreaRoom.map(({ Id: _id, ...room }) => room) };
  return raw;
}

/** Version 1: as version 2, with the original two-entry financing. */
export function writeVersion1(contract: Contract): Raw {
  const raw = writeVersion2(contract);
  raw.SchemaVersion = 1;
  const entry = (code: string) => {
    const option = contract.Values.Financing.find((candidate) => candidate.Code === code)!;
    return {
      Term: option.Term,
      Apr: option.Apr,
      Active: option.Active,
      AmountMonth: option.AmountMonth,
      AmountWeek: option.AmountWeek,
    };
  };
  const { FinancingId: _financingId, ...values } = raw.Values as Raw;
  raw.Values = { ...values, Financing: [entry(LEGACY_TWELVE_MONTH_CODE), entry(LEGACY_SIXTY_MONTH_CODE)] };
  return raw;
}

/** Version 0: the original product: no SchemaVersion, no Area when it was empty, Updated instead of Changed. */
export function writeVersion0(contract: Contract): Raw {
  const raw = writeVersion1(contract);
  delete raw.SchemaVersion;
  if (contract.Area.Total === 0) delete raw.Area;
  raw.Updated = raw.Changed;
  delete raw.Changed;
  return raw;
}
