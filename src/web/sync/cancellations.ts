// The customers' cancellations the office recorded of this agent's contracts (docs/decisions/044-contracts-in-the-
// office.md): fetched after every Sync all (cancellations-download.ts), kept for offline use, shown in My Contracts.
import type { StoredCancellations } from '../storage/meta-storage';
import { officeSetting } from './office-setting';

const cancellations = officeSetting<'cancellations', StoredCancellations>('cancellations', () => ({
  byContract: {},
  downloadedAt: '',
}));

export const useCancellationsStore = cancellations.useStore;
export const loadCancellations = cancellations.load;
export const takeDownloadedCancellations = cancellations.take;
