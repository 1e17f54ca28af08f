import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { Context } from 'koa';

/**
 * The caller's address as per-IP rate limits count it.
 *
 * Without TRUST_PROXY it is the socket's peer; `X-Forwarded-For` is ignored. With TRUST_PROXY it
 * is Koa's `ctx.ip`, which the app builds with `maxIpsCount: TRUST_PROXY_HOPS` (app.ts): the
 * entry that many places from the right end of `X-Forwarded-For`, i.e. the one our outermost
 * trusted proxy wrote. Entries further left were sent by the client and are never used, so a
 * forged `X-Forwarded-For: 1.2.3.4, …` escapes no limit. (koa/lib/request.js: `ips` keeps the
 * last `maxIpsCount` entries and `ip` is the first of them, or the socket's peer when the header
 * is absent.)
 *
 * An IPv6 address is reduced to its /64: one subscriber's allocation, inside which a client can
 * take new addresses at will. An IPv4-mapped IPv6 address counts as the IPv4 one.
 */
export function clientIp(ctx: Context): string {
  return limitSubject(ctx.ip || ctx.req.socket.remoteAddress || 'unknown');
}

/** The rate-limit subject of one address (exported for tests). */
export function limitSubject(address: string): string {
  const ip = address.trim().replace(/^\[(.*)\]$/, '$1');
  if (isIPv4(ip)) return ip;
  const bare = ip.replace(/%.*$/, '');
  if (isIPv6(bare)) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
    if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
    return `${ipv6Groups(bare).slice(0, 4).join(':')}::/64`;
  }
  // Not an address (a proxy passing something odd along): a bounded key all the same.
  return `other:${createHash('sha256').update(ip).digest('hex').slice(0, 32)}`;
}

/** The eight 16-bit groups of a valid IPv6 address, as lower-case hex without leading zeros. */
function ipv6Groups(ip: string): string[] {
  let text = ip.toLowerCase();
  // An embedded IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) becomes two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => Number.parseInt(g, 16).toString(16));
}
