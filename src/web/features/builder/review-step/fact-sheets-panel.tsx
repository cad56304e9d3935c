// The R-value fact sheets on the Review step (docs/decisions/065-fact-sheets.md): each loose-fill product quoted,
// whether the customer has seen its sheet, and a button that shows it and records the showing on the contract.
import { useId, useState } from 'react';
import { Button } from 'react-bootstrap';
import { CheckCircleFill } from 'react-bootstrap-icons';
import type { Contract } from '#domain/contract/model';
import { factSheetsFor } from '#domain/insulation/fact-sheets';
import type { LabelChart } from '#domain/insulation/label-chart';
import { useBuilderStore } from '#web/contract-in-progress/builder-store';
import { useCatalogueStore } from '#web/sync/catalogue-download';
import { FactSheetDialog } from './fact-sheet-dialog';

export function FactSheetsPanel({ contract }: { contract: Contract }) {
  const scopes = useCatalogueStore((state) => state.scopes);
  const factSheetShown = useBuilderStore((state) => state.factSheetShown);
  const [open, setOpen] = useState<LabelChart | null>(null);
  const headingId = useId();
  const charts = factSheetsFor(contract, scopes ?? []);
  if (charts.length === 0) return null;
  const shown = new Set((contract.FactSheets ?? []).map((entry) => entry.Product));

  function show(chart: LabelChart) {
    factSheetShown(chart.product);
    setOpen(chart);
  }

  return (
    <section className="review-fact-sheets card mb-4" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 className="h4" id={headingId}>
          R-value fact sheets
        </h2>
        <p>The customer sees the fact sheet of each insulation product quoted before they agree to buy.</p>
        <ul className="list-unstyled d-grid gap-2 mb-0">
          {charts.map((chart) => (
            <li key={chart.product} className="d-flex flex-wrap align-items-center gap-2">
              <span className="me-auto">
                {chart.product}:{' '}
                {shown.has(chart.product) ? (
                  <span className="text-success-emphasis">
                    <CheckCircleFill aria-hidden="true" className="me-1" />
                    shown
                  </span>
                ) : (
                  <strong>not shown yet</strong>
                )}
              </span>
              <Button variant="outline-primary" onClick={() => show(chart)}>
                Show the fact sheet of {chart.product}
              </Button>
            </li>
          ))}
        </ul>
      </div>
      <FactSheetDialog chart={open} onClose={() => setOpen(null)} />
    </section>
  );
}
