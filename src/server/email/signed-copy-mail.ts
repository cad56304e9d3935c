// The email that delivers a signed contract (docs/decisions/074-mail-the-server-writes.md): fixed words, the company's
// details as the cloud holds them, and only values the cloud checked (the contract's id, its dates): nothing a tablet
// typed. When it was signed and the last day to cancel are in the buyer's time zone (decision 051).
import { formatMoment } from '#domain/format/date-format';
import { contractDates, longDate } from '#domain/printed-contract/contract-dates';
import type { Seller } from '#domain/printed-contract/seller';
import { recordLaw } from '#domain/signing/record-law';
import type { SignedRecord } from '#domain/signing/signed-record';
import type { OutgoingMail } from './mail-transport';
import { mailOf, signature, type MailAddress } from './mail-words';

export interface SignedCopy {
  record: SignedRecord;
  pdf: Uint8Array;
  pdfHash: string;
  receivedAt: Date;
}

export function signedCopyMail(copy: SignedCopy, seller: Seller, address: MailAddress): OutgoingMail {
  const { contract, device } = copy.record;
  const zone = device.timeZone;
  const dates = contractDates(contract.Date, zone, recordLaw(copy.record));
  const lines = [
    'Hello,',
    '',
    `Attached is your signed contract ${contract.ContractId} with ${seller.name}, signed on ${formatMoment(contract.Date, zone)}.`,
    '',
    ...(dates
      ? [
          `You may cancel it until midnight at the end of ${longDate(dates.cancelBy)}. The Notice of Cancellation in ` +
            'the contract explains how.',
          '',
        ]
      : []),
    'Keep it for your records. Its last page, the record of signing, shows how and when it was signed.',
    '',
    ...signature(seller),
  ];
  return mailOf(address, `Your signed contract ${contract.ContractId} with ${seller.name}`, lines, [
    { filename: `contract-${contract.ContractId}-signed.pdf`, content: copy.pdf, contentType: 'application/pdf' },
  ]);
}
