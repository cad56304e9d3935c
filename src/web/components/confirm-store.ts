// The one yes/no question of the app (docs/product-rules.md#confirmations), asked from any screen with
// `const confirm = useConfirm()` and shown by <ConfirmDialog />. Kept apart from the dialog so asking costs a screen
// nothing: the dialog's code is fetched the first time a question is asked.
import { createStore } from '../lib/app-state';

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

export const useConfirmStore = createStore<ConfirmState>((set, get) => ({
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
