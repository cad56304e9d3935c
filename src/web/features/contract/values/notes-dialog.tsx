// The contract's Notes, printed on it; saved on every keystroke like the
// other value dialogs, so Complete only closes.
import { Form } from 'react-bootstrap';
import { useBuilderStore } from '../../builder/builder-store';
import { ValueDialog } from './value-dialog';

export function NotesDialog() {
  return (
    <ValueDialog modal="notes">
      <NotesField />
    </ValueDialog>
  );
}

function NotesField() {
  const notes = useBuilderStore((state) => state.contract?.Notes ?? null);
  const setNotes = useBuilderStore((state) => state.setNotes);
  if (notes === null) return null;
  return (
    <Form.Group controlId="contract-notes">
      <Form.Label>Notes</Form.Label>
      <Form.Control as="textarea" rows={6} autoFocus value={notes} onChange={(event) => setNotes(event.target.value)} />
    </Form.Group>
  );
}
