// Installers' receipts signed on this device (docs/decisions/066-installer-receipt.md): each written once with its
// PDF and never changed; a row that no longer reads as a receipt is left out of the list.
import { installerReceiptSchema } from '#api/installer-receipt-schema';
import type { InstallerReceipt } from '#domain/insulation/installer-receipt';
import { getDeviceDatabase } from './device-database';

export interface ReceiptOnDevice {
  id: string;
  receipt: InstallerReceipt;
}

export const receiptId = (receipt: InstallerReceipt) => `${receipt.ContractId}@${receipt.Installer.SignedAt}`;

export async function saveInstallerReceipt(receipt: InstallerReceipt, pdf: Uint8Array): Promise<string> {
  const id = receiptId(receipt);
  const table = getDeviceDatabase().receipts;
  if (!(await table.get(id))) await table.put({ id, ContractId: receipt.ContractId, receipt, pdf });
  return id;
}

/** The receipts of a contract, first signed first. */
export async function listInstallerReceipts(contractId: string): Promise<ReceiptOnDevice[]> {
  const rows = await getDeviceDatabase().receipts.where('ContractId').equals(contractId).toArray();
  return rows
    .flatMap((row) => {
      const parsed = installerReceiptSchema.safeParse(row.receipt);
      return parsed.success ? [{ id: row.id, receipt: parsed.data }] : [];
    })
    .sort((a, b) => a.receipt.Installer.SignedAt.localeCompare(b.receipt.Installer.SignedAt));
}

export async function readInstallerReceiptPdf(id: string): Promise<Uint8Array | null> {
  return (await getDeviceDatabase().receipts.get(id))?.pdf ?? null;
}
