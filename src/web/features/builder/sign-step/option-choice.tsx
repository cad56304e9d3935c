// The customer chooses one of the contract's options before signing (decisions 056, 077): each row, tapped anywhere,
// chooses it, and shows its price, what is paid today and the monthly payment. Only the chosen option is printed,
// signed and hashed; the others stay with the contract for the office, never printed.
import { useId } from 'react';
import { Button } from 'react-bootstrap';
import { compareOptions, type OptionFigures } from '#domain/contract/option-comparison';
import type { Contract } from '#domain/contract/model';
import { formatDollars } from '#domain/format/money-format';
import { toDollars } from '#domain/money';

interface OptionChoiceProps {
  contract: Contract;
  chosen: string | null;
  onChoose: (id: string) => void;
  onConfirm: () => void;
}

const dollars = (cents: number) => formatDollars(toDollars(cents));

/** The second line of a row: what is paid today and the monthly payment, where there are any. */
function terms(figures: OptionFigures): string {
  const parts = [
    ...(figures.depositCents > 0 ? [`${dollars(figures.depositCents)} paid today`] : []),
    ...(figures.monthly
      ? [`or ${dollars(figures.monthly.amountCents)} a month for ${figures.monthly.months} months`]
      : []),
  ];
  return parts.join(' · ');
}

export function OptionChoice({ contract, chosen, onChoose, onConfirm }: OptionChoiceProps) {
  const headingId = useId();
  const options = compareOptions(contract);
  return (
    <section className="card" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h4">
          Which option does the customer choose?
        </h2>
        <p className="text-body-secondary">
          Only the option chosen is printed and signed. The others stay with the contract for the office.
        </p>
        <div role="radiogroup" aria-labelledby={headingId} className="option-choices mb-3">
          {options.map((option) => {
            const id = `${headingId}-${option.id}`;
            const more = terms(option);
            return (
              <label key={option.id} htmlFor={id} className="option-choice-row">
                <input
                  type="radio"
                  className="form-check-input"
                  id={id}
                  name={`${headingId}-choice`}
                  checked={chosen === option.id}
                  onChange={() => onChoose(option.id)}
                  aria-labelledby={`${id}-name`}
                  aria-describedby={more ? `${id}-terms` : undefined}
                />
                <span>
                  <span id={`${id}-name`} className="option-choice-name">
                    {option.name}: {dollars(option.priceCents)}
                  </span>
                  {more && (
                    <span id={`${id}-terms`} className="d-block text-body-secondary">
                      {more}
                    </span>
                  )}
                </span>
              </label>
            );
          })}
        </div>
        <Button size="lg" disabled={chosen === null} onClick={onConfirm}>
          Sign the option chosen
        </Button>
      </div>
    </section>
  );
}
