// One loose-fill product's R-value fact sheet, shown to the customer before they agree to buy (docs/decisions/
// 065-fact-sheets.md): the label's chart as the price book carries it, and what the figures mean. It is built from
// the catalogue on the tablet, so it opens with no signal.
import { useId } from 'react';
import { Button, Table } from 'react-bootstrap';
import type { LabelChart } from '#domain/insulation/label-chart';
import { Dialog } from '#web/components/dialog';

interface Props {
  chart: LabelChart | null;
  onClose: () => void;
}

const figure = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: Math.max(digits, 2) });

export function FactSheetDialog({ chart, onClose }: Props) {
  const titleId = useId();
  const rows = chart ? [...chart.rows].sort((a, b) => b.rValue - a.rValue) : [];
  return (
    <Dialog show={chart !== null} onHide={onClose} centered scrollable size="lg" aria-labelledby={titleId}>
      <Dialog.Header>
        <Dialog.Title as="h2" className="h5" id={titleId}>
          R-value fact sheet: {chart?.product}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <p>
          R means resistance to heat flow: the higher the R-value, the more the insulation slows heat. The chart is the
          one on the product&rsquo;s label. Each R-value is reached only with at least the number of bags for every
          1,000 sq ft, and at least the thickness, given in its row.
        </p>
        <div className="table-responsive">
          <Table size="sm" className="align-middle">
            <caption className="caption-top">Coverage chart of {chart?.product}</caption>
            <thead>
              <tr>
                <th scope="col" className="text-nowrap">
                  R-value
                </th>
                <th scope="col">Bags per 1,000 sq ft, at least</th>
                <th scope="col">Sq ft per bag, at most</th>
                <th scope="col">Lb per sq ft, at least</th>
                <th scope="col">Installed thickness, in.</th>
                <th scope="col">Settled thickness, in.</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.rValue}>
                  <th scope="row" className="text-nowrap">
                    R-{row.rValue}
                  </th>
                  <td>{figure(row.bagsPer1000)}</td>
                  <td>{figure(row.maxSqFtPerBag)}</td>
                  <td>{figure(row.minLbPerSqFt, 3)}</td>
                  <td>{figure(row.installedInches)}</td>
                  <td>{figure(row.settledInches)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
        <p className="mb-0">
          How much insulation a house needs depends mainly on its climate. What it saves depends on the climate, the
          size and type of the house, the insulation already there, and how the household heats, cools and lives in it.
          Compare R-values before you buy.
        </p>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="primary" onClick={onClose}>
          Close
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
