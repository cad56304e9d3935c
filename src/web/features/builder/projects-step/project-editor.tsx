// The project editor of the add and edit modals (docs/product-rules.md#screens). Controlled: every good value goes
// up at once, totalled; text stays as typed, and a value that does not read shows its error and is never sent up.
// A blank field is called wrong only once the agent leaves it (or on validate()), as in the board-feet calculator.
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Button, Form } from 'react-bootstrap';
import { Calculator, InfoCircle, Rulers } from 'react-bootstrap-icons';
import { DIFFICULTY_FACTOR_LIMIT, QUANTITY_LIMIT, parseCalculationInput } from '#domain/contract/calculation-input';
import { contractLimits } from '#api/contract-limits';
import type { Calculation, Project } from '#domain/contract/model';
import type { LabelChart } from '#domain/insulation/label-chart';
import { recalculateProject } from '#domain/contract/totals';
import { formatDollars, formatSquareFeet } from '#domain/format/money-format';
import { usePdfViewer } from '#web/components/pdf-viewer/pdf-viewer-store';
import { TextLimitHint } from '#web/components/text-limit-hint';
import { BagCalculator } from './bag-calculator';
import { BoardFeetCalculator } from './toolbox/board-feet-calculator';
import './projects-step.css';

type Field = 'Quantity' | 'DifficultyFactor';

const FIELDS: readonly Field[] = ['Quantity', 'DifficultyFactor'];

const SPECS: Record<Field, { label: string; below: number }> = {
  Quantity: { label: 'Quantity', below: QUANTITY_LIMIT },
  DifficultyFactor: { label: 'Difficulty Factor', below: DIFFICULTY_FACTOR_LIMIT },
};

const parseField = (field: Field, text: string) => parseCalculationInput(text, SPECS[field].label, SPECS[field].below);

export interface ProjectEditorHandle {
  /** Shows every error and focuses the first field in error; true when there is none. */
  validate: () => boolean;
}

export interface ProjectEditorProps {
  project: Project;
  /** The edited project, totals up to date. Apply it at once, as for any controlled input. */
  onChange: (project: Project) => void;
  /** Prefix of the fields' ids; a generated one by default. */
  idPrefix?: string;
  /** The area calculator's total, offered as the quantity of lines counted in square feet; 0 offers nothing. */
  areaTotal?: number;
  /** The label chart of the scope's product and the R its added layer needs, for the bags calculator. */
  bags?: { chart: LabelChart; rNeeded: number | null };
  /** Told on mount and whenever the form turns valid or invalid. */
  onValidityChange?: (valid: boolean) => void;
  ref?: Ref<ProjectEditorHandle>;
}

/** Text as typed, and the project's value it stands against: when the project's value moves, the text gives way. */
interface Typed {
  text: string;
  value: number;
}

/** The lines that offer the board-feet calculator: those counted in board feet, else the first. */
function boardFeetLines(project: Project): ReadonlySet<string> {
  if (!project.ShowBoardFeetCalculator) return new Set();
  const board = project.Calculations.filter((calculation) => /board/i.test(calculation.QuantityLabel));
  const lines = board.length > 0 ? board : project.Calculations.slice(0, 1);
  return new Set(lines.map((calculation) => calculation.Guid));
}

/** Lines counted in square feet, which the area calculator's total can fill. */
const inSquareFeet = (calculation: Calculation) =>
  /\bsq\.?\s*f(?:ee)?t\b|\bsquare\s+f(?:ee|oo)t\b/i.test(calculation.QuantityLabel);

