// Bags from the label (docs/decisions/064-label-charts.md): for a scope whose product carries its label chart, the
// net area and the R the added layer needs give the chart's row, the bags, the least weight and both thicknesses;
// the area becomes the line's quantity when the agent says so.
import { useId, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { bagsFor } from '#domain/insulation/bag-chart';
import type { LabelChart } from '#domain/insulation/label-chart';
import { formatCount, formatSquareFeet } from '#domain/format/money-format';

interface Props {
  chart: LabelChart;
  /** Where the area starts: the area calculator's total, else the line's quantity. */
  area: number;
  /** Where the R starts: the layer the attic's target needs, else the R the scope names. */
  rNeeded: number | null;
  lineName: string;
  onUseArea: (squareFeet: number) => void;
}

const NUMBER = /^\d{1,7}(?:\.\d{0,2})?$/;

const inches = (value: number) => `${value} in.`;

export function BagCalculator({ chart, area, rNeeded, lineName, onUseArea }: Props) {
  const id = useId();
  const [areaText, setAreaText] = useState(area > 0 ? String(area) : '');
  const [rText, setRText] = useState(rNeeded === null ? '' : String(rNeeded));
  const areaRead = NUMBER.test(areaText.trim()) ? Number(areaText.trim()) : null;
  const rRead = /^\d{1,3}$/.test(rText.trim()) ? Number(rText.trim()) : null;
  const count = areaRead && rRead ? bagsFor(chart.rows, rRead, areaRead) : null;
  const top = Math.max(...chart.rows.map((row) => row.rValue));

  return (
    <div className="bag-calculator d-grid gap-2">
      <p className="mb-0 small text-body-secondary">From the label of {chart.product}.</p>
      <div className="d-flex flex-wrap gap-3">
        <Form.Group controlId={`${id}-area`}>
          <Form.Label>Net area (sq ft)</Form.Label>
          <Form.Control
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={areaText}
            isInvalid={areaText.trim() !== '' && areaRead === null}
            onChange={(event) => setAreaText(event.target.value)}
          />
        </Form.Group>
        <Form.Group controlId={`${id}-r`}>
          <Form.Label>R-value to add</Form.Label>
          <Form.Control
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={rText}
            isInvalid={rText.trim() !== '' && rRead === null}
            onChange={(event) => setRText(event.target.value)}
          />
        </Form.Group>
      </div>
      <output aria-label="Bags from the label" aria-live="polite" className="d-block">
        {count === null
          ? rRead === 0
            ? 'R-0 to add: the attic already has its target, so no bags.'
            : rRead !== null && rRead > top
              ? `The label stops at R-${top}: it cannot give R-${rRead}.`
              : 'Type the net area and the R-value to add.'
          : `R-${count.row.rValue} row: ${formatCount(count.bags)} bags, at least ${count.minPounds.toLocaleString('en-US')} lb; ` +
            `installed ${inches(count.row.installedInches)}, settled ${inches(count.row.settledInches)}`}
      </output>
      {count && areaRead !== null && (
        <div>
          <Button
            variant="outline-primary"
            aria-label={`Use ${formatSquareFeet(areaRead)} as the quantity of ${lineName}`}
            onClick={() => onUseArea(areaRead)}
          >
            Use {formatSquareFeet(areaRead)}
          </Button>
        </div>
      )}
    </div>
  );
}
