// Words the office's contract screens share: each state as the office reads it, and each way a notice comes.
import type { ContractState, NOTICE_WAYS } from '#api/office-contracts';

export const STATE_NAMES: Record<ContractState, string> = {
  draft: 'Draft',
  saved: 'Saved',
  signed: 'Signed',
  emailed: 'Signed and emailed',
  cancelled: 'Cancelled',
};

/** Each state's badge: its colour, and dark text where white would not read on it. */
export const STATE_BADGES: Record<ContractState, { bg: string; text?: 'dark' }> = {
  draft: { bg: 'light', text: 'dark' },
  saved: { bg: 'info', text: 'dark' },
  signed: { bg: 'primary' },
  emailed: { bg: 'success' },
  cancelled: { bg: 'danger' },
};

export const NOTICE_NAMES: Record<(typeof NOTICE_WAYS)[number], string> = {
  mail: 'By mail (the postmark date)',
  email: 'By email (the date it was sent)',
  'in-person': 'In person (the date it was handed over)',
  phone: 'By phone (the date of the call)',
};
