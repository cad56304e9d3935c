// One money or percent box of the Contract-step dialogs (docs/product-rules.md#money). A value that reads is saved as
// typed, so the contract moves live; one that does not stays on screen with its message and the contract keeps its
// last good value. When another box moves the stored value (a coupon percent sets the amount), the box follows it.
import { useId, useState, type ReactNode } from 'react';
import { Form, InputGroup } from 'react-bootstrap';
import { parseAmountInput, parsePercentInput, stripAmountInput } from '#domain/contract/amount-input';
import { formatDollars } from '#domain/format/money-format';

export type AmountKind = 'dollars' | 'percent';

const KINDS = {
  dollars: {
    parse: parseAmountInput,
    // 1500 -> '1500', 1500.5 -> '1500.50': stored amounts are whole cents.
    text: (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2)),
    kept: (value: number) => formatDollars(value),
  },
  percent: {
    parse: parsePercentInput,
    text: (value: number) => String(value),
    kept: (value: number) => `${value}%`,
  },
} as const;

export interface AmountFieldProps {
  label: string;
  kind: AmountKind;
  /** The value on the contract. */
  value: number;
  /** Called with each new value that reads; never with a refused one. */
  onValue: (value: number) => void;
  /** Shown under the box and read with it, such as the minimum deposit. */
  hint?: ReactNode;
  autoFocus?: boolean;
}

/** The text typed, and the stored value it stands for. */
interface Typed {
  text: string;
  value: number;
}

export function AmountField({ label, kind, value, onValue, hint, autoFocus }: AmountFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [typed, setTyped] = useState<Typed | null>(null);
  const spec = KINDS[kind];

  // 0 shows as an empty box (placeholder 0): nothing to delete before typing.
  const text = typed !== null && typed.value === value ? typed.text : value === 0 ? '' : spec.text(value);
  const parsed = spec.parse(text);
  const problem = parsed.ok ? undefined : parsed.message;

  function type(raw: string) {
    const stripped = stripAmountInput(raw);
    const next = spec.parse(stripped);
    setTyped({ text: stripped, value: next.ok ? next.value : value });
    if (next.ok && next.value !== value) onValue(next.value);
  }

  const describedBy = [hint === undefined ? null : hintId, problem === undefined ? null : errorId]
    .filter((part) => part !== null)
    .join(' ');

  return (
    <Form.Group controlId={id} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <InputGroup hasValidation>
        {kind === 'dollars' && <InputGroup.Text aria-hidden="true">$</InputGroup.Text>}
        <Form.Control
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          autoFocus={autoFocus}
          value={text}
          isInvalid={problem !== undefined}
          aria-invalid={problem !== undefined}
          aria-describedby={describedBy === '' ? undefined : describedBy}
          onChange={(event) => type(event.target.value)}
        />
        {kind === 'percent' && <InputGroup.Text aria-hidden="true">%</InputGroup.Text>}
        {problem !== undefined && (
          <Form.Control.Feedback type="invalid" id={errorId}>
            {problem} The contract keeps {spec.kept(value)}.
          </Form.Control.Feedback>
        )}
      </InputGroup>
      {hint !== undefined && (
        <Form.Text id={hintId} className="d-block">
          {hint}
        </Form.Text>
      )}
    </Form.Group>
  );
}
