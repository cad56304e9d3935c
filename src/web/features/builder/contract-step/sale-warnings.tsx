// What stands between this contract and a signature on the tablet, said on the Contract step while the agent can
// still change it, before the customer hears the price (docs/decisions/080-said-while-it-can-change.md): a price
// below the office's floor, a state whose law sends this sale to paper, a coupon past its last day.
import { Alert } from 'react-bootstrap';
import { belowFloorText, shortfallText } from '#domain/approval/floor-words';
import { localIsoDate } from '#domain/catalogue/price-book';
import { offerProblem } from '#domain/contract/honest-offer';
import type { Contract } from '#domain/contract/model';
import { floorCheckOnDevice } from '#web/contract-in-progress/floor-gate';
import { useCatalogueStore } from '#web/sync/catalogue-download';
import { useSessionStore } from '#web/sync/session-store';
import { useSaleLaw } from '#web/sync/state-rules';

/** The contract against the floors this tablet knows, read again when a sync brings new ones or the seller changes. */
function useFloorCheck(contract: Contract) {
  useCatalogueStore((state) => state.floors);
  useSessionStore((state) => state.profile?.role);
  return floorCheckOnDevice(contract);
}

/** By how much, and which floor: under a value dialog's figures as the price is typed, and on the Contract step. */
export function FloorNote({ contract }: { contract: Contract }) {
  const check = useFloorCheck(contract);
  if (check.shortfalls.length === 0) return null;
  return (
    <div className="floor-note" role="status" aria-label="Below the office’s floor">
      <p className="fw-bold mb-1">{belowFloorText(check.shortCents)}</p>
      <ul className="mb-0">
        {check.shortfalls.map((shortfall) => (
          <li key={shortfall.kind === 'discount' ? 'discount' : shortfall.name}>{shortfallText(shortfall)}</li>
        ))}
      </ul>
    </div>
  );
}

export function SaleWarnings({ contract }: { contract: Contract }) {
  const { rules } = useSaleLaw(contract);
  const offer = offerProblem(contract.Values.Coupon, localIsoDate(new Date()));
  const below = useFloorCheck(contract).shortfalls.length > 0;
  return (
    <>
      {below && (
        <Alert variant="warning" className="no-print">
          <FloorNote contract={contract} />
        </Alert>
      )}
      {rules.electronicSigning !== 'allowed' && (
        <Alert variant="warning" role="status" className="no-print">
          <p className="fw-bold mb-1">In {rules.name}, this contract is signed on paper.</p>
          <p className="mb-0">
            {rules.name}&rsquo;s law on electronic signatures leaves out contracts sold in the customer&rsquo;s home,
            and the company&rsquo;s counsel has not approved signing them on a tablet: print it for the customer to sign
            with a pen.
          </p>
        </Alert>
      )}
      {offer && (
        <Alert variant="warning" role="status" className="no-print">
          {offer}
        </Alert>
      )}
    </>
  );
}
