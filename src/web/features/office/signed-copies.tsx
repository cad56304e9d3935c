// A contract's signed copies in the office: when each was signed and arrived, whether its PDF still hashes to what
// arrived, its emails and their state; the PDF downloaded, and the customer's copy sent again.
import { useState, type FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import type { OfficeContractDetail } from '#api/office-contracts';
import { formatDateTime } from '#domain/format/date-format';
import { resendCopy, signedPdfFile } from '#web/sync/office-contracts';
import { saveFile } from '#web/sync/office-files';
import { useSessionStore } from '#web/sync/session-store';
import { EmailList } from './email-list';
import { ProblemAlert } from './problem-alert';

type SignedCopy = OfficeContractDetail['signed'][number];

export function SignedCopies({
  contractId,
  signed,
  onChanged,
}: {
  contractId: string;
  signed: SignedCopy[];
  onChanged: (message: string) => Promise<void>;
}) {
  return (
    <>
      <h3 className="h5 mt-4">Signed copies</h3>
      {signed.length === 0 && <p>Not signed on a tablet.</p>}
      {signed.map((copy, index) => (
        <SignedCopyCard
          key={copy.contentHash}
          contractId={contractId}
          copy={copy}
          name={`Signed copy ${index + 1}`}
          onChanged={onChanged}
        />
      ))}
    </>
  );
}

function SignedCopyCard({
  contractId,
  copy,
  name,
  onChanged,
}: {
  contractId: string;
  copy: SignedCopy;
  name: string;
  onChanged: (message: string) => Promise<void>;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // Another address is an admin's to choose, with a reason (decision 076).
  const isAdmin = useSessionStore((state) => state.profile?.role === 'admin');

  async function download() {
    setProblem(null);
    const file = await signedPdfFile(contractId, copy.contentHash);
    if (!file.ok) return setProblem(file.message);
    saveFile(file.data, `contract-${contractId}-signed.pdf`);
  }

  async function resend(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    const form = new FormData(event.currentTarget);
    const to = String(form.get('to') ?? '').trim();
    const reason = String(form.get('reason') ?? '').trim();
    if (to && to.toLowerCase() !== copy.customerEmail.toLowerCase() && !reason) {
      return setProblem('Say why the copy goes to another address: it is kept in the audit log.');
    }
    setSending(true);
    const result = await resendCopy(contractId, copy.contentHash, to || undefined, reason || undefined);
    setSending(false);
    if (!result.ok) return setProblem(result.message);
    await onChanged(`The signed copy is on its way to ${result.data.queued.to}.`);
  }

  return (
    <article className="border rounded p-3 mb-3" aria-label={name}>
      <h4 className="h6">{name}</h4>
      <p className="mb-1">
        Signed {formatDateTime(copy.signedAt)}, reached the cloud {formatDateTime(copy.receivedAt)}.
      </p>
      {copy.pdfIntact ? (
        <p className="mb-1 text-success">The PDF was checked again: it is the one that arrived.</p>
      ) : (
        <Alert variant="danger">
          The kept PDF no longer matches the hash recorded when it arrived. Tell your IT person.
        </Alert>
      )}
      <EmailList emails={copy.emails} />
      <ProblemAlert problem={problem} />
      <div className="d-flex flex-wrap gap-2 align-items-end">
        <Button variant="outline-primary" onClick={() => void download()} disabled={!copy.pdfIntact}>
          Download the signed PDF
        </Button>
        <Form onSubmit={(event) => void resend(event)} className="flex-grow-1" aria-label={`Resend ${name}`}>
          {isAdmin ? (
            <>
              <Form.Label htmlFor={`resend-${copy.contentHash}`}>Send the customer&apos;s copy again to</Form.Label>
              <Form.Control
                id={`resend-${copy.contentHash}`}
                name="to"
                type="email"
                className="mb-2"
                placeholder={copy.customerEmail || 'the customer’s email'}
                aria-describedby={`resend-help-${copy.contentHash}`}
              />
              <Form.Label htmlFor={`resend-reason-${copy.contentHash}`}>Why, for another address</Form.Label>
              <Form.Control id={`resend-reason-${copy.contentHash}`} name="reason" maxLength={500} className="mb-2" />
              <Form.Text id={`resend-help-${copy.contentHash}`} className="d-block mb-2">
                Left empty, it goes to {copy.customerEmail || 'the address the customer gave (none was given)'}. To
                another address, the reason is kept in the audit log and the customer&apos;s own address is told.
              </Form.Text>
            </>
          ) : (
            <p className="mb-2">
              Resending goes to the customer&apos;s own address,{' '}
              {copy.customerEmail || 'which they did not give: ask an admin'}.
            </p>
          )}
          <Button type="submit" disabled={sending || (!isAdmin && !copy.customerEmail)}>
            Resend
          </Button>
        </Form>
      </div>
    </article>
  );
}
