// The buyer's initials beside each notice of the job site's state that asks for them (decision 052): the notice's
// words are in the document above; here its acknowledgment, and a box the buyer writes their initials in.
import { useId } from 'react';
import { Form } from 'react-bootstrap';
import type { PrintedStateNotice } from '#domain/printed-contract/state-notices';
import { initialsProblem } from '#domain/signing/notice-initials';
import type { NoticeInitials } from '#domain/signing/signed-record';

interface NoticeInitialsProps {
  notices: readonly PrintedStateNotice[];
  given: readonly NoticeInitials[];
  onChange: (given: NoticeInitials[]) => void;
  now?: () => string;
}

export function NoticeInitialsForm({
  notices,
  given,
  onChange,
  now = () => new Date().toISOString(),
}: NoticeInitialsProps) {
  const headingId = useId();
  if (notices.length === 0) return null;
  const set = (notice: string, initials: string) =>
    onChange([...given.filter((each) => each.notice !== notice), { notice, initials, at: now() }]);
  return (
    <section className="card" aria-labelledby={headingId}>
      <div className="card-body">
        <h3 id={headingId} className="h5">
          Notices the buyer initials
        </h3>
        <p className="text-body-secondary">
          The law of this state asks the buyer to initial each of these notices. Their words are in the contract above.
        </p>
        {notices.map((notice) => {
          const initials = given.find((each) => each.notice === notice.id)?.initials ?? '';
          const problem = initials === '' ? null : initialsProblem(initials);
          return (
            <Form.Group key={notice.id} className="mb-3" controlId={`initials-${notice.id}`}>
              <p className="fw-bold mb-1">{notice.title}</p>
              <p className="mb-1">{notice.acknowledgment}</p>
              <Form.Label>Buyer&rsquo;s initials for &ldquo;{notice.title}&rdquo;</Form.Label>
              <Form.Control
                className="initials-input"
                value={initials}
                maxLength={8}
                autoComplete="off"
                autoCapitalize="characters"
                isInvalid={problem !== null}
                onChange={(event) => set(notice.id, event.target.value)}
              />
              <Form.Control.Feedback type="invalid">{problem}</Form.Control.Feedback>
            </Form.Group>
          );
        })}
      </div>
    </section>
  );
}