export function ProjectEditor({
  project,
  onChange,
  idPrefix,
  areaTotal = 0,
  bags,
  onValidityChange,
  ref,
}: ProjectEditorProps) {
  const generatedId = useId();
  const prefix = idPrefix ?? generatedId;
  const openPdf = usePdfViewer((state) => state.open);
  const [typed, setTyped] = useState<ReadonlyMap<string, Typed>>(new Map());
  // Fields whose blank error may show: left by the agent, or checked by validate().
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [calculatorFor, setCalculatorFor] = useState<string | null>(null);
  const [bagsOpen, setBagsOpen] = useState(false);
  const inputs = useRef(new Map<string, HTMLInputElement>());

  const keyOf = (calculation: Calculation, field: Field) => `${calculation.Guid}/${field}`;
  const textOf = (calculation: Calculation, field: Field) => {
    const entry = typed.get(keyOf(calculation, field));
    return entry !== undefined && entry.value === calculation[field] ? entry.text : String(calculation[field]);
  };

  const problems = project.Calculations.flatMap((calculation) =>
    FIELDS.flatMap((field) => {
      const parsed = parseField(field, textOf(calculation, field));
      return parsed.ok ? [] : [{ key: keyOf(calculation, field), message: parsed.message }];
    }),
  );
  const valid = problems.length === 0;

  useImperativeHandle(ref, () => ({
    validate() {
      const first = problems[0];
      if (!first) return true;
      setChecked((current) => new Set([...current, ...problems.map((problem) => problem.key)]));
      inputs.current.get(first.key)?.focus();
      return false;
    },
  }));

  const reportValidity = useRef(onValidityChange);
  useEffect(() => {
    reportValidity.current = onValidityChange;
  });
  useEffect(() => {
    reportValidity.current?.(valid);
  }, [valid]);

  function type(calculation: Calculation, field: Field, text: string) {
    const parsed = parseField(field, text);
    const value = parsed.ok ? parsed.value : calculation[field];
    setTyped((current) => new Map(current).set(keyOf(calculation, field), { text, value }));
    if (!parsed.ok || value === calculation[field]) return;
    const calculations = project.Calculations.map((line) =>
      line.Guid === calculation.Guid ? { ...line, [field]: value } : line,
    );
    onChange(recalculateProject({ ...project, Calculations: calculations }));
  }

  function shownProblem(calculation: Calculation, field: Field): string | undefined {
    const key = keyOf(calculation, field);
    const problem = problems.find((candidate) => candidate.key === key);
    if (!problem) return undefined;
    return checked.has(key) || textOf(calculation, field).trim() !== '' ? problem.message : undefined;
  }

  const boardFeet = boardFeetLines(project);
  const bagLine = bags ? project.Calculations.find(inSquareFeet) : undefined;

  return (
    <div className="project-editor d-grid gap-3">
      <div>
        <h3 className="h5 mb-1">{project.Name}</h3>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <span className="project-editor-code">#{project.Wsid}</span>
          <Button
            variant="outline-primary"
            size="sm"
            className="project-editor-guide"
            aria-label={`Open guide for ${project.Name}`}
            disabled={project.PdfFileName === ''}
            onClick={() => openPdf(project.PdfFileName)}
          >
            <InfoCircle aria-hidden="true" className="me-1" />
            Open guide
          </Button>
        </div>
        {project.Description && <p className="project-editor-description mt-2 mb-0">{project.Description}</p>}
      </div>

      {project.Calculations.map((calculation) => {
        const calculatorId = `${prefix}-${calculation.Guid}-board-feet`;
        const calculatorOpen = calculatorFor === calculation.Guid;
        return (
          <fieldset key={calculation.Guid} className="project-calculation">
            <legend>
              {calculation.QuantityLabel ? `${calculation.Name} (${calculation.QuantityLabel})` : calculation.Name}
            </legend>
            {calculation.Description && <p className="small text-body-secondary mb-2">{calculation.Description}</p>}
            <div className="project-calculation-fields">
              {FIELDS.map((field) => {
                const key = keyOf(calculation, field);
                return (
                  <NumberField
                    key={field}
                    id={`${prefix}-${calculation.Guid}-${field}`}
                    label={SPECS[field].label}
                    text={textOf(calculation, field)}
                    problem={shownProblem(calculation, field)}
                    inputRef={(element) => {
                      if (element) inputs.current.set(key, element);
                      else inputs.current.delete(key);
                    }}
                    onText={(text) => type(calculation, field, text)}
                    onLeave={() => setChecked((current) => (current.has(key) ? current : new Set(current).add(key)))}
                  />
                );
              })}
              <Figure id={`${prefix}-${calculation.Guid}-rate`} label="Rate" value={formatDollars(calculation.Rate)} />
              <Figure
                id={`${prefix}-${calculation.Guid}-total`}
                label="Total"
                value={formatDollars(calculation.Total)}
              />
            </div>
            {areaTotal > 0 && inSquareFeet(calculation) && calculation.Quantity !== areaTotal && (
              <div className="mt-3">
                <Button
                  variant="outline-primary"
                  className="project-editor-toggle"
                  aria-label={`Use the area total, ${formatSquareFeet(areaTotal)}, as the quantity of ${calculation.Name}`}
                  onClick={() => {
                    type(calculation, 'Quantity', String(areaTotal));
                    inputs.current.get(keyOf(calculation, 'Quantity'))?.focus();
                  }}
                >
                  <Rulers aria-hidden="true" className="me-1" />
                  Use the area total ({formatSquareFeet(areaTotal)})
                </Button>
              </div>
            )}
            {bags && bagLine?.Guid === calculation.Guid && (
              <div className="mt-3">
                <Button
                  variant="outline-primary"
                  className="project-editor-toggle"
                  aria-label={`Bags from the label for ${calculation.Name}`}
                  aria-expanded={bagsOpen}
                  aria-controls={`${prefix}-${calculation.Guid}-bags`}
                  onClick={() => setBagsOpen(!bagsOpen)}
                >
                  <Calculator aria-hidden="true" className="me-1" />
                  Bags from the label
                </Button>
                <div id={`${prefix}-${calculation.Guid}-bags`} className="mt-3" hidden={!bagsOpen}>
                  {bagsOpen && (
                    <BagCalculator
                      chart={bags.chart}
                      area={areaTotal > 0 ? areaTotal : calculation.Quantity}
                      rNeeded={bags.rNeeded}
                      lineName={calculation.Name}
                      onUseArea={(squareFeet) => {
                        type(calculation, 'Quantity', String(squareFeet));
                        setBagsOpen(false);
                        inputs.current.get(keyOf(calculation, 'Quantity'))?.focus();
                      }}
                    />
                  )}
                </div>
              </div>
            )}
            {boardFeet.has(calculation.Guid) && (
              <div className="mt-3">
                <Button
                  variant="outline-primary"
                  className="project-editor-toggle"
                  aria-label={`Board feet calculator for ${calculation.Name}`}
                  aria-expanded={calculatorOpen}
                  aria-controls={calculatorId}
                  onClick={() => setCalculatorFor(calculatorOpen ? null : calculation.Guid)}
                >
                  <Calculator aria-hidden="true" className="me-1" />
                  Board feet calculator
                </Button>
                <div id={calculatorId} className="mt-3" hidden={!calculatorOpen}>
                  {calculatorOpen && (
                    <BoardFeetCalculator
                      onUse={(boardFeetCount) => {
                        type(calculation, 'Quantity', String(boardFeetCount));
                        setCalculatorFor(null);
                        inputs.current.get(keyOf(calculation, 'Quantity'))?.focus();
                      }}
                    />
                  )}
                </div>
              </div>
            )}
          </fieldset>
        );
      })}

      <Form.Group controlId={`${prefix}-treatment-notes`}>
        <Form.Label>Treatment Notes</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          maxLength={contractLimits.textLength}
          aria-describedby={`${prefix}-treatment-limit`}
          value={project.TreatmentNotes}
          onChange={(event) => onChange({ ...project, TreatmentNotes: event.target.value })}
        />
        <TextLimitHint
          id={`${prefix}-treatment-limit`}
          value={project.TreatmentNotes}
          limit={contractLimits.textLength}
        />
      </Form.Group>

      <div className="project-total">
        <label htmlFor={`${prefix}-project-total`}>Project Total</label>
        {/* The one figure read out as it changes; the line totals would repeat it. */}
        <output id={`${prefix}-project-total`}>{formatDollars(project.SubTotal)}</output>
      </div>
    </div>
  );
}

interface NumberFieldProps {
  id: string;
  label: string;
  text: string;
  problem: string | undefined;
  inputRef: (element: HTMLInputElement | null) => void;
  onText: (text: string) => void;
  onLeave: () => void;
}

function NumberField({ id, label, text, problem, inputRef, onText, onLeave }: NumberFieldProps) {
  const errorId = `${id}-error`;
  return (
    <Form.Group controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        ref={inputRef}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        required
        value={text}
        isInvalid={problem !== undefined}
        aria-invalid={problem !== undefined}
        aria-describedby={problem === undefined ? undefined : errorId}
        onChange={(event) => onText(event.target.value)}
        onBlur={onLeave}
      />
      {problem !== undefined && (
        <Form.Control.Feedback type="invalid" id={errorId}>
          {problem}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}

function Figure({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <output id={id} className="project-figure" aria-live="off">
        {value}
      </output>
    </div>
  );
}
