// The contract's options above the steps that build them (docs/decisions/056-options.md): which one is being worked
// on, the others a tap away, a new one copied from the current one, its name, and the presentation to the customer.
import { useId, useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router';
import { MAX_OPTION_NAME, MAX_OPTIONS, optionViews } from '#domain/contract/options';
import type { Contract } from '#domain/contract/model';
import { formatDollars } from '#domain/format/money-format';
import { compareOptions } from '#domain/contract/option-comparison';
import { toDollars } from '#domain/money';
import { useBuilderStore } from '#web/contract-in-progress/builder-store';
import './options.css';

export function OptionsBar({ contract }: { contract: Contract }) {
  const headingId = useId();
  const views = optionViews(contract);
  const figures = compareOptions(contract);
  const addOption = useBuilderStore((state) => state.addOption);
  const switchOption = useBuilderStore((state) => state.switchOption);
  const renameOption = useBuilderStore((state) => state.renameOption);
  const removeOption = useBuilderStore((state) => state.removeOption);
  const current = views.find((view) => view.Current)!;
  const [name, setName] = useState<{ id: string; text: string } | null>(null);

  if (!contract.Options)
    return (
      <div className="options-bar options-bar-single no-print">
        <Button variant="outline-primary" onClick={addOption}>
          Add an option to compare
        </Button>
        <span className="text-body-secondary">
          Copies this contract as a second choice (good, better, best) to show the customer side by side.
        </span>
      </div>
    );

  const typed = name?.id === current.Id ? name.text : current.Name;
  return (
    <section className="options-bar no-print" aria-labelledby={headingId}>
      <h2 id={headingId} className="h6 mb-2">
        Options
      </h2>
      <div className="options-choices" role="group" aria-label="Option being worked on">
        {views.map((view, index) => (
          <Button
            key={view.Id}
            variant={view.Current ? 'primary' : 'outline-primary'}
            aria-pressed={view.Current}
            onClick={() => switchOption(view.Id)}
          >
            {view.Name} <span className="options-total">{formatDollars(toDollars(figures[index]!.priceCents))}</span>
          </Button>
        ))}
        {views.length < MAX_OPTIONS && (
          <Button variant="outline-secondary" onClick={addOption}>
            Add an option (copy of {current.Name})
          </Button>
        )}
      </div>
      <div className="options-tools">
        <label htmlFor={`${headingId}-name`}>Name of this option</label>
        <input
          id={`${headingId}-name`}
          className="form-control"
          value={typed}
          maxLength={MAX_OPTION_NAME}
          onChange={(event) => setName({ id: current.Id, text: event.target.value })}
          onBlur={() => {
            if (name?.id === current.Id) renameOption(current.Id, name.text);
            setName(null);
          }}
        />
        <Button variant="outline-danger" onClick={() => removeOption(current.Id)}>
          Remove the option {current.Name}
        </Button>
        <Link to="/builder/options" className="btn btn-success">
          Present the options
        </Link>
      </div>
    </section>
  );
}
