// Installers' receipts signed on this device (docs/decisions/066-installer-receipt.md): each written once with its
// PDF and never changed, save for what the cloud answered when it kept it (decision 067); a row that no longer reads
// as a receipt is left out of the list.
import { installerReceiptSchema, receiptKeptSchema, type ReceiptKept } from '#api/installer-receipt-schema';
import type { InstallerReceipt } from '#domain/insulation/installer-receipt';
import { getDeviceDatabase, type StoredReceiptRow } from './device-database';

export interface ReceiptOnDevice {
  id: string;
  receipt: InstallerReceipt;
  /** What the cloud keeps of it and its email; null until it reached the cloud. */
  kept: ReceiptKept | null;
}

export const receiptId = (receipt: InstallerReceipt) => `${receipt.ContractId}@${receipt.Installer.SignedAt}`;

export async function saveInstallerReceipt(receipt: InstallerReceipt, pdf: Uint8Array): Promise<string> {
  const id = receiptId(receipt);
  const table = getDeviceDatabase().receipts;
  if (!(await table.get(id))) await table.put({ id, ContractId: receipt.ContractId, receipt, pdf });
  return id;
}

function onDevice(row: StoredReceiptRow): ReceiptOnDevice[] {
  const parsed = installerReceiptSchema.safeParse(row.receipt);
  if (!parsed.success) return [];
  const kept = receiptKeptSchema.safeParse(row.kept);
  return [{ id: row.id, receipt: parsed.data, kept: kept.success ? kept.data : null }];
}

const firstSignedFirst = (a: ReceiptOnDevice, b: ReceiptOnDevice) =>
  a.receipt.Installer.SignedAt.localeCompare(b.receipt.Installer.SignedAt);

/** The receipts of a contract, first signed first. */
export async function listInstallerReceipts(contractId: string): Promise<ReceiptOnDevice[]> {
  const rows = await getDeviceDatabase().receipts.where('ContractId').equals(contractId).toArray();
  return rows.flatMap(onDevice).sort(firstSignedFirst);
}

/** Every receipt on the device, of every contract, first signed first: for the sync. */
export async function listAllInstallerReceipts(): Promise<ReceiptOnDevice[]> {
  return (await getDeviceDatabase().receipts.toArray()).flatMap(onDevice).sort(firstSignedFirst);
}

/** Keeps what the cloud answered; the receipt and its PDF stay as they were signed. */
export async function saveReceiptKept(kept: ReceiptKept): Promise<void> {
  await getDeviceDatabase().receipts.update(kept.id, { kept });
}

export async function readInstallerReceiptPdf(id: string): Promise<Uint8Array | null> {
  return (await getDeviceDatabase().receipts.get(id))?.pdf ?? null;
}
