// Sign Out's device side (sign-out-dialog.tsx): counting this device's contracts, and removing them when the agent
// asks and the cloud has them all. The builder's last keystrokes are saved first, so what is counted is what is on
// screen. Signing out itself is the session store's.
import { flushAutosave } from '../contract-in-progress/autosave';
import {
  readDeviceContracts,
  removeSyncedContracts,
  type DeviceContracts,
  type RemovalOutcome,
} from '../storage/contract-removal';
import { clearEmergencyDrafts } from '../storage/emergency-draft';
import { startNewContract } from '../contract-in-progress/new-contract';

export type { DeviceContracts, RemovalOutcome };

export async function checkDeviceContracts(): Promise<DeviceContracts> {
  await flushAutosave();
  return readDeviceContracts();
}

/** Removes every contract from this device if all are synced; otherwise nothing, and what is not. */
export async function removeDeviceContracts(): Promise<RemovalOutcome> {
  await flushAutosave();
  const outcome = await removeSyncedContracts();
  if (!outcome.removed) return outcome;
  clearEmergencyDrafts();
  await startNewContract();
  return outcome;
}
