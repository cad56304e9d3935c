// The customer chooses one of the contract's options before signing (docs/decisions/056-options.md): only the chosen
// option is printed, signed and hashed; the others stay with the contract for the office, never printed.
import { useId } from 'react';
import { Button, Form } from 'react-bootstrap';
import { optionViews } from '#domain/contract/options';
import type { Contract } from '#domain/contract/model';
import { formatDollars } from '#domain/format/money-format';

interface OptionChoiceProps {
  contract: Contract;
  chosen: string | null;
  onChoose: (id: string) => void;
  onConfirm: () => void;
}

export function OptionChoice({ contract, chosen, onChoose, onConfirm }: OptionChoiceProps) {
  const headingId = useId();
  const views = optionViews(contract);
  return (
    <section className="card" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h4">
          Which option does the customer choose?
        </h2>
        <p className="text-body-secondary">
          Only the option chosen is printed and signed. The others stay with the contract for the office.
        </p>
        <Form.Group role="radiogroup" aria-labelledby={headingId} className="mb-3">
          {views.map((view) => (
            <Form.Check
              key={view.Id}
              type="radio"
              id={`${headingId}-${view.Id}`}
              name={`${headingId}-choice`}
              className="option-radio"
              label={`${view.Name}: ${formatDollars(view.Values.NetDue)}`}
              checked={chosen === view.Id}
              onChange={() => onChoose(view.Id)}
            />
          ))}
        </Form.Group>
        <Button size="lg" disabled={chosen === null} onClick={onConfirm}>
          Sign the option chosen
        </Button>
      </div>
    </section>
  );
}
