// The email that delivers a signed contract: the PDF attached, and in words a homeowner reads when it was signed
// (in their own time zone) and the last day to cancel (docs/decisions/051-what-the-customer-reads.md). The hashes and
// the times in UTC stay on the PDF's record of signing and with the contract in the cloud.
import { formatMoment } from '#domain/format/date-format';
import { contractDates, longDate } from '#domain/printed-contract/contract-dates';
import { recordLaw } from '#domain/signing/record-law';
import type { SignedRecord } from '#domain/signing/signed-record';
import type { OutgoingMail } from './mail-transport';

export interface SignedCopy {
  record: SignedRecord;
  pdf: Uint8Array;
  pdfHash: string;
  receivedAt: Date;
}

export function signedCopyMail(
  copy: SignedCopy,
  address: { id: string; from: string; to: string; cc: string | null },
): OutgoingMail {
  const { record } = copy;
  const { contract, seller, device } = record;
  const zone = device.timeZone;
  const buyer = record.signatures.find((signature) => signature.role === 'buyer');
  const dates = contractDates(contract.Date, zone, recordLaw(record));
  const text = [
    `Hello${buyer ? ` ${buyer.name}` : ''},`,
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
    `${seller.name}`,
    ...seller.addressLines,
    seller.phone,
  ].join('\n');
  return {
    id: address.id,
    from: address.from,
    to: address.to,
    cc: address.cc,
    subject: `Your signed contract ${contract.ContractId} with ${seller.name}`,
    text,
    attachments: [
      { filename: `contract-${contract.ContractId}-signed.pdf`, content: copy.pdf, contentType: 'application/pdf' },
    ],
  };
}
