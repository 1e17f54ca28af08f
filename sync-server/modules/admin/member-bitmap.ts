/**
 * A set of member numbers as a bitmap (bit n = member n): the admin analytics rollup keeps one
 * per São Paulo day and segment of numbers (analytics-rollup.ts). Stored as bytes, bit n in byte
 * n >> 3 at mask 1 << (n & 7), as short as the highest bit set needs; it grows as bits are set.
 */
export class MemberBitmap {
  private bytes: Uint8Array;

  constructor(bytes: Uint8Array = new Uint8Array(0)) {
    // A copy: the stored value (a driver's Buffer) is never changed in place.
    this.bytes = Uint8Array.from(bytes);
  }

  has(n: number): boolean {
    const i = n >> 3;
    return i < this.bytes.length && (this.bytes[i]! & (1 << (n & 7))) !== 0;
  }

  /** Sets bit n; answers whether it was clear. */
  set(n: number): boolean {
    if (!Number.isInteger(n) || n < 0) throw new RangeError(`not a member number: ${n}`);
    if (this.has(n)) return false;
    this.grow((n >> 3) + 1);
    this.bytes[n >> 3]! |= 1 << (n & 7);
    return true;
  }

  /** Clears bit n; answers whether it was set. */
  clear(n: number): boolean {
    if (!this.has(n)) return false;
    this.bytes[n >> 3]! &= ~(1 << (n & 7));
    return true;
  }

  /** Adds every member of `other` (a union, in place). */
  or(other: MemberBitmap | Uint8Array): this {
    const source = other instanceof MemberBitmap ? other.bytes : other;
    this.grow(source.length);
    for (let i = 0; i < source.length; i++) this.bytes[i]! |= source[i]!;
    return this;
  }

  /** The number of members in the set. */
  count(): number {
    let total = 0;
    for (const byte of this.bytes) total += BITS_IN[byte]!;
    return total;
  }

  /** The bytes to store: without trailing zero bytes. */
  toBytes(): Uint8Array {
    let end = this.bytes.length;
    while (end > 0 && this.bytes[end - 1] === 0) end--;
    return this.bytes.slice(0, end);
  }

  private grow(length: number): void {
    if (length <= this.bytes.length) return;
    // Doubling keeps a run of sets in ascending order linear.
    const grown = new Uint8Array(Math.max(length, this.bytes.length * 2));
    grown.set(this.bytes);
    this.bytes = grown;
  }
}

/** Bits set in each byte value. */
const BITS_IN = Uint8Array.from({ length: 256 }, (_, byte) => {
  let n = 0;
  for (let b = byte; b; b >>= 1) n += b & 1;
  return n;
});
