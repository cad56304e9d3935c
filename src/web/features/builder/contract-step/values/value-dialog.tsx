// The frame every Contract-step dialog shares (docs/product-rules.md#screens). What the agent types is saved as
// typed, so Complete, Escape, a tap outside and Enter only close: there is nothing to cancel. Which dialog is open
// lives in contract-modals-store, so the toolbox and the printed contract's lines open the same one.
import { useId, type FormEvent, type ReactNode } from 'react';
import { Button, Form } from 'react-bootstrap';
import { EDITABLE_LINE_TITLES, type EditableLine } from '#web/components/contract-document/editable-lines';
import { useContractModals } from '../contract-modals-store';
import './contract-values.css';
import { Dialog } from '#web/components/dialog';

interface ValueDialogProps {
  modal: EditableLine;
  children: ReactNode;
}

export function ValueDialog({ modal, children }: ValueDialogProps) {
  const show = useContractModals((state) => state.open === modal);
  const hide = useContractModals((state) => state.hide);
  const titleId = useId();

  function complete(event: FormEvent) {
    event.preventDefault();
    hide();
  }

  return (
    <Dialog show={show} onHide={hide} centered scrollable aria-labelledby={titleId} className="value-dialog">
      <Dialog.Header>
        <Dialog.Title as="h2" className="h5" id={titleId}>
          {EDITABLE_LINE_TITLES[modal]}
        </Dialog.Title>
      </Dialog.Header>
      {/* A form so that Enter in a field completes, as Complete does. */}
      <Form noValidate onSubmit={complete} className="value-dialog-form">
        <Dialog.Body>{children}</Dialog.Body>
        <Dialog.Footer>
          <Button type="submit" variant="primary">
            Complete
          </Button>
        </Dialog.Footer>
      </Form>
    </Dialog>
  );
}
