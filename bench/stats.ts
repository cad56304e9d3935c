// Small statistics shared by the benchmarks.

/** The p-th percentile (nearest rank) of the samples; NaN when there are none. */
export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
