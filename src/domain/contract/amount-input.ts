// What an agent types into the deposit, discount and coupon boxes: '$1,250.50' means 1250.50. Characters other than
// digits, dot and minus are stripped (docs/product-rules.md#money); what still does not read as an amount is
// reported, never silently turned into a different number.
import { toCents, toDollars } from '../money';

export type AmountInput = { ok: true; value: number } | { ok: false; value: 0; message: string };

/** Keeps digits, dots and minus signs. */
export function stripAmountInput(text: string): string {
  return text.replace(/[^0-9.-]/g, '');
}

const AMOUNT_PATTERN = /^-?(\d+\.?\d*|\.\d+)$/;

/** Parses a dollar amount typed by an agent; blank is 0. */
export function parseAmountInput(text: string | number): AmountInput {
  if (typeof text === 'number') {
    return Number.isFinite(text) && text >= 0 ? { ok: true, value: text } : invalid(text);
  }
  const stripped = stripAmountInput(text);
  if (stripped === '') return { ok: true, value: 0 };
  if (!AMOUNT_PATTERN.test(stripped)) {
    return { ok: false, value: 0, message: `'${text}' is not an amount. Type it like 1250 or 1250.50.` };
  }
  const value = Number(stripped);
  return value < 0 ? invalid(value) : { ok: true, value: toDollars(toCents(value)) };
}

function invalid(value: number): AmountInput {
  return Number.isFinite(value)
    ? { ok: false, value: 0, message: 'An amount cannot be negative.' }
    : { ok: false, value: 0, message: 'That is not an amount. Type it like 1250 or 1250.50.' };
}

/** Parses a coupon percent: 0 to 100, decimals allowed. */
export function parsePercentInput(text: string | number): AmountInput {
  const parsed = parseAmountInput(text);
  if (!parsed.ok) return parsed;
  if (parsed.value > 100) return { ok: false, value: 0, message: 'A percent is between 0 and 100.' };
  return parsed;
}
