// Deposit (docs/product-rules.md#money): the amount paid today, saved as it is typed, with
// the minimum deposit as a hint only — 20% of the total after discounts, in
// whole dollars. A smaller deposit is allowed and not flagged.
import { MINIMUM_DEPOSIT_PERCENT, minimumDepositCents, setDeposit } from '#domain/contract/values';
import { formatWholeDollars } from '#domain/format/money-format';
import { toDollars } from '#domain/money';
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

function DepositFields() {
  const { values, change } = useContractValues();
  if (!values) return null;
  const minimum = formatWholeDollars(toDollars(minimumDepositCents(values)));
  return (
    <>
      <AmountField
        label="Deposit"
        kind="dollars"
        value={values.Deposit}
        onValue={(deposit) => change((current) => setDeposit(current, deposit))}
        hint={`Minimum deposit (${MINIMUM_DEPOSIT_PERCENT}%): ${minimum}`}
        autoFocus
      />
      <ValuesSummary values={values} />
    </>
  );
}
