// A notice the job site's state requires (docs/decisions/052-state-notices.md): the statute's words at no less than
// its type size and in its weight; one placed on a page of its own is a sheet like the Notice of Cancellation.
import { useId, type CSSProperties } from 'react';
import type { PrintedStateNotice } from '#domain/printed-contract/state-notices';
import { useDocumentLabels } from './document-labels';
import { SignatureLine } from './signature-block';

export function StateNotice({ notice }: { notice: PrintedStateNotice }) {
  const headingId = useId();
  const labels = useDocumentLabels();
  const ownPage = notice.placement === 'own-page';
  return (
    <section
      className={ownPage ? 'doc-notice doc-state-notice' : 'doc-state-notice doc-keep-together'}
      aria-labelledby={headingId}
      data-notice={notice.id}
      style={{ '--notice-size': `${notice.pointSize}pt`, fontWeight: notice.bold ? 700 : undefined } as CSSProperties}
    >
      <h3 id={headingId} className="doc-state-notice-title">
        {notice.title}
      </h3>
      {notice.paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {notice.acknowledgment && (
        <div className="doc-sign-row">
          <p className="mb-0">{notice.acknowledgment}</p>
          <SignatureLine label={labels.initials} />
        </div>
      )}
    </section>
  );
}

export function StateNotices({
  notices,
  placement,
}: {
  notices: readonly PrintedStateNotice[];
  placement: PrintedStateNotice['placement'];
}) {
  return notices
    .filter((notice) => notice.placement === placement)
    .map((notice) => <StateNotice key={notice.id} notice={notice} />);
}
