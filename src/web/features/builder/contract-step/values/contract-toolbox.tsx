// The Contract step's Toolbox (docs/product-rules.md#screens): one button per value dialog.
// It only names the dialog to open; <ContractDialogs /> shows it, the same one
// a tap on the matching line of the printed contract opens.
import { useId } from 'react';
import { Button } from 'react-bootstrap';
import { EDITABLE_LINES, EDITABLE_LINE_TITLES } from '#web/components/contract-document/editable-lines';
import { useContractModals } from '../contract-modals-store';
import './contract-values.css';

export function ContractToolbox() {
  const show = useContractModals((state) => state.show);
  const headingId = useId();
  return (
    <section className="contract-toolbox card" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h5">
          Toolbox
        </h2>
        <div className="contract-toolbox-buttons">
          {EDITABLE_LINES.map((modal) => (
            <Button key={modal} variant="outline-primary" aria-haspopup="dialog" onClick={() => show(modal)}>
              {EDITABLE_LINE_TITLES[modal]}
            </Button>
          ))}
        </div>
      </div>
    </section>
  );
}
