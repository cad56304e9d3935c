// The contract's deposit, discount, coupon, financing and notes lines: on screen, buttons that ask the page to edit
// them (the same dialog as the Contract step's toolbox); on paper, plain text. The button's ::after stretches over
// its `.doc-editable` line, so a tap anywhere on the line edits it.
import { createContext, useContext, type ReactNode } from 'react';
import { PencilSquare } from 'react-bootstrap-icons';
import { EDITABLE_LINE_TITLES, type EditableLine } from './editable-lines';

/** What the document calls when a line is tapped; null on paper. */
export const EditLineContext = createContext<((line: EditableLine) => void) | null>(null);

interface LineLabelProps {
  line: EditableLine;
  children: ReactNode;
}

export function LineLabel({ line, children }: LineLabelProps) {
  const edit = useContext(EditLineContext);
  if (!edit) return <>{children}</>;
  return (
    <button
      type="button"
      className="doc-edit"
      aria-label={`Edit ${EDITABLE_LINE_TITLES[line].toLowerCase()}`}
      onClick={() => edit(line)}
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
