// Under a contract's customer in My Contracts, once the office recorded that the customer cancelled it: the contract
// and its signed copy stay on the tablet; the badge says it is no sale.
import { useEffect } from 'react';
import { Badge } from 'react-bootstrap';
import { longDate } from '#domain/printed-contract/contract-dates';
import { loadCancellations, useCancellationsStore } from '#web/sync/cancellations';

export function CancelledNote({ contractId }: { contractId: string }) {
  const cancellation = useCancellationsStore((state) => state.byContract[contractId]);
  useEffect(() => {
    void loadCancellations();
  }, []);
  if (!cancellation) return null;
  const [year, month, day] = cancellation.noticeDate.split('-').map(Number) as [number, number, number];
  return (
    <div className="contracts-cancelled small">
      <Badge bg="danger">Cancelled</Badge> The customer cancelled (notice dated {longDate({ year, month, day })}).
    </div>
  );
}
