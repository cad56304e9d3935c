// One scope's label chart as the office types it from the product's bag (docs/decisions/064-label-charts.md): the
// product and each row's six figures, checked against the label's own arithmetic before it is kept.
import { useId, useState } from 'react';
import { Alert, Button, Form, Table } from 'react-bootstrap';
import type { WorkScope } from '#domain/contract/model';
import type { ChartRow } from '#domain/insulation/bag-chart';
import { labelChartProblems, type LabelChart } from '#domain/insulation/label-chart';

const COLUMNS: { field: keyof ChartRow; label: string }[] = [
  { field: 'rValue', label: 'R-value' },
  { field: 'bagsPer1000', label: 'Bags per 1,000 sq ft' },
  { field: 'maxSqFtPerBag', label: 'Sq ft per bag' },
  { field: 'minLbPerSqFt', label: 'Lb per sq ft' },
  { field: 'installedInches', label: 'Installed inches' },
  { field: 'settledInches', label: 'Settled inches' },
];

type RowText = Record<keyof ChartRow, string>;

const NUMBER = /^\d{1,5}(?:\.\d{1,3})?$/;
const blankRow = (): RowText => ({
  rValue: '',
  bagsPer1000: '',
  maxSqFtPerBag: '',
  minLbPerSqFt: '',
  installedInches: '',
  settledInches: '',
});
const textOf = (row: ChartRow): RowText =>
  Object.fromEntries(COLUMNS.map(({ field }) => [field, String(row[field])])) as RowText;

/** The chart the text gives, and what keeps it from being kept. */
export function readChart(product: string, rows: readonly RowText[]): { chart: LabelChart | null; problems: string[] } {
  const problems: string[] = [];
  const read: ChartRow[] = rows.map((row, index) => {
    const figures = COLUMNS.map(({ field, label }) => {
      const text = row[field].trim();
      if (!NUMBER.test(text)) problems.push(`Row ${index + 1}: ${label} is a number, as on the label.`);
      return [field, Number(text)] as const;
    });
    return Object.fromEntries(figures) as unknown as ChartRow;
  });
  if (problems.length > 0) return { chart: null, problems };
  const chart = { product: product.trim(), rows: read };
  const found = labelChartProblems(chart);
  return found.length > 0 ? { chart: null, problems: found } : { chart, problems: [] };
}

interface Props {
  scope: WorkScope;
  onKeep: (chart: LabelChart | null) => void;
  onClose: () => void;
}

export function LabelChartForm({ scope, onKeep, onClose }: Props) {
  const id = useId();
  const [product, setProduct] = useState(scope.chart?.product ?? '');
  const [rows, setRows] = useState<RowText[]>(() => scope.chart?.rows.map(textOf) ?? [blankRow()]);
  const { chart, problems } = readChart(product, rows);
  const setFigure = (index: number, field: keyof ChartRow, value: string) =>
    setRows(rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)));

  return (
    <Form
      noValidate
      className="label-chart-form border rounded p-3 mt-2"
      aria-label={`Label chart of #${scope.wsid}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (chart) onKeep(chart);
      }}
    >
      <Form.Group className="mb-3" controlId={`${id}-product`}>
        <Form.Label>Product, as on its bag</Form.Label>
        <Form.Control value={product} maxLength={120} onChange={(event) => setProduct(event.target.value)} />
      </Form.Group>
      <div className="table-responsive">
        <Table size="sm" className="label-chart-rows">
          <caption className="caption-top">Rows of the label, each R-value once</caption>
          <thead>
            <tr>
              {COLUMNS.map(({ label }) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                {COLUMNS.map(({ field, label }) => (
                  <td key={field}>
                    <Form.Control
                      size="sm"
                      inputMode="decimal"
                      aria-label={`${label}, row ${index + 1}`}
                      value={row[field]}
                      onChange={(event) => setFigure(index, field, event.target.value)}
                    />
                  </td>
                ))}
                <td>
                  <Button
                    size="sm"
                    variant="outline-danger"
                    disabled={rows.length === 1}
                    onClick={() => setRows(rows.filter((_, at) => at !== index))}
                  >
                    Remove row {index + 1}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
      <Button variant="outline-primary" className="mb-3" onClick={() => setRows([...rows, blankRow()])}>
        Add a row
      </Button>
      {problems.length > 0 && (
        <Alert variant="warning" className="mb-3">
          <ul aria-label="Before the chart is kept" className="mb-0">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" disabled={chart === null}>
          Keep this chart
        </Button>
        {scope.chart && (
          <Button variant="outline-danger" onClick={() => onKeep(null)}>
            Take the chart off #{scope.wsid}
          </Button>
        )}
        <Button variant="outline-primary" onClick={onClose}>
          Close without keeping
        </Button>
      </div>
    </Form>
  );
}
