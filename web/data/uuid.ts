const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

/**
 * A UUID v7 (RFC 9562): 48 bits of Unix milliseconds, then random bits, so ids sort by creation
 * time (DESIGN.md §3). Within one millisecond the order is random, which nothing relies on.
 */
export function uuidv7(now: number = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let ms = now;
  for (let i = 5; i >= 0; i--) {
    bytes[i] = ms % 256;
    ms = Math.floor(ms / 256);
  }
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  let hex = '';
  for (let i = 0; i < 16; i++) {
    hex += HEX[bytes[i]!];
    if (i === 3 || i === 5 || i === 7 || i === 9) hex += '-';
  }
  return hex;
}
