/**
 * Push endpoints only to push services (issue 17, item 2; DESIGN.md §11 "egress only where
 * intended"): `POST /api/notifications/subscribe` refuses endpoints on loopback, private,
 * link-local and unique-local addresses, IP literals in every spelling, `localhost` and `http:`;
 * the send checks the address it actually connects to (DNS rebinding) and never follows a
 * redirect; a member keeps at most a few subscriptions. DNS is stubbed through
 * `deps.pushHostResolver` (no network here). Runs on SQLite, and on PostgreSQL when DATABASE_URL
 * names one.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../../shared/api';
import { notificationTexts } from '../../../shared/texts/notification.texts';
import { PushSubscriptionSchema } from '../../../sync-server/modules/notifications/notifications.entities';
import {
  MAX_SUBSCRIPTIONS_PER_MEMBER,
  type PushDeps,
  sendPush,
} from '../../../sync-server/modules/notifications/push.service';
import {
  checkPushEndpoint,
  type HostResolver,
  isPublicAddress,
  pushTarget,
} from '../../../sync-server/modules/notifications/push-endpoint';
import { type SignedIn, signUp } from '../../helpers/accounts';
import { startPushTestServer } from '../../helpers/push-test-server';
import { startTestServer, type TestServer } from '../../helpers/test-server';

const PUBLIC_V4 = '142.250.79.42';
const PUBLIC_V6 = '2a00:1450:4001:82b::200a';
const payload = { title: 'Virada', body: 'Teste', url: '/dashboard?checkin=1' };

/** A stub DNS: answers the addresses the test sets for a name; unknown names do not resolve. */
function stubDns() {
  const names = new Map<string, string[]>();
  const lookups: string[] = [];
  const resolve: HostResolver = async (hostname) => {
    lookups.push(hostname);
    const addresses = names.get(hostname);
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return {
    resolve,
    lookups,
    set: (hostname: string, ...addresses: string[]) => names.set(hostname, addresses),
    clear: () => names.clear(),
  };
}

/** A loopback listener that counts TCP connections and records requests, answering `status`. */
async function startListener(answer: (path: string) => { status: number; headers?: Record<string, string> }) {
  let connections = 0;
  const paths: string[] = [];
  const server: Server = createServer((req, res) => {
    paths.push(req.url ?? '/');
    req.resume();
    req.on('end', () => {
      const { status, headers } = answer(req.url ?? '/');
      res.writeHead(status, headers);
      res.end();
    });
  });
  server.on('connection', () => {
    connections++;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    paths,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Browser-like keys for a subscription to `endpoint`. */
let push: Awaited<ReturnType<typeof startPushTestServer>>;
const subscriptionFor = (endpoint: string) => ({ ...push.subscription('/unused'), endpoint });

/** Names in /etc/hosts (other than localhost) that resolve to 127.x: a real loopback name. */
function loopbackNameFromHosts(): string | undefined {
  try {
    for (const line of readFileSync('/etc/hosts', 'utf8').split('\n')) {
      const [address, ...names] = line.replace(/#.*/, '').trim().split(/\s+/);
      if (!address?.startsWith('127.')) continue;
      const name = names.find((n) => n && !/(^|\.)localhost\.?$/i.test(n));
      if (name) return name;
    }
  } catch {
    // No hosts file: the stubbed name below covers the case.
  }
  return undefined;
}

let server: TestServer;
let insecure: TestServer;
const dns = stubDns();

beforeAll(async () => {
  push = await startPushTestServer();
  server = await startTestServer();
  server.app.deps.pushHostResolver = dns.resolve;
  insecure = await startTestServer({ PUSH_ALLOW_INSECURE_ENDPOINTS: 'true' });
  insecure.app.deps.pushHostResolver = dns.resolve;
});
afterAll(async () => {
  await server?.close();
  await insecure?.close();
  await push?.close();
});
beforeEach(() => {
  dns.clear();
  dns.set('fcm.googleapis.com', PUBLIC_V4, PUBLIC_V6);
});

const rowsOf = (s: TestServer, userId: string) =>
  s.em().find(PushSubscriptionSchema, { userId }, { orderBy: { id: 'asc' } });

async function expectRefused(member: SignedIn, on: TestServer, endpoint: string) {
  const res = await member.client.post(api.notificationsSubscribe, {
    subscription: subscriptionFor(endpoint),
  });
  expect(res.status, `${endpoint}: ${res.text}`).toBe(400);
  expect(res.body.code).toBe('validation-failed');
  expect([notificationTexts.endpointInvalid, notificationTexts.endpointNotAllowed]).toContain(
    res.body.message,
  );
  expect(res.body.details).toEqual([{ field: 'subscription.endpoint', message: res.body.message }]);
  expect(await on.em().count(PushSubscriptionSchema, { endpoint })).toBe(0);
}

describe('the address policy (push-endpoint.ts)', () => {
  it('calls public only the public unicast addresses', () => {
    for (const address of [
      PUBLIC_V4,
      '8.8.8.8',
      '1.1.1.1',
      PUBLIC_V6,
      '::ffff:8.8.8.8',
      '64:ff9b::808:808',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '127.255.255.254',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.169.254',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '192.0.2.1',
      '::',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::ffff:192.168.0.1',
      '::127.0.0.1',
      '64:ff9b::7f00:1',
      'fe80::1',
      'fe80::1%eth0',
      'febf::1',
      'fc00::1',
      'fd00::1',
      'ff02::1',
      '2001:db8::1',
      '2002:7f00:1::1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('needs https on a host name for real push services; http only on loopback with the test flag', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://wns2-by3p.notify.windows.com/w/?token=abc',
    ]) {
      expect(pushTarget(endpoint, false)?.reach, endpoint).toBe('public');
    }
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/x',
      'https://0x7f.0.0.1/x',
      'https://2130706433/x',
      'https://0177.1/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://[::1]/x',
      'https://8.8.8.8/x',
      'https://localhost/x',
      'https://LOCALHOST./x',
      'https://a.localhost/x',
      'https://user:secret@fcm.googleapis.com/x',
      'ftp://fcm.googleapis.com/x',
      'not a url',
    ]) {
      expect(pushTarget(endpoint, false), endpoint).toBeNull();
    }
    expect(pushTarget('http://127.0.0.1:8080/x', true)?.reach).toBe('loopback');
    expect(pushTarget('http://[::1]:8080/x', true)?.reach).toBe('loopback');
    expect(pushTarget('http://localhost:8080/x', true)?.reach).toBe('loopback');
    expect(pushTarget('http://10.0.0.1/x', true)).toBeNull();
    expect(pushTarget('http://fcm.googleapis.com/x', true)).toBeNull();
    expect(pushTarget('http://127.0.0.1:8080/x', false)).toBeNull();
  });

  it('refuses a name with any blocked address; accepts a name that does not resolve now', async () => {
    const check = (endpoint: string) =>
      checkPushEndpoint(endpoint, { allowInsecure: false, resolve: dns.resolve });
    expect((await check('https://fcm.googleapis.com/fcm/send/abc')).ok).toBe(true);
    dns.set('mixed.example', PUBLIC_V4, '10.0.0.1');
    expect(await check('https://mixed.example/x')).toEqual({ ok: false, reason: 'not-allowed' });
    dns.set('mapped.example', '::ffff:192.168.0.10');
    expect(await check('https://mapped.example/x')).toEqual({ ok: false, reason: 'not-allowed' });
    expect((await check('https://does-not-resolve.example/x')).ok).toBe(true);
  });
});

describe('POST /api/notifications/subscribe', () => {
  it('refuses http:, IP literals in every spelling, localhost and names resolving to local addresses; stores nothing', async () => {
    const member = await signUp(server);
    dns.set('rebind.example', '127.0.0.1');
    dns.set('intranet.example', '10.1.2.3');
    dns.set('metadata.example', '169.254.169.254');
    dns.set('ula.example', 'fd12:3456::1');
    dns.set('cgnat.example', '100.64.0.1');
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/x',
      'https://10.0.0.1/x',
      'https://192.168.1.1/x',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/x',
      'https://[fd00::1]/x',
      'https://[fe80::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://0x7f.0.0.1/x',
      'https://2130706433/x',
      'https://localhost/x',
      'https://a.localhost/x',
      'https://rebind.example/x',
      'https://intranet.example/x',
      'https://metadata.example/x',
      'https://ula.example/x',
      'https://cgnat.example/x',
      `${push.url}/ok/x`,
    ]) {
      await expectRefused(member, server, endpoint);
    }
    expect(await rowsOf(server, member.user.id)).toEqual([]);
  });

  const hostsName = loopbackNameFromHosts();
  it.skipIf(!hostsName)(
    `refuses a real name from /etc/hosts that resolves to loopback (${hostsName})`,
    async () => {
      const member = await signUp(server);
      server.app.deps.pushHostResolver = undefined; // the system resolver, /etc/hosts included
      try {
        await expectRefused(member, server, `https://${hostsName}/push/x`);
      } finally {
        server.app.deps.pushHostResolver = dns.resolve;
      }
    },
  );

  it('accepts a push service on a public address, and a name that does not resolve now', async () => {
    const member = await signUp(server);
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';
    const res = await member.client.post(api.notificationsSubscribe, {
      subscription: subscriptionFor(endpoint),
    });
    expect(res.status, res.text).toBe(204);
    expect(dns.lookups).toContain('fcm.googleapis.com');
    // Unresolvable now (DNS down, or junk): stored, and never sent to while it does not resolve.
    const junk = 'https://not-resolvable.example/x';
    expect(
      (await member.client.post(api.notificationsSubscribe, { subscription: subscriptionFor(junk) })).status,
    ).toBe(204);
    expect((await rowsOf(server, member.user.id)).map((r) => r.endpoint)).toEqual([endpoint, junk]);
    const deps: PushDeps = { orm: server.orm, config: server.config, pushHostResolver: dns.resolve };
    expect(await sendPush(deps, subscriptionFor(junk), payload)).toBe('failed');
  });

  it(`keeps at most ${MAX_SUBSCRIPTIONS_PER_MEMBER} per member: one more replaces the least recently subscribed`, async () => {
    const member = await signUp(server);
    const endpoint = (n: number) => `https://fcm.googleapis.com/fcm/send/cap-${member.user.id}-${n}`;
    const subscribe = async (n: number) => {
      const res = await member.client.post(api.notificationsSubscribe, {
        subscription: subscriptionFor(endpoint(n)),
      });
      expect(res.status, res.text).toBe(204);
      await new Promise((r) => setTimeout(r, 5)); // distinct timestamps
    };
    for (let n = 1; n <= MAX_SUBSCRIPTIONS_PER_MEMBER; n++) await subscribe(n);
    await subscribe(1); // the first phone subscribes again: it becomes the most recent
    await subscribe(6);
    const kept = (await rowsOf(server, member.user.id)).map((r) => r.endpoint).sort();
    expect(kept).toEqual([1, 3, 4, 5, 6].map(endpoint).sort());

    // An endpoint stored for another member moves to whoever subscribes it now.
    const other = await signUp(server);
    const moved = await other.client.post(api.notificationsSubscribe, {
      subscription: subscriptionFor(endpoint(6)),
    });
    expect(moved.status).toBe(204);
    expect((await rowsOf(server, other.user.id)).map((r) => r.endpoint)).toEqual([endpoint(6)]);
    expect(await server.em().count(PushSubscriptionSchema, { userId: member.user.id })).toBe(4);
  });
});

describe('sending', () => {
  it('does not connect when the name re-resolves to a local address (DNS rebinding)', async () => {
    const listener = await startListener(() => ({ status: 201 }));
    try {
      const member = await signUp(server);
      const endpoint = `https://push.rebind.example:${listener.port}/send/abc`;
      dns.set('push.rebind.example', PUBLIC_V4);
      const res = await member.client.post(api.notificationsSubscribe, {
        subscription: subscriptionFor(endpoint),
      });
      expect(res.status, res.text).toBe(204);

      const deps: PushDeps = { orm: server.orm, config: server.config, pushHostResolver: dns.resolve };
      for (const addresses of [['127.0.0.1'], [PUBLIC_V4, '127.0.0.1'], ['::1'], ['::ffff:127.0.0.1']]) {
        dns.set('push.rebind.example', ...addresses);
        expect(await sendPush(deps, subscriptionFor(endpoint), payload), addresses.join()).toBe('failed');
      }
      expect(listener.connections()).toBe(0);
      // A failure that may be temporary keeps the row.
      expect(await server.em().count(PushSubscriptionSchema, { endpoint })).toBe(1);

      // The same listener is reachable through a name when the test flag allows loopback: the
      // count above is zero because the look-up refused, not because nothing listens.
      const insecureDeps: PushDeps = {
        orm: insecure.orm,
        config: insecure.config,
        pushHostResolver: dns.resolve,
      };
      dns.set('localhost', '127.0.0.1');
      expect(
        await sendPush(insecureDeps, subscriptionFor(`http://localhost:${listener.port}/send/abc`), payload),
      ).toBe('sent');
      expect(listener.connections()).toBe(1);
    } finally {
      await listener.close();
    }
  });

  it('does not follow redirects: a 3xx is a failure and its target gets nothing', async () => {
    const target = await startListener(() => ({ status: 201 }));
    const redirecting = await startListener(() => ({
      status: 302,
      headers: { Location: `http://127.0.0.1:${target.port}/stolen` },
    }));
    try {
      const member = await signUp(insecure);
      const endpoint = `http://127.0.0.1:${redirecting.port}/send/abc`;
      const res = await member.client.post(api.notificationsSubscribe, {
        subscription: subscriptionFor(endpoint),
      });
      expect(res.status, res.text).toBe(204);
      const deps: PushDeps = { orm: insecure.orm, config: insecure.config };
      expect(await sendPush(deps, subscriptionFor(endpoint), payload)).toBe('failed');
      expect(redirecting.paths).toEqual(['/send/abc']);
      expect(target.connections()).toBe(0);
      expect(await insecure.em().count(PushSubscriptionSchema, { endpoint })).toBe(1);
    } finally {
      await target.close();
      await redirecting.close();
    }
  });

  it('with PUSH_ALLOW_INSECURE_ENDPOINTS=true, http on loopback works and nothing else opens up', async () => {
    const member = await signUp(insecure);
    const live = push.subscription('/ok/insecure');
    const res = await member.client.post(api.notificationsSubscribe, { subscription: live });
    expect(res.status, res.text).toBe(204);
    const deps: PushDeps = { orm: insecure.orm, config: insecure.config };
    expect(await sendPush(deps, live, payload)).toBe('sent');
    expect(push.received.map((r) => r.path)).toContain('/ok/insecure');

    dns.set('intranet.example', '10.1.2.3');
    for (const endpoint of [
      'http://10.0.0.1/x',
      'http://192.168.1.1/x',
      'http://fcm.googleapis.com/fcm/send/abc',
      'http://intranet.example/x',
      'https://127.0.0.1/x',
      'https://intranet.example/x',
    ]) {
      await expectRefused(member, insecure, endpoint);
    }
  });

  it('without the flag an http endpoint stored earlier is not sent to, and its row is deleted', async () => {
    const member = await signUp(server);
    const old = push.subscription('/ok/stored-before');
    await server.em().insert(PushSubscriptionSchema, {
      userId: member.user.id,
      endpoint: old.endpoint,
      p256dh: old.keys.p256dh,
      auth: old.keys.auth,
      createdAt: new Date(),
    });
    const deps: PushDeps = { orm: server.orm, config: server.config };
    expect(await sendPush(deps, old, payload)).toBe('failed');
    expect(push.received.map((r) => r.path)).not.toContain('/ok/stored-before');
    expect(await server.em().count(PushSubscriptionSchema, { endpoint: old.endpoint })).toBe(0);
  });
});
