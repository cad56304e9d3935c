// Phone numbers shown as ###-###-#### (docs/product-rules.md#formats), tidied when the agent leaves the field, never
// while typing. An extension typed after the number ("x89", "ext. 89", "#89") is kept as " x89"; input that cannot be
// a US number keeps every digit typed.

/** The digits of the input, nothing else ('(555) 123-4567' -> '5551234567'). */
export function phoneDigits(input: string | null | undefined): string {
  return typeof input === 'string' ? input.replace(/\D/g, '') : '';
}

/** An extension at the end of what was typed: 'x89', 'ext 89', 'ext. 89', 'extension 89', '#89'. */
const EXTENSION = /[\s,;]*(?:x|ext\.?|extension|#)\s*(\d+)\s*$/i;

function formatNumber(input: string): string {
  let digits = phoneDigits(input);
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length > 10) return digits;
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** '15551234567' -> '555-123-4567'; '555 123 4567 ext. 89' -> '555-123-4567 x89'; 12 digits stay bare. */
export function formatPhone(input: string | null | undefined): string {
  const text = typeof input === 'string' ? input : '';
  const extension = EXTENSION.exec(text);
  if (!extension) return formatNumber(text);
  const number = formatNumber(text.slice(0, extension.index));
  return number === '' ? `x${extension[1]}` : `${number} x${extension[1]}`;
}
