// The Contract step's five value dialogs, mounted once on the step. Each opens
// when contract-modals-store names it, whether the toolbox or a line of the
// printed contract asked.
import { CouponDialog } from './coupon-dialog';
import { DepositDialog } from './deposit-dialog';
import { DiscountDialog } from './discount-dialog';
import { FinancingDialog } from './financing-dialog';
import { NotesDialog } from './notes-dialog';

export function ContractDialogs() {
  return (
    <>
      <DepositDialog />
      <DiscountDialog />
      <CouponDialog />
      <FinancingDialog />
      <NotesDialog />
    </>
  );
}
