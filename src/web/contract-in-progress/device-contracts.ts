// What the device keeps, as the features read it: the contracts, the one the builder has open, what was signed
// here and who signed in last. Features read through these and write through the actions beside them; neither
// touches storage/ (a lint zone holds it).
import type { Agent, Contract } from '#domain/contract/model';
import type { SignedRecord } from '#domain/signing/signed-record';
import { getContract, listContracts, type UnreadableContract } from '../storage/contract-storage';
import { readMeta } from '../storage/meta-storage';
import { listSigned, readSignedPdf, type SignedOnDevice } from '../storage/signed-storage';

export type { SignedOnDevice, UnreadableContract };

export interface DeviceContracts {
  contracts: Contract[];
  unreadable: UnreadableContract[];
  activeId: string | null;
  /** What was signed on this tablet, by contract id, oldest first. */
  signed: Readonly<Record<string, SignedOnDevice[]>>;
}

export async function readDeviceContracts(): Promise<DeviceContracts> {
  const [list, activeId, signedList] = await Promise.all([
    listContracts(),
    readMeta('activeContractId').catch(() => null),
    listSigned(),
  ]);
  const signed: Record<string, SignedOnDevice[]> = {};
  for (const entry of signedList) (signed[entry.record.contract.ContractId] ??= []).push(entry);
  return { contracts: list.contracts, unreadable: list.unreadable, activeId, signed };
}

/** The device's copy of one contract, or null when it is not kept here. */
export function readDeviceContract(contractId: string): Promise<Contract | null> {
  return getContract(contractId);
}

/** The agent who signed in last on this device; null when unreadable too, so the company's default prepares it. */
export function readLastAgent(): Promise<Agent | null> {
  return readMeta('lastAgent').catch(() => null);
}

/** The newest copy signed on this device, with its PDF; null when there is none or its PDF is gone. */
export async function readLatestSigned(
  contractId: string,
): Promise<{ record: SignedRecord; pdf: Uint8Array; pdfHash: string } | null> {
  const latest = (await listSigned(contractId)).at(-1);
  const pdf = latest ? await readSignedPdf(latest.record.contentHash) : null;
  return latest && pdf ? { record: latest.record, pdf, pdfHash: latest.pdfHash } : null;
}
