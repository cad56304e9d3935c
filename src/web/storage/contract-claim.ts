// One tab at a time builds a given contract: the tab that opens it claims it
// (a device lock held as long as the contract is in its builder), and another
// tab that finds it claimed is told, and changes nothing, instead of writing
// over the first tab's work (docs/decisions/019-two-tabs.md). A tab that is
// closed or killed gives its claims back with its locks.
import { tryDeviceLock } from './device-lock';

export interface ContractClaim {
  contractId: string;
  release: () => void;
}

function lockName(contractId: string): string {
  return `contract-open:${contractId}`;
}

/** Claims `contractId` for this tab; null when another tab holds it. */
export function claimContract(contractId: string): Promise<ContractClaim | null> {
  return new Promise((resolve) => {
    let release: () => void = () => {};
    const released = new Promise<void>((done) => {
      release = done;
    });
    void tryDeviceLock(lockName(contractId), async () => {
      resolve({ contractId, release });
      await released;
    }).then(
      (result) => {
        if (!result.ran) resolve(null);
      },
      // The lock could not be asked for at all: building goes on, as without a second tab.
      () => resolve({ contractId, release }),
    );
  });
}
