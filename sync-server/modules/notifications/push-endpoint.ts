import type { LookupAddress, LookupOptions } from 'node:dns';
import { promises as dns } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Where the server may send push messages (DESIGN.md §11, "egress only where intended"): to push
 * services, never to an address a member chose on the local network. A browser's push endpoint
 * is always an `https:` URL on a public host (fcm.googleapis.com, updates.push.services.mozilla.com,
 * web.push.apple.com, *.notify.windows.com), so the rule is:
 *
 * - `https:`, with a host name that is not an IP literal (every spelling: the WHATWG URL parser
 *   turns `0x7f.1` and `2130706433` into `127.0.0.1`), not `localhost` nor `*.localhost`;
 * - every address the name resolves to is public unicast ({@link isPublicAddress});
 * - with `PUSH_ALLOW_INSECURE_ENDPOINTS=true` (tests and benchmarks only), also `http:` on a
 *   loopback host (`127.x.x.x`, `[::1]`, `localhost`), every address loopback; nothing else.
 *
 * The addresses are checked when a member subscribes (to refuse early) and again by the `lookup`
 * of the very connection that sends ({@link guardedLookup}), so a name that re-resolves to a
 * private address later (DNS rebinding) is never connected to.
 */

/** Resolves a host name to all its addresses; `dns.promises.lookup` unless a test stubs it. */
export type HostResolver = (hostname: string) => Promise<readonly LookupAddress[]>;

export const systemResolver: HostResolver = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

/** What a host's addresses must all be: public (https) or loopback (http under the test flag). */
export type Reach = 'public' | 'loopback';

/** An endpoint that passed the syntactic rule: where to connect, and what its addresses must be. */
export interface PushTarget {
  url: URL;
  /** The host without IPv6 brackets, as `http.request` wants it. */
  host: string;
  reach: Reach;
}

/** Why an endpoint is refused at subscribe time. */
export type EndpointVerdict = { ok: true; target: PushTarget } | { ok: false; reason: 'not-allowed' };

/** Longest wait for the subscribe-time look-up; a slower name is treated as unresolved. */
const SUBSCRIBE_LOOKUP_MS = 5_000;

// IPv4 ranges that are not public unicast (IANA special-purpose registry). An IPv4-mapped IPv6
// address (`::ffff:10.0.0.1`) is matched by these rules too: BlockList checks the embedded address.
const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
// Inside global unicast 2000::/3, the special-purpose blocks (Teredo and other IETF blocks,
// documentation, 6to4 which tunnels to any IPv4 address).
for (const [network, prefix] of [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}

/** IPv6 public unicast lives in 2000::/3; everything outside it is loopback, link-local, ULA... */
const globalUnicast6 = new BlockList();
globalUnicast6.addSubnet('2000::', 3, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4'); // also ::ffff:127.0.0.0/104
loopback.addAddress('::1', 'ipv6');

/** The eight 16-bit groups of a valid IPv6 address (zone id dropped, trailing dotted IPv4 read). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(2).map(Number) as [number, number, number, number];
    text = `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const first = head ? head.split(':') : [];
  const last = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? first : [...first, ...Array(8 - first.length - last.length).fill('0'), ...last];
  return groups.map((g) => Number.parseInt(g, 16));
}

/** The IPv4 address in the last 32 bits of IPv6 groups. */
const embeddedIPv4 = (g: number[]) =>
  [(g[6] ?? 0) >> 8, (g[6] ?? 0) & 255, (g[7] ?? 0) >> 8, (g[7] ?? 0) & 255].join('.');

/**
 * Whether a push message may go to this address: public unicast, not loopback, private (10/8,
 * 172.16/12, 192.168/16), CGNAT, link-local, unique-local (fc00::/7), unspecified, multicast,
 * reserved or documentation space. IPv4-mapped (`::ffff:a.b.c.d`) and NAT64 (`64:ff9b::a.b.c.d`)
 * addresses are judged by the IPv4 address they carry.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !notPublic.check(address, 'ipv4');
  if (family !== 6) return false;
  const g = ipv6Groups(address);
  const zeros = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeros(5) && g[5] === 0xffff) return isPublicAddress(embeddedIPv4(g));
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) {
    return isPublicAddress(embeddedIPv4(g));
  }
  const plain = g.map((x) => x.toString(16)).join(':');
  return globalUnicast6.check(plain, 'ipv6') && !notPublic.check(plain, 'ipv6');
}

/** Whether an address is loopback (127/8, ::1, ::ffff:127.x.x.x). */
export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return loopback.check(address, 'ipv4');
  if (family !== 6) return false;
  const g = ipv6Groups(address);
  return loopback.check(g.map((x) => x.toString(16)).join(':'), 'ipv6');
}

const allowedAddress = (address: string, reach: Reach) =>
  reach === 'public' ? isPublicAddress(address) : isLoopbackAddress(address);

const isLocalhostName = (host: string) => {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
};

/**
 * The part of the rule that needs no DNS: scheme, host form, no credentials in the URL. Answers
 * where to connect, or null when the endpoint is never allowed. Used at subscribe time and
 * before every send (a stored row from before this rule, or from a run with the test flag on).
 */
export function pushTarget(endpoint: string, allowInsecure: boolean): PushTarget | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!host) return null;
  if (url.protocol === 'https:') {
    if (isIP(host) !== 0 || isLocalhostName(host)) return null;
    return { url, host, reach: 'public' };
  }
  if (url.protocol === 'http:' && allowInsecure) {
    const literal = isIP(host) !== 0;
    if (literal ? isLoopbackAddress(host) : host.toLowerCase() === 'localhost') {
      return { url, host, reach: 'loopback' };
    }
  }
  return null;
}

