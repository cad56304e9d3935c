// The email that delivers an installer's receipt (docs/decisions/067-receipts-in-the-cloud.md): the PDF attached, and
// in words a homeowner reads which contract and which day's work it is for. The figures stay on the PDF, per area.
import { longDate } from '#domain/printed-contract/contract-dates';
import { calendarDateInZone } from '#domain/legal/calendar-date';
import type { InstallerReceipt } from '#domain/insulation/installer-receipt';
import type { SignedRecord } from '#domain/signing/signed-record';
import type { OutgoingMail } from './mail-transport';

export interface ReceiptCopy {
  receipt: InstallerReceipt;
  pdf: Uint8Array;
  /** The contract's signed record, for the seller and the buyer's name; null when the cloud no longer finds it. */
  signed: SignedRecord | null;
}

export function installerReceiptMail(
  copy: ReceiptCopy,
  address: { id: string; from: string; to: string; cc: string | null },
): OutgoingMail {
  const { receipt, signed } = copy;
  const buyer = signed?.signatures.find((signature) => signature.role === 'buyer');
  const seller = signed?.seller;
  const day = calendarDateInZone(receipt.InstalledOn);
  const text = [
    `Hello${buyer ? ` ${buyer.name}` : ''},`,
    '',
    `Attached is the installer’s receipt for the insulation installed on ${day ? longDate(day) : receipt.InstalledOn} ` +
      `under your contract ${receipt.ContractId}${seller ? ` with ${seller.name}` : ''}, signed by ${receipt.Installer.Name}.`,
    '',
    'For each area of the house it shows the coverage area, the thickness installed, the minimum thickness after ' +
      'settling, the R-value and the number of bags, as the federal R-value Rule asks. Keep it with your contract.',
    ...(seller ? ['', seller.name, ...seller.addressLines, seller.phone] : []),
  ].join('\n');
  return {
    id: address.id,
    from: address.from,
    to: address.to,
    cc: address.cc,
    subject: `Your installer's receipt for contract ${receipt.ContractId}${seller ? ` with ${seller.name}` : ''}`,
    text,
    attachments: [
      {
        filename: `installer-receipt-${receipt.ContractId}-${receipt.InstalledOn}.pdf`,
        content: copy.pdf,
        contentType: 'application/pdf',
      },
    ],
  };
}
