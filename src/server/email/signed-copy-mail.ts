// The email that delivers a signed contract: the PDF attached, and in the body
// what shows it is the one signed (both hashes, the signing time on the
// tablet and the time the office received it).
import { formatDateTime } from '#domain/format/date-format';
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
  const text = [
    `Hello${buyer ? ` ${buyer.name}` : ''},`,
    '',
    `Attached is your signed contract ${contract.ContractId} with ${seller.name}, as it was signed on ${formatDateTime(contract.Date, zone)} (${zone}).`,
    'Keep it for your records. Its Notice of Cancellation explains how to cancel and by when.',
    '',
    'How to tell this is the contract you signed:',
    `- SHA-256 of the signed content (printed in the footer of every page): ${record.contentHash}`,
    `- SHA-256 of the attached PDF file: ${copy.pdfHash}`,
    `- Signed on the agent's tablet: ${contract.Date}`,
    `- Received by ${seller.name}: ${copy.receivedAt.toISOString()}`,
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
