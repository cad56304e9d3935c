// Under the discount's and the coupon's figures, as the amount is typed: how far the price falls below the office's
// floor, so the agent knows a manager's code will be needed before the customer hears the price (decision 080).
import { useBuilderStore } from '#web/contract-in-progress/builder-store';
import { FloorNote } from '../sale-warnings';

export function DialogFloorNote() {
  const contract = useBuilderStore((state) => state.contract);
  return contract ? <FloorNote contract={contract} /> : null;
}
