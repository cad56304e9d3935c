// One area of the installer's receipt as the installer fills it in: its name, the coverage area, the R-value and the
// bags installed; the label's row (R-value and both thicknesses) is shown as it is read from the chart.
import { useId } from 'react';
import { Button, Form } from 'react-bootstrap';
import { receiptArea, type ReceiptArea } from '#domain/insulation/installer-receipt';
import type { LabelChart } from '#domain/insulation/label-chart';

export interface AreaDraft {
  key: string;
  name: string;
  product: string;
  squareFeet: string;
  r: string;
  bags: string;
}

const AREA = /^\d{1,7}(?:\.\d{0,2})?$/;
const WHOLE = /^\d{1,6}$/;

/** The area the draft describes, or null while a figure does not read or the label does not reach its R. */
export function areaOf(draft: AreaDraft, chart: LabelChart | undefined): ReceiptArea | null {
  const [squareFeet, r, bags] = [draft.squareFeet.trim(), draft.r.trim(), draft.bags.trim()];
  if (!chart || !AREA.test(squareFeet) || !WHOLE.test(r) || !WHOLE.test(bags)) return null;
  return receiptArea(draft.name.trim(), chart, Number(squareFeet), Number(r), Number(bags));
}

interface Props {
  draft: AreaDraft;
  chart: LabelChart | undefined;
  onChange: (draft: AreaDraft) => void;
  onRemove: (() => void) | null;
}

export function ReceiptAreaFields({ draft, chart, onChange, onRemove }: Props) {
  const id = useId();
  const area = areaOf(draft, chart);
  const field = (key: 'name' | 'squareFeet' | 'r' | 'bags', label: string, pattern: RegExp | null) => (
    <Form.Group controlId={`${id}-${key}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="text"
        inputMode={pattern ? 'decimal' : 'text'}
        autoComplete="off"
        value={draft[key]}
        isInvalid={pattern !== null && draft[key].trim() !== '' && !pattern.test(draft[key].trim())}
        onChange={(event) => onChange({ ...draft, [key]: event.target.value })}
      />
    </Form.Group>
  );
  return (
    <fieldset className="receipt-area border rounded p-3 d-grid gap-2">
      <legend className="h6 float-none w-auto px-1 mb-0">{draft.name.trim() || 'New area'}</legend>
      <p className="mb-0 small text-body-secondary">{draft.product}</p>
      <div className="d-flex flex-wrap gap-3">
        {field('name', 'Area of the house', null)}
        {field('squareFeet', 'Coverage area (sq ft)', AREA)}
        {field('r', 'R-value needed', WHOLE)}
        {field('bags', 'Bags installed', WHOLE)}
      </div>
      <output className="d-block" aria-live="polite" aria-label={`Label row for ${draft.name.trim() || 'the area'}`}>
        {area
          ? `Label row R-${area.RValue}: installed ${area.InstalledInches} in., settled ${area.SettledInches} in.`
          : 'Type the coverage area, the R-value and the bags to read the label’s row.'}
      </output>
      {onRemove && (
        <div>
          <Button variant="outline-danger" onClick={onRemove}>
            Remove {draft.name.trim() || 'this area'}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
