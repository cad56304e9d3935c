// Numbers on the contract that are not money (quantities, difficulty factors, percentages), shown with no more
// decimals than they carry. A quantity keeps the 4 places a line total is computed from (calculation-input.ts), so
// the printed figures multiply out to the printed total (decision 038).
const quantityFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });
const factorFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 });
const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** 1200 -> '1,200'; 12.5 -> '12.5'; 10.005 -> '10.005'. */
export function formatQuantity(quantity: number): string {
  return quantityFormat.format(quantity);
}

/** 1 -> '1.00'; 1.25 -> '1.25'; 1.125 -> '1.125'. */
export function formatFactor(factor: number): string {
  return factorFormat.format(factor);
}

/** 8.99 -> '8.99%'; 0 -> '0%'. */
export function formatPercent(percent: number): string {
  return `${percentFormat.format(percent)}%`;
}
