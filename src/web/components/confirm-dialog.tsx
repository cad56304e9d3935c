// The one yes/no dialog of the app (spec section 8): Cancel and Confirm by
// default, Escape or a tap outside cancels, and focus starts on Cancel so a
// stray Enter never deletes anything. <ConfirmDialog /> is mounted once in the
// layout; any screen asks through `const confirm = useConfirm()`.
import { useId } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { create } from 'zustand';

export interface ConfirmOptions {
  title: string;
  body: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

interface ConfirmState {
  /** The question on screen; kept while the dialog fades out. */
  options: ConfirmOptions | null;
  open: boolean;
  resolve: ((answer: boolean) => void) | null;
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  answer: (answer: boolean) => void;
}

const useConfirmStore = create<ConfirmState>()((set, get) => ({
  options: null,
  open: false,
  resolve: null,
  confirm: (options) =>
    new Promise<boolean>((resolve) => {
      // A second question replaces the first, which counts as cancelled.
      get().resolve?.(false);
      set({ options, open: true, resolve });
    }),
  answer: (answer) => {
    const { resolve } = get();
    set({ open: false, resolve: null });
    resolve?.(answer);
  },
}));

/** `await confirm({ title, body })` is true when the agent pressed Confirm. */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  return useConfirmStore((state) => state.confirm);
}

export function ConfirmDialog() {
  const { options, open, answer } = useConfirmStore();
  const titleId = useId();
  const bodyId = useId();

  return (
    <Modal
      show={open}
      onHide={() => answer(false)}
      centered
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onExited={() => useConfirmStore.setState({ options: null })}
    >
      <Modal.Header>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {options?.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body id={bodyId}>{options?.body}</Modal.Body>
      <Modal.Footer>
        {/* autoFocus: the dialog focuses Cancel itself, not its own frame. */}
        <Button variant="outline-secondary" onClick={() => answer(false)} autoFocus>
          {options?.cancelLabel ?? 'Cancel'}
        </Button>
        <Button variant="primary" onClick={() => answer(true)}>
          {options?.confirmLabel ?? 'Confirm'}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
