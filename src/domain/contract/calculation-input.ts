// What an agent types into a calculation's Quantity or Difficulty Factor (docs/product-rules.md#money: numeric and
// required). Only plain decimals count ('1e5' or '0x10' are refused, not read as a surprise), and the limits are the
// cloud's columns (src/server/contracts/contract-checks.ts), so what the editor accepts also syncs.

export type CalculationInput = { ok: true; value: number } | { ok: false; message: string };

/** Quantities stay below this (the contract schema's largest amount). */
export const QUANTITY_LIMIT = 1_000_000_000;
/** Difficulty factors stay below this (a numeric(8, 4) column). */
export const DIFFICULTY_FACTOR_LIMIT = 10_000;
export const MAX_DECIMALS = 4;

// '1800', '1,800', '1,800.5', '.5', '12.' (half typed); commas only between
// groups of three digits, so '1,80' is refused rather than read as 180.
const DECIMAL = /^-?(?:(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?|\.(\d+))$/;

// Made on first use: see money-format.ts.
let wholeNumberFormat: Intl.NumberFormat | undefined;
const wholeNumber = (): Intl.NumberFormat => (wholeNumberFormat ??= new Intl.NumberFormat('en-US'));

/**
 * Reads one field; `label` names it in the message ('Quantity is required').
 * The value must be at least 0 and below `below`.
 */
export function parseCalculationInput(text: string, label: string, below = QUANTITY_LIMIT): CalculationInput {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: `${label} is required` };
  const match = DECIMAL.exec(trimmed);
  if (!match) return { ok: false, message: `${label} must be a number, like 12 or 1.25` };
  // `+ 0` turns '-0' into 0.
  const value = Number(trimmed.replaceAll(',', '')) + 0;
  if (value < 0) return { ok: false, message: `${label} cannot be negative` };
  const decimals = (match[1] ?? match[2] ?? '').replace(/0+$/, '').length;
  if (decimals > MAX_DECIMALS) return { ok: false, message: `${label} can have at most ${MAX_DECIMALS} decimals` };
  if (value >= below) return { ok: false, message: `${label} must be less than ${wholeNumber().format(below)}` };
  return { ok: true, value };
}
