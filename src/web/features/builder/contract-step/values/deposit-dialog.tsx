// Deposit (docs/product-rules.md#money): the amount paid today, saved as it is typed. The hint is 20% of the total
// after discounts in whole dollars, never more than the job site's state allows; where the state caps deposits the
// cap is shown, and a deposit above it is said (it saves, but cannot be signed: docs/decisions/050-state-rules.md).
import { depositGuide } from '#domain/contract/sale-law';
import { MINIMUM_DEPOSIT_PERCENT, setDeposit } from '#domain/contract/values';
import { formatDollars, formatWholeDollars } from '#domain/format/money-format';
import { toDollars, type Cents } from '#domain/money';
import { useBuilderStore } from '#web/contract-in-progress/builder-store';
import { deviceSaleLaw } from '#web/sync/state-rules';
import { AmountField } from './amount-field';
import { useContractValues } from './use-contract-values';
import { ValueDialog } from './value-dialog';
import { ValuesSummary } from './values-summary';

export function DepositDialog() {
  return (
    <ValueDialog modal="deposit">
      <DepositFields />
    </ValueDialog>
  );
}

/** $1,000 when whole, $2,607.33 when not: a cap is never rounded up. */
const amount = (cents: Cents) =>
  cents % 100 === 0 ? formatWholeDollars(toDollars(cents)) : formatDollars(toDollars(cents));

function DepositFields() {
  const { values, change } = useContractValues();
  const contract = useBuilderStore((state) => state.contract);
  if (!values || !contract) return null;
  const law = deviceSaleLaw(contract);
  const guide = depositGuide(contract, law);
  const state = law.rules.name;
  const twentyPercentFits = guide.capCents === null || guide.suggestedCents < guide.capCents;
  return (
    <>
      <AmountField
        label="Deposit"
        kind="dollars"
        value={values.Deposit}
        onValue={(deposit) => change((current) => setDeposit(current, deposit))}
        hint={
          <>
            {twentyPercentFits && `Minimum deposit (${MINIMUM_DEPOSIT_PERCENT}%): ${amount(guide.suggestedCents)}`}
            {twentyPercentFits && guide.capCents !== null && '. '}
            {guide.capCents !== null && `Maximum deposit in ${state}: ${amount(guide.capCents)}`}
            {guide.overCents > 0 && ' '}
            {guide.overCents > 0 && (
              <span className="d-block text-danger fw-semibold">
                {formatDollars(toDollars(guide.overCents))} over the maximum: the contract cannot be signed until the
                deposit is at most {amount(guide.capCents ?? 0)}.
              </span>
            )}
          </>
        }
        autoFocus
      />
      <ValuesSummary values={values} />
    </>
  );
}
