// Display formats of docs/product-rules.md#formats. Values come from stored contracts and typed input, so anything
// that is not a finite number shows as zero rather than 'NaN'. Rounding goes through roundHalfUp: Intl would round
// the float 1.005 (really 1.00499...) down.
import { roundHalfUp } from '../money';

// Made on first use, not when the module loads: the first Intl formatter of a
// page costs the browser its number data, which the first screen does not need.
const formatter = (options: Intl.NumberFormatOptions): (() => Intl.NumberFormat) => {
  let made: Intl.NumberFormat | undefined;
  return () => (made ??= new Intl.NumberFormat('en-US', options));
};
const twoDecimals = formatter({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeNumber = formatter({ maximumFractionDigits: 0 });
const upToTwoDecimals = formatter({ maximumFractionDigits: 2 });
const wholeDollars = formatter({
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

// `+ 0` turns -0 into 0 so that -0.001 shows as '0.00', not '-0.00'.
function rounded(value: number, unit: number): number {
  return roundHalfUp([value], unit) + 0;
}

/** 1234.5 -> '1,234.50'; not a finite number -> '0.00'. */
export function formatMoney(value: unknown): string {
  if (!isFiniteNumber(value)) return '0.00';
  return twoDecimals().format(roundHalfUp([value, 100]) / 100 + 0);
}

/** 1234.5 -> '$1,234.50'; -5 -> '-$5.00'; not a finite number -> '$0.00'. */
export function formatDollars(value: unknown): string {
  const text = formatMoney(value);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** 1234.6 -> '1,235'; not a finite number -> '0'. */
export function formatCount(value: unknown): string {
  if (!isFiniteNumber(value)) return '0';
  return wholeNumber().format(rounded(value, 1));
}

/** 174 -> '174 sq ft'; 1234.5 -> '1,234.5 sq ft' (to the hundredth); not a finite number -> '0 sq ft'. */
export function formatSquareFeet(value: unknown): string {
  const feet = isFiniteNumber(value) ? roundHalfUp([value, 100]) / 100 + 0 : 0;
  return `${upToTwoDecimals().format(feet)} sq ft`;
}

/** 1234.5 -> '$1,235'; not a finite number -> '$0'. */
export function formatWholeDollars(value: unknown): string {
  if (!isFiniteNumber(value)) return '$0';
  return wholeDollars().format(rounded(value, 1));
}
