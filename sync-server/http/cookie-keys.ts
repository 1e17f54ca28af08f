import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';

/**
 * Signs and checks cookie signatures exactly as Keygrip does (HMAC-SHA1, base64url without
 * padding, the first key signs, every key verifies), so existing cookies stay valid. Keygrip
 * compares with `tsscmp`, which HMACs both values again with a random key; here one
 * `timingSafeEqual` does the constant-time comparison, so checking a signed cookie (every
 * request with a session) costs one HMAC instead of three.
 */
export class CookieKeys {
  private readonly keys: KeyObject[];

  constructor(keys: string[]) {
    if (!keys.length) throw new Error('Keys must be provided.');
    this.keys = keys.map((key) => createSecretKey(Buffer.from(key, 'utf8')));
  }

  sign(data: string): string {
    return this.signWith(data, this.keys[0]!);
  }

  verify(data: string, digest: string): boolean {
    return this.index(data, digest) > -1;
  }

  /** The index of the key that signed `data` as `digest`, or -1. */
  index(data: string, digest: string): number {
    const given = Buffer.from(digest, 'utf8');
    for (let i = 0; i < this.keys.length; i++) {
      const expected = Buffer.from(this.signWith(data, this.keys[i]!), 'utf8');
      // The length of a digest is public (fixed by the algorithm); the content is compared in constant time.
      if (expected.length === given.length && timingSafeEqual(expected, given)) return i;
    }
    return -1;
  }

  private signWith(data: string, key: KeyObject): string {
    return createHmac('sha1', key).update(data).digest('base64url');
  }
}
