// The label charts of a category's scopes in the price book being made (docs/decisions/064-label-charts.md): which
// scope carries one, and the form to add, change or take off a chart; the change is listed and published with the
// rates.
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import type { WorkScope } from '#domain/contract/model';
import type { LabelChart } from '#domain/insulation/label-chart';
import { LabelChartForm } from './label-chart-form';

interface Props {
  categoryName: string;
  scopes: readonly WorkScope[];
  onChange: (scopeId: number, chart: LabelChart | null) => void;
}

export function LabelChartsPanel({ categoryName, scopes, onChange }: Props) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <section aria-labelledby="label-charts-title" className="mt-4">
      <h4 id="label-charts-title" className="h6">
        Label charts of {categoryName}
      </h4>
      <p className="text-body-secondary">
        A loose-fill product&rsquo;s coverage chart, typed as its bag prints it: the tablets count bags, fact sheets and
        installers&rsquo; receipts from it.
      </p>
      <ul className="list-unstyled d-grid gap-2">
        {scopes.map((scope) => (
          <li key={scope.id}>
            <div className="d-flex flex-wrap align-items-center gap-2">
              <span className="me-auto">
                #{scope.wsid} {scope.name}:{' '}
                {scope.chart ? `${scope.chart.product}, ${scope.chart.rows.length} rows` : 'no chart'}
              </span>
              <Button
                variant="outline-primary"
                aria-expanded={open === scope.id}
                onClick={() => setOpen(open === scope.id ? null : scope.id)}
              >
                {scope.chart ? `Edit the chart of #${scope.wsid}` : `Add a chart to #${scope.wsid}`}
              </Button>
            </div>
            {open === scope.id && (
              <LabelChartForm
                scope={scope}
                onKeep={(chart) => {
                  onChange(scope.id, chart);
                  setOpen(null);
                }}
                onClose={() => setOpen(null)}
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
