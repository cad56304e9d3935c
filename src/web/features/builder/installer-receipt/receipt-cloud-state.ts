// Where a receipt signed on this tablet stands (docs/decisions/067-receipts-in-the-cloud.md): on the tablet only,
// with the office, and whether the customer's email went, in the words the installer and the agent read.
import { formatMoment } from '#domain/format/date-format';
import type { ReceiptOnDevice } from '#web/contract-in-progress/installer-receipts';

export function cloudStateOf({ kept }: Pick<ReceiptOnDevice, 'kept'>): string {
  if (!kept) return 'Kept on this tablet; it goes to the office at the next sync.';
  const office = `The office has it since ${formatMoment(kept.receivedAt)}.`;
  const email = kept.emails.find((each) => each.recipient === 'customer') ?? kept.emails[0];
  if (!email) return `${office} No email address was given for it.`;
  if (email.status === 'sent') return `${office} Emailed to ${email.to}.`;
  if (email.status === 'failed')
    return `${office} The email to ${email.to} was not delivered: ${email.lastError ?? 'no reason given'}.`;
  return `${office} The email to ${email.to} is on its way.`;
}
