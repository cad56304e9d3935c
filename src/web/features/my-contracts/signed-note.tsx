// Under a contract's customer in My Contracts, once it was signed on this tablet
// (docs/decisions/031-the-signed-contract.md): when, the SHA-256 of its PDF, and whether the customer's copy was
// emailed, or why not. Changed since (a new version), it says so: the signed version is kept.
import { Badge } from 'react-bootstrap';
import type { EmailStatus } from '#api/signed-contract-schema';
import type { Contract } from '#domain/contract/model';
import { formatDateTime } from '#domain/format/date-format';
import { isSignedCopy } from '#domain/signing/sign-contract';
import { shortHash } from '#domain/signing/sha256';
import type { SignedOnDevice } from '#web/contract-in-progress/device-contracts';

export const CHANGED_SINCE_SIGNING = 'Changed since signing';
export const NOT_EMAILED_YET = 'Not emailed yet: the office sends it once this tablet syncs.';

/** Whether the copy reached the customer's inbox, in the agent's words. */
export function emailText(entry: SignedOnDevice): string {
  const { receipt } = entry;
  if (!receipt) return NOT_EMAILED_YET;
  const [first] = receipt.emails;
  if (!first) return 'Not emailed: no email address was given.';
  return emailLine(first, receipt.emails.slice(1));
}

function emailLine(email: EmailStatus, copies: EmailStatus[]): string {
  const to = [email.to, ...copies.map((copy) => `${copy.to} (copy)`)].join(', ');
  switch (email.status) {
    case 'sent':
      return `Emailed to ${to} ${formatDateTime(email.sentAt)}.`;
    case 'failed':
      return `Not emailed: the mail server refused it (${email.lastError ?? 'no reason given'}). Ask the office to send it.`;
    case 'waiting':
      return email.attempts > 0
        ? `Email waiting: not taken by the mail server yet (${email.lastError ?? 'no reason given'}); it is tried again.`
        : 'Email waiting at the office: it goes out in a moment.';
  }
}

export function SignedNote({ contract, signed }: { contract: Contract; signed: readonly SignedOnDevice[] }) {
  const latest = signed.at(-1);
  if (!latest) return null;
  const { record, pdfHash } = latest;
  const signedAt = <time dateTime={record.contract.Date}>{formatDateTime(record.contract.Date)}</time>;
  const current = isSignedCopy(
    contract,
    signed.map((entry) => entry.record),
  );
  return (
    <div className="contracts-signed small">
      {current ? (
        <>
          <Badge bg="success">Signed</Badge> {signedAt}
          {signed.length > 1 && <span className="text-body-secondary"> (version {signed.length} signed)</span>}
        </>
      ) : (
        <>
          <Badge bg="warning" text="dark">
            {CHANGED_SINCE_SIGNING}
          </Badge>{' '}
          Not signed as it is now; the version signed {signedAt} is kept.
        </>
      )}
      <br />
      PDF SHA-256 <span title={pdfHash}>{shortHash(pdfHash)}</span>
      <br />
      <span className="contracts-signed-email">{emailText(latest)}</span>
    </div>
  );
}
