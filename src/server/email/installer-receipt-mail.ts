// The email that delivers an installer's receipt (decisions 067, 074): the PDF attached, and in fixed words with the
// company's details as the cloud holds them which contract and which day's work it is for. The figures stay on the PDF.
import { longDate } from '#domain/printed-contract/contract-dates';
import { calendarDateInZone } from '#domain/legal/calendar-date';
import type { InstallerReceipt } from '#domain/insulation/installer-receipt';
import type { Seller } from '#domain/printed-contract/seller';
import type { OutgoingMail } from './mail-transport';
import { mailOf, signature, type MailAddress } from './mail-words';

export interface ReceiptCopy {
  receipt: InstallerReceipt;
  pdf: Uint8Array;
}

export function installerReceiptMail(copy: ReceiptCopy, seller: Seller, address: MailAddress): OutgoingMail {
  const { receipt } = copy;
  const day = calendarDateInZone(receipt.InstalledOn);
  const lines = [
    'Hello,',
    '',
    `Attached is the installer’s receipt for the insulation installed on ${day ? longDate(day) : 'the day it shows'} ` +
      `under your contract ${receipt.ContractId} with ${seller.name}.`,
    '',
    'For each area of the house it shows the coverage area, the thickness installed, the minimum thickness after ' +
      'settling, the R-value and the number of bags, as the federal R-value Rule asks. Keep it with your contract.',
    '',
    ...signature(seller),
  ];
  return mailOf(address, `Your installer's receipt for contract ${receipt.ContractId} with ${seller.name}`, lines, [
    {
      filename: `installer-receipt-${receipt.ContractId}-${receipt.InstalledOn}.pdf`,
      content: copy.pdf,
      contentType: 'application/pdf',
    },
  ]);
}
