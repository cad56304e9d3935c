// Approvals in the office console (docs/decisions/055-price-floors.md): a manager gives an approval code on the phone
// to an agent at a customer's table; below, the floors that make one needed.
import { ApprovalForm } from './approval-form';
import type { OfficeRole } from './office-console';
import { PriceFloorsPanel } from './price-floors-panel';

export function ApprovalsScreen({ role }: { role: OfficeRole }) {
  return (
    <>
      <ApprovalForm />
      <PriceFloorsPanel role={role} />
    </>
  );
}
