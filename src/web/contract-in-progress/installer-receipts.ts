// The installers' receipts of a contract, as features read and keep them (docs/decisions/066-installer-receipt.md):
// the device's storage behind names a screen can call.
export {
  listInstallerReceipts as installerReceiptsOf,
  readInstallerReceiptPdf as installerReceiptPdf,
  saveInstallerReceipt as keepInstallerReceipt,
  type ReceiptOnDevice,
} from '#web/storage/receipt-storage';
