// Reads a stored or downloaded contract of any version we ever wrote and returns the current shape with its totals
// recomputed. Expected failures (not a contract at all, a contract from a newer build) are values, not exceptions,
// so a caller can keep the raw data and tell the agent.
import { blankGoal } from '../contract/factories';
import type { Contract } from '../contract/model';
import { CURRENT_SCHEMA_VERSION } from '../contract/schema-version';
import { recalculate } from '../contract/totals';
import { defaultFinancingOptions } from '../financing/plans';
import { isRecord } from '../is-record';
import { storedContractSchema } from './lenient-schema';
import { UPGRADE_STEPS } from './steps';

export type UpgradeResult =
  { ok: true; contract: Contract; fromVersion: number; repairs: string[] } | { ok: false; reason: string };

function storedVersion(raw: Record<string, unknown>): number | null {
  const version = raw.SchemaVersion;
  if (version === undefined || version === null) return 0;
  return typeof version === 'number' && Number.isInteger(version) && version >= 0 ? version : null;
}

export function upgradeContract(raw: unknown): UpgradeResult {
  if (!isRecord(raw)) return { ok: false, reason: 'The stored entry is not a contract.' };
  if (typeof raw.ContractId !== 'string' || raw.ContractId.trim() === '') {
    return { ok: false, reason: 'The stored entry has no ContractId.' };
  }
  const fromVersion = storedVersion(raw);
  if (fromVersion === null) return { ok: false, reason: `Contract ${raw.ContractId} has an unreadable SchemaVersion.` };
  if (fromVersion > CURRENT_SCHEMA_VERSION) {
    return {
      ok: false,
      reason: `Contract ${raw.ContractId} was saved by a newer version of Contract Builder; update this app to open it.`,
    };
  }
  let upgraded: Record<string, unknown> = raw;
  for (const step of UPGRADE_STEPS) {
    if (step.to > fromVersion) upgraded = step.up(upgraded);
  }
  const repairs: string[] = [];
  const parsed = storedContractSchema((note) => repairs.push(note)).safeParse(upgraded);
  if (!parsed.success)
    return { ok: false, reason: `Contract ${raw.ContractId} could not be read: ${parsed.error.message}` };
  const contract: Contract = { ...parsed.data, SchemaVersion: CURRENT_SCHEMA_VERSION };
  return { ok: true, contract: recalculate(fillRequiredParts(contract, repairs)), fromVersion, repairs };
}

/** The builder always has one goal, one room and the financing plans to show. */
function fillRequiredParts(contract: Contract, repairs: string[]): Contract {
  let filled = contract;
  if (filled.Customer.Id === '') {
    filled = { ...filled, Customer: { ...filled.Customer, Id: `${contract.ContractId}-customer` } };
  }
  if (filled.Goals.length === 0) {
    filled = { ...filled, Goals: [blankGoal(`${contract.ContractId}-g1`)] };
  }
  if (filled.Area.AreaRoom.length === 0) {
    const room = { Id: `${contract.ContractId}-room1`, RoomName: '', Width: 0, Length: 0, Total: 0 };
    filled = { ...filled, Area: { ...filled.Area, AreaRoom: [room] } };
  }
  if (filled.Values.Financing.length === 0) {
    repairs.push('Financing: the list was empty and now holds the standard plans.');
    filled = { ...filled, Values: { ...filled.Values, Financing: defaultFinancingOptions(), FinancingId: null } };
  }
  return filled;
}
