// On screen, the deposit, discount, coupon, financing and notes lines of the
// contract open the same dialog as the toolbox (spec section 2, "Contract
// step"); on paper they are plain text. The button's ::after stretches over
// its `.doc-editable` line, so a tap anywhere on the line opens the dialog.
import type { ReactNode } from 'react';
import { PencilSquare } from 'react-bootstrap-icons';
import { CONTRACT_MODAL_TITLES, useContractModals, type ContractModal } from '../contract-modals-store';

interface LineLabelProps {
  modal: ContractModal;
  editable: boolean;
  children: ReactNode;
}

export function LineLabel({ modal, editable, children }: LineLabelProps) {
  if (!editable) return <>{children}</>;
  return (
    <button
      type="button"
      className="doc-edit"
      aria-label={`Edit ${CONTRACT_MODAL_TITLES[modal].toLowerCase()}`}
      onClick={() => useContractModals.getState().show(modal)}
    >
      {children}
      <PencilSquare aria-hidden="true" className="doc-edit-icon no-print" />
    </button>
  );
}

/** The class of a line that may be edited, and hidden on paper when it says nothing. */
export function lineClass(base: string, editable: boolean, empty: boolean): string {
  return [base, editable && 'doc-editable', empty && 'no-print'].filter(Boolean).join(' ');
}
