// Discount (docs/product-rules.md#money): an amount off the total, saved as it is typed;
// the domain marks it Active when above 0, and only then is it on the contract.
import { setDiscount } from '#domain/contract/values';
import { AmountField } from './amount-field';
import { useContractValues } from './use-contract-values';
import { ValueDialog } from './value-dialog';
import { ValuesSummary } from './values-summary';
import { DialogFloorNote } from './dialog-floor-note';

export function DiscountDialog() {
  return (
    <ValueDialog modal="discount">
      <DiscountFields />
    </ValueDialog>
  );
}

function DiscountFields() {
  const { values, change } = useContractValues();
  if (!values) return null;
  return (
    <>
      <AmountField
        label="Discount"
        kind="dollars"
        value={values.Discount.Amount}
        onValue={(amount) => change((current) => setDiscount(current, amount))}
        hint="A discount of $0 is left off the contract."
        autoFocus
      />
      <ValuesSummary values={values} />
      <DialogFloorNote />
    </>
  );
}
