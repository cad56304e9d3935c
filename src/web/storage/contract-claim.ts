// One tab at a time builds a given contract (docs/decisions/019-two-tabs.md): the tab that opens it claims it with a
// device lock held while it is in its builder, and another tab that finds it claimed is told and changes nothing.
// A tab that is closed or killed gives its claims back with its locks.
import { tryDeviceLock } from './device-lock';

export interface ContractClaim {
  contractId: string;
  release: () => void;
}

function lockName(contractId: string): string {
  return `contract-open:${contractId}`;
}

const TAB_ID_KEY = 'contract-builder:tab';

/** This tab's id, kept across its reloads (sessionStorage belongs to one tab); null where storage is refused. */
function tabId(): string | undefined {
  try {
    let id = sessionStorage.getItem(TAB_ID_KEY);
    if (!id) {
      id = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join(
        '',
      );
      sessionStorage.setItem(TAB_ID_KEY, id);
    }
    return id;
  } catch {
    return undefined;
  }
}

/** Claims `contractId` for this tab; null when another tab holds it. */
export function claimContract(contractId: string): Promise<ContractClaim | null> {
  return new Promise((resolve) => {
    let release: () => void = () => {};
    const released = new Promise<void>((done) => {
      release = done;
    });
    // A reload of this tab takes back its own claim at once, even where a lease outlives the page.
    void tryDeviceLock(
      lockName(contractId),
      async () => {
        resolve({ contractId, release });
        await released;
      },
      { owner: tabId() },
    ).then(
      (result) => {
        if (!result.ran) resolve(null);
      },
      // The lock could not be asked for at all: building goes on, as without a second tab.
      () => resolve({ contractId, release }),
    );
  });
}
