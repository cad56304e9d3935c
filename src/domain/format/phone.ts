// Phone numbers shown as ###-###-#### (docs/product-rules.md#formats), formatted as the
// agent types. Input that cannot be a US number keeps every digit typed.

/** The digits of the input, nothing else ('(555) 123-4567' -> '5551234567'). */
export function phoneDigits(input: string | null | undefined): string {
  return typeof input === 'string' ? input.replace(/\D/g, '') : '';
}

/** '15551234567' -> '555-123-4567'; '5551' -> '555-1'; 12 digits stay bare. */
export function formatPhone(input: string | null | undefined): string {
  let digits = phoneDigits(input);
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length > 10) return digits;
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}
