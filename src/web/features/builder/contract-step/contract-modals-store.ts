// Which of the Contract step's small dialogs is open (docs/product-rules.md#screens,
// "Contract step"): the toolbox buttons and the matching lines of the printed
// contract open the same dialog, so both only say which one here.
import { createStore } from '#web/lib/app-state';
import type { EditableLine } from '#web/components/contract-document/editable-lines';

interface ContractModalsState {
  open: EditableLine | null;
  show: (modal: EditableLine) => void;
  hide: () => void;
}

export const useContractModals = createStore<ContractModalsState>((set) => ({
  open: null,
  show: (modal) => set({ open: modal }),
  hide: () => set({ open: null }),
}));
