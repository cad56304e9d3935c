// The product's confirmations, word for word (docs/product-rules.md#confirmations), answered Yes
// or No as in the original. Each is asked through the one confirm dialog:
// `await confirm(DELETE_PROJECT)`.
import type { ConfirmOptions } from './confirm-store';

/** The original's answers to its questions; No has the focus, so a stray Enter changes nothing. */
const YES_NO = { confirmLabel: 'Yes', cancelLabel: 'No' } as const;

export const DELETE_PROJECT = {
  title: 'Delete Project',
  body: 'Are you sure you want to delete this project?',
  ...YES_NO,
} as const satisfies ConfirmOptions;

export const START_NEW_CONTRACT = {
  title: 'Start New Contract',
  body: 'Are you sure you want to clear the current form data and start a new contract?',
  ...YES_NO,
} as const satisfies ConfirmOptions;

export const DELETE_CONTRACT = {
  title: 'Delete Contract',
  body: 'Are you sure you want to delete this contract from Local Storage?',
  ...YES_NO,
} as const satisfies ConfirmOptions;

export const REMOVE_LEGACY_FINANCING = {
  title: 'Remove Legacy Financing?',
  body: 'If you uncheck this legacy financing option, you will not be able to re-select it. Are you sure you want to continue?',
  ...YES_NO,
} as const satisfies ConfirmOptions;

export const DELETE_GOAL = {
  title: 'Delete Goal',
  body: 'Are you sure you want to delete this goal and its projects?',
  ...YES_NO,
} as const satisfies ConfirmOptions;
