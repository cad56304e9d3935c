// Which of the Contract step's small dialogs is open (spec section 2,
// "Contract step"): the toolbox buttons and the matching lines of the printed
// contract open the same dialog, so both only say which one here.
import { create } from 'zustand';

export const CONTRACT_MODALS = ['deposit', 'discount', 'coupon', 'financing', 'notes'] as const;

export type ContractModal = (typeof CONTRACT_MODALS)[number];

export const CONTRACT_MODAL_TITLES: Record<ContractModal, string> = {
  deposit: 'Deposit',
  discount: 'Discount',
  coupon: 'Coupon',
  financing: 'Financing',
  notes: 'Notes',
};

interface ContractModalsState {
  open: ContractModal | null;
  show: (modal: ContractModal) => void;
  hide: () => void;
}

export const useContractModals = create<ContractModalsState>()((set) => ({
  open: null,
  show: (modal) => set({ open: modal }),
  hide: () => set({ open: null }),
}));
