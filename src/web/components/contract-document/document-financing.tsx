// The financing chosen, each active plan with its payments on the Net Due
// (docs/decisions/003-financing.md), and the contract's notes. On paper a
// section with nothing to say is left out; on screen it stays, to be tapped.
import type { PrintedFinancing } from '#domain/printed-contract/printed-contract';
import { useDocumentLabels } from './document-labels';
import { LineLabel, lineClass } from './edit-line';

export function DocumentFinancing({ financing, editable }: { financing: PrintedFinancing; editable: boolean }) {
  const labels = useDocumentLabels();
  const none = financing.options.length === 0;
  if (none && !editable) return null;
  return (
    <section className={lineClass('doc-financing', editable, none)} aria-label={labels.financing}>
      <h3 className="doc-heading">
        <LineLabel line="financing">{labels.financing}</LineLabel>
      </h3>
      {none ? (
        <p className="doc-muted mb-0">{labels.noFinancing}</p>
      ) : (
        <>
          <ul className="doc-financing-options">
            {financing.options.map((option, index) => (
              <li key={index}>{option}</li>
            ))}
          </ul>
          <p className="doc-small mb-0">{financing.note}</p>
        </>
      )}
    </section>
  );
}

export function DocumentNotes({ notes, editable }: { notes: string | null; editable: boolean }) {
  const labels = useDocumentLabels();
  if (notes === null && !editable) return null;
  return (
    <section className={lineClass('doc-notes', editable, notes === null)} aria-label={labels.notes}>
      <h3 className="doc-heading">
        <LineLabel line="notes">{labels.notes}</LineLabel>
      </h3>
      <p className={notes === null ? 'doc-muted mb-0' : 'doc-notes-text mb-0'}>{notes ?? labels.noNotes}</p>
    </section>
  );
}
