// The lines of the contract an agent may change on screen, in the order the
// Contract step's toolbox offers them, with the name each is edited under.
export const EDITABLE_LINES = ['deposit', 'discount', 'coupon', 'financing', 'notes'] as const;

export type EditableLine = (typeof EDITABLE_LINES)[number];

export const EDITABLE_LINE_TITLES: Record<EditableLine, string> = {
  deposit: 'Deposit',
  discount: 'Discount',
  coupon: 'Coupon',
  financing: 'Financing',
  notes: 'Notes',
};
