// The toolbox's board-feet calculator (docs/product-rules.md#screens). An inline form, not a dialog, and no <form>
// element: it sits in the toolbox's dialog and inside the project editor, which may be a form already. The domain
// does the arithmetic and says what is wrong; this keeps what the agent typed.
import { Fragment, useId, useState } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { boardFeet, type BoardFeetField, type BoardFeetInput } from '#domain/calculators/board-feet';
import { formatCount } from '#domain/format/money-format';

type Mode = BoardFeetInput['mode'];
type Values = Record<BoardFeetField, string>;

const MODES: readonly { mode: Mode; label: string; fields: readonly BoardFeetField[] }[] = [
  { mode: 'dimensions', label: 'Length x width', fields: ['length', 'width', 'thickness'] },
  { mode: 'area', label: 'Square footage', fields: ['area', 'thickness'] },
];

const LABELS: Record<BoardFeetField, string> = {
  length: 'Length (ft)',
  width: 'Width (ft)',
  area: 'Square footage (sq ft)',
  thickness: 'Thickness (in)',
};

function inputOf(mode: Mode, values: Values): BoardFeetInput {
  return mode === 'dimensions'
    ? { mode, length: values.length, width: values.width, thickness: values.thickness }
    : { mode, area: values.area, thickness: values.thickness };
}

export interface BoardFeetCalculatorProps {
  /** Offers a button that hands the result over, e.g. to a project's quantity. */
  onUse?: (boardFeet: number) => void;
  useLabel?: string;
}

export function BoardFeetCalculator({ onUse, useLabel }: BoardFeetCalculatorProps) {
  const id = useId();
  const [mode, setMode] = useState<Mode>('dimensions');
  const [values, setValues] = useState<Values>({ length: '', width: '', area: '', thickness: '' });
  const [blurred, setBlurred] = useState<ReadonlySet<BoardFeetField>>(new Set());

  const { result, problems } = boardFeet(inputOf(mode, values));
  const ready = problems.length === 0;
  const amount = `${formatCount(result)} board ft`;
  const fields = MODES.find((option) => option.mode === mode)?.fields ?? [];

  // An empty field is not wrong until the agent has left it; a typed bad value is wrong at once.
  const problemOf = (field: BoardFeetField) =>
    blurred.has(field) || values[field].trim() !== ''
      ? problems.find((problem) => problem.field === field)?.message
      : undefined;

  return (
    <div className="board-feet-calculator d-grid gap-3">
      <fieldset>
        <legend className="form-label fs-6">Measure by</legend>
        <div className="btn-group w-100">
          {/* Bootstrap's btn-check markup by hand: ToggleButton makes its label a second tab stop. */}
          {MODES.map((option) => (
            <Fragment key={option.mode}>
              <input
                id={`${id}-mode-${option.mode}`}
                className="btn-check"
                type="radio"
                name={`${id}-mode`}
                value={option.mode}
                checked={mode === option.mode}
                onChange={() => setMode(option.mode)}
              />
              <label className="btn btn-outline-primary" htmlFor={`${id}-mode-${option.mode}`}>
                {option.label}
              </label>
            </Fragment>
          ))}
        </div>
      </fieldset>

      <Row className="g-3">
        {fields.map((field) => {
          const problem = problemOf(field);
          const errorId = `${id}-${field}-error`;
          return (
            <Col key={field} xs={12} sm={12 / fields.length}>
              <Form.Group controlId={`${id}-${field}`}>
                <Form.Label>{LABELS[field]}</Form.Label>
                <Form.Control
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  value={values[field]}
                  isInvalid={problem !== undefined}
                  aria-invalid={problem !== undefined}
                  aria-describedby={problem === undefined ? undefined : errorId}
                  onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
                  onBlur={() => setBlurred((current) => new Set(current).add(field))}
                />
                {problem !== undefined && (
                  <Form.Control.Feedback type="invalid" id={errorId}>
                    {problem}
                  </Form.Control.Feedback>
                )}
              </Form.Group>
            </Col>
          );
        })}
      </Row>

      <div className="toolbox-result">
        <span id={`${id}-result`}>Board feet</span>
        <output aria-labelledby={`${id}-result`} aria-live="polite" className="toolbox-result-value">
          {ready ? amount : 'No result yet'}
        </output>
      </div>

      {onUse && (
        <Button variant="primary" disabled={!ready} onClick={() => onUse(result)}>
          {useLabel ?? (ready ? `Use ${amount}` : 'Use board ft')}
        </Button>
      )}
    </div>
  );
}