/**
 * Whether a member may subscribe this endpoint. A name whose every address is allowed passes; a
 * name with any address that is not is refused.
 *
 * A name that does not resolve now (no answer, a DNS failure or a look-up slower than 5 s) is
 * accepted: the send-time look-up is what guards the connection, and it never connects to such a
 * name. Refusing would silently lose a real phone's subscription whenever the server's DNS
 * hiccups (the web app only logs a failed subscribe and the member believes reminders are on);
 * a member can store at most `MAX_SUBSCRIPTIONS_PER_MEMBER` rows, so accepted junk stays small.
 */
export async function checkPushEndpoint(
  endpoint: string,
  policy: { allowInsecure: boolean; resolve?: HostResolver },
): Promise<EndpointVerdict> {
  const target = pushTarget(endpoint, policy.allowInsecure);
  if (!target) return { ok: false, reason: 'not-allowed' };
  if (isIP(target.host) !== 0) return { ok: true, target };
  const addresses = await withTimeout(
    (policy.resolve ?? systemResolver)(target.host),
    SUBSCRIBE_LOOKUP_MS,
  ).catch(() => []);
  if (addresses.some((a) => !allowedAddress(a.address, target.reach)))
    return { ok: false, reason: 'not-allowed' };
  return { ok: true, target };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('look-up timed out')), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The error a guarded look-up fails with when a name has an address it may not connect to. */
export class BlockedAddressError extends Error {
  readonly code = 'EPUSHBLOCKED';
  constructor(readonly host: string) {
    super(`${host} resolves to an address push messages may not go to`);
    this.name = 'BlockedAddressError';
  }
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for `http(s).request` that resolves the name itself, checks every address and
 * refuses the connection when any one is not allowed: the address checked is the address
 * connected to, whatever the name said at subscribe time.
 */
export function guardedLookup(reach: Reach, resolve: HostResolver = systemResolver) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0) {
          const err: NodeJS.ErrnoException = new Error(`${hostname} has no address`);
          err.code = 'ENOTFOUND';
          callback(err, '');
          return;
        }
        if (addresses.some((a) => !allowedAddress(a.address, reach))) {
          callback(new BlockedAddressError(hostname), '');
          return;
        }
        const family = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = family ? addresses.filter((a) => a.family === family) : [...addresses];
        const first = usable[0];
        if (!first) {
          const err: NodeJS.ErrnoException = new Error(`${hostname} has no IPv${family} address`);
          err.code = 'ENOTFOUND';
          callback(err, '');
        } else if (options.all) callback(null, usable);
        else callback(null, first.address, first.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, ''),
    );
  };
}
