import { describe, expect, it } from 'vitest';
import { medianAndP95, quantile } from '../bench/stats';

describe('the benchmarks’ percentiles (nearest rank)', () => {
  const twenty = Array.from({ length: 20 }, (_, i) => i + 1);

  it('the p95 of 20 samples is the 19th, so one stall alone does not decide it', () => {
    expect(quantile(twenty, 0.95)).toBe(19);
  });

  it('the p95 of 10 samples is the largest; the median of 10 is the 5th', () => {
    const ten = twenty.slice(0, 10);
    expect(quantile(ten, 0.95)).toBe(10);
    expect(quantile(ten, 0.5)).toBe(5);
  });

  it('sorts what it is given and answers NaN for nothing', () => {
    expect(medianAndP95([30, 10, 20])).toEqual({ median: 20, p95: 30 });
    expect(quantile([], 0.95)).toBeNaN();
  });
});
