// The pieces every email of the company is made of: its addresses, and the company's name, address and phone as the
// office keeps them at the end.
import { formatPhone } from '#domain/format/phone';
import type { Seller } from '#domain/printed-contract/seller';
import type { MailAttachment, OutgoingMail } from './mail-transport';

export interface MailAddress {
  id: string;
  from: string;
  to: string;
  cc: string | null;
}

/** The message to `address`, its lines joined, with what it carries. */
export function mailOf(
  address: MailAddress,
  subject: string,
  lines: readonly string[],
  attachments: MailAttachment[] = [],
): OutgoingMail {
  const { id, from, to, cc } = address;
  return { id, from, to, cc, subject, text: lines.join('\n'), attachments };
}

export function signature(seller: Seller): string[] {
  return [seller.name, ...seller.addressLines, ...(seller.phone.trim() ? [formatPhone(seller.phone)] : [])];
}
