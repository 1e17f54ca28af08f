/**
 * The q-quantile of samples already sorted ascending, by the nearest-rank definition: the smallest
 * sample with at least q of them at or below it (the p95 of 20 samples is the 19th, of 10 the 10th).
 * NaN when there are none.
 */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** Median and p95 of the samples, in their unit. */
export function medianAndP95(samples: readonly number[]): { median: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: quantile(sorted, 0.5), p95: quantile(sorted, 0.95) };
}
