// The contract's Notes, printed on it; saved on every keystroke like the
// other value dialogs, so Complete only closes.
import { Form } from 'react-bootstrap';
import { contractLimits } from '#api/contract-limits';
import { TextLimitHint } from '#web/components/text-limit-hint';
import { useBuilderStore } from '#web/contract-in-progress/builder-store';
import { ValueDialog } from './value-dialog';

export function NotesDialog() {
  return (
    <ValueDialog modal="notes">
      <NotesField />
    </ValueDialog>
  );
}

const NOTES_LIMIT_ID = 'contract-notes-limit';

function NotesField() {
  const notes = useBuilderStore((state) => state.contract?.Notes ?? null);
  const setNotes = useBuilderStore((state) => state.setNotes);
  if (notes === null) return null;
  return (
    <Form.Group controlId="contract-notes">
      <Form.Label>Notes</Form.Label>
      <Form.Control
        as="textarea"
        rows={6}
        autoFocus
        maxLength={contractLimits.textLength}
        aria-describedby={NOTES_LIMIT_ID}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
      <TextLimitHint id={NOTES_LIMIT_ID} value={notes} limit={contractLimits.textLength} />
    </Form.Group>
  );
}
