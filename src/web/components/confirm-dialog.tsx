// The one yes/no dialog of the app (docs/product-rules.md#confirmations): Escape or a tap outside cancels, and focus
// starts on Cancel so a stray Enter never deletes anything. The layout mounts it the first time a screen asks
// (confirm-store.ts).
import { useId } from 'react';
import { Button } from 'react-bootstrap';
import { useConfirmStore } from './confirm-store';
import { Dialog } from './dialog';

export function ConfirmDialog() {
  const { options, open, answer } = useConfirmStore();
  const titleId = useId();
  const bodyId = useId();

  return (
    <Dialog
      show={open}
      onHide={() => answer(false)}
      centered
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onExited={() => useConfirmStore.setState({ options: null })}
    >
      <Dialog.Header>
        <Dialog.Title as="h2" className="h5" id={titleId}>
          {options?.title}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body id={bodyId}>{options?.body}</Dialog.Body>
      <Dialog.Footer>
        {/* autoFocus: the dialog focuses Cancel itself, not its own frame. */}
        <Button variant="outline-secondary" onClick={() => answer(false)} autoFocus>
          {options?.cancelLabel ?? 'Cancel'}
        </Button>
        <Button variant="primary" onClick={() => answer(true)}>
          {options?.confirmLabel ?? 'Confirm'}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
