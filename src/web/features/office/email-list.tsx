// The emails of a signed copy or an installer's receipt, as the office reads them: to whom, where, and how it went.
import type { EmailStatus } from '#api/signed-contract-schema';
import { formatDateTime } from '#domain/format/date-format';

const EMAIL_STATES = { waiting: 'waiting to be sent', sent: 'sent', failed: 'failed' } as const;

export function EmailList({ emails }: { emails: EmailStatus[] }) {
  return (
    <ul className="small">
      {emails.map((email, index) => (
        <li key={`${email.to}-${index}`}>
          To the {email.recipient} at {email.to}: {EMAIL_STATES[email.status]}
          {email.sentAt ? ` ${formatDateTime(email.sentAt)}` : ''}
          {email.lastError ? ` (last error: ${email.lastError})` : ''}
        </li>
      ))}
    </ul>
  );
}
