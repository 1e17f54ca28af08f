/**
 * The member bitmap of the admin analytics rollup (issue 18): set, clear, union and popcount
 * against a plain Set of numbers, growth, and the stored bytes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MemberBitmap } from '../../sync-server/modules/admin/member-bitmap';

describe('MemberBitmap', () => {
  it('sets a bit once, and says whether it changed anything', () => {
    const bitmap = new MemberBitmap();
    expect(bitmap.set(5)).toBe(true);
    expect(bitmap.set(5)).toBe(false);
    expect(bitmap.has(5)).toBe(true);
    expect(bitmap.has(4)).toBe(false);
    expect(bitmap.count()).toBe(1);
    expect(bitmap.clear(5)).toBe(true);
    expect(bitmap.clear(5)).toBe(false);
    expect(bitmap.count()).toBe(0);
  });

  it('stores bit n in byte n >> 3, lowest bit first, without trailing zero bytes', () => {
    const bitmap = new MemberBitmap();
    bitmap.set(0);
    bitmap.set(9);
    expect([...bitmap.toBytes()]).toEqual([0b0000_0001, 0b0000_0010]);
    bitmap.set(100);
    bitmap.clear(100);
    expect(bitmap.toBytes()).toHaveLength(2);
    expect(new MemberBitmap().toBytes()).toHaveLength(0);
  });

  it('grows to any member number, and reads back what it stored', () => {
    const bitmap = new MemberBitmap();
    bitmap.set(65_535);
    bitmap.set(3);
    const stored = bitmap.toBytes();
    expect(stored).toHaveLength(8192);
    const read = new MemberBitmap(stored);
    expect(read.has(65_535) && read.has(3)).toBe(true);
    expect(read.count()).toBe(2);
    // Reading copies: changing the bitmap leaves the stored bytes alone.
    read.clear(3);
    expect(new MemberBitmap(stored).has(3)).toBe(true);
    expect(() => bitmap.set(-1)).toThrow(RangeError);
    expect(() => bitmap.set(1.5)).toThrow(RangeError);
  });

  it('union and popcount equal a Set of the same numbers, whatever the lengths', () => {
    const numbers = fc.array(fc.integer({ min: 0, max: 70_000 }), { maxLength: 300 });
    fc.assert(
      fc.property(fc.array(numbers, { minLength: 1, maxLength: 5 }), numbers, (days, cleared) => {
        const union = new MemberBitmap();
        const expected = new Set<number>();
        for (const day of days) {
          const bitmap = new MemberBitmap();
          for (const n of day) bitmap.set(n);
          expect(bitmap.count()).toBe(new Set(day).size);
          union.or(new MemberBitmap(bitmap.toBytes()));
          for (const n of day) expected.add(n);
        }
        for (const n of cleared) {
          expect(union.clear(n)).toBe(expected.delete(n));
        }
        expect(union.count()).toBe(expected.size);
        for (const n of expected) expect(union.has(n)).toBe(true);
      }),
    );
  });

  it('counts a full segment of 65,536 members', () => {
    const bitmap = new MemberBitmap(new Uint8Array(8192).fill(0xff));
    expect(bitmap.count()).toBe(65_536);
    expect(bitmap.or(new Uint8Array(10)).count()).toBe(65_536);
  });
});
