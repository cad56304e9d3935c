// The office's price floors on the Sign step (docs/decisions/055-price-floors.md): the floors and work scopes the
// tablet holds, the signed-in seller's role, and the count of wrong codes kept on this device.
import { approvalHolds, type PriceApproval } from '#domain/approval/price-approval';
import { checkFloors, NO_FLOORS, sellingRole, type FloorCheck } from '#domain/approval/price-floors';
import type { Contract } from '#domain/contract/model';
import { useCatalogueStore } from '#web/sync/catalogue-download';
import { useSessionStore } from '#web/sync/session-store';

/** The contract against its seller's floors, as this tablet knows them. */
export function floorCheckOnDevice(contract: Contract): FloorCheck {
  const { floors, scopes } = useCatalogueStore.getState();
  const categories = new Map((scopes ?? []).map((scope) => [scope.id, scope.category.id]));
  const role = sellingRole(useSessionStore.getState().profile?.role);
  return checkFloors(contract, floors ?? NO_FLOORS, role, (id) => categories.get(id));
}

/** Who asks for an approval: the agent signed in on this tablet. */
export function sellerId(): string | null {
  return useSessionStore.getState().user?.id ?? null;
}

/** Why the contract may not be signed for its price, or null when it may. */
export function floorBlocker(contract: Contract, approval: PriceApproval | null | undefined): string | null {
  const check = floorCheckOnDevice(contract);
  if (check.shortfalls.length === 0) return null;
  const agentId = sellerId();
  if (approval && agentId && approvalHolds(approval, contract, agentId)) return null;
  return "the price is below the office's floor and a manager's approval code has not been entered for it.";
}

export { readAttempts, recordAttempt } from '../storage/approval-attempts-storage';
