import { describe, expect, it } from 'vitest';
import { keptByFlush } from '../../shared/sync/worker-queue';

describe('keptByFlush', () => {
  it('keeps the entries of one flush, in order, and drops older flushes and entries without one', () => {
    const entries = [
      { id: 1, metadata: { flush: 'a' } },
      { id: 2, metadata: { flush: 'b' } },
      { id: 3 },
      { id: 4, metadata: { flush: 'b' } },
      { id: 5, metadata: { flush: null } },
    ];
    expect(keptByFlush(entries, 'b').map((e) => e.id)).toEqual([2, 4]);
    expect(keptByFlush(entries, 'c')).toEqual([]);
  });
});
