// What the builder's store needs of the device (its database, drafts, claims and signed copies), fetched with the
// first use rather than with the store: a builder step draws before the device database's code has arrived.
export { keepSaveRecords } from '../storage/contract-writes';
export { readMeta } from '../storage/meta-storage';
export { signedContracts } from '../storage/signed-storage';
export { recoverDraft } from './draft-recovery';
export { createTabHold, newestState } from './tab-hold';
