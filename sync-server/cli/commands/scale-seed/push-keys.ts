import { createECDH, randomBytes } from 'node:crypto';

/** One browser-like push subscription's keys, base64url as the Push API hands them out. */
export interface PushKeys {
  p256dh: string;
  auth: string;
}

/**
 * A small pool of real subscription keys: P-256 public points (uncompressed, 65 bytes) from
 * node:crypto ECDH and random 16-byte auth secrets, so web-push can encrypt to every seeded
 * subscription. Members share the pool (member n takes key n mod size): generating a million
 * key pairs would cost minutes and prove nothing more.
 */
export function pushKeyPool(size: number): PushKeys[] {
  return Array.from({ length: size }, () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    };
  });
}
