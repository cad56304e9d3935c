// The customer's own address is told when the office sends their signed contract to another address
// (docs/decisions/076-resends.md): fixed words, the company as the cloud holds it, no attachment.
import type { Seller } from '#domain/printed-contract/seller';
import { formatPhone } from '#domain/format/phone';
import type { OutgoingMail } from './mail-transport';
import { mailOf, signature, type MailAddress } from './mail-words';

export function resendNoticeMail(
  notice: { contractId: string; sentTo: string },
  seller: Seller,
  address: Omit<MailAddress, 'cc'>,
): OutgoingMail {
  return mailOf({ ...address, cc: null }, `Your signed contract ${notice.contractId} was sent to another address`, [
    'Hello,',
    '',
    `At the request of ${seller.name}'s office, a copy of your signed contract ${notice.contractId} was sent to ` +
      `${notice.sentTo}.`,
    '',
    `If you did not ask for that, please call ${seller.name}${seller.phone.trim() ? ` at ${formatPhone(seller.phone)}` : ''}.`,
    '',
    ...signature(seller),
  ]);
}
