import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { setTimeout as sleep } from 'node:timers/promises';
import type { EntityManager } from '@mikro-orm/knex';
import webPush from 'web-push';
import type { PushSubscriptionJson } from '../../../shared/schemas/notifications.schema';
import { notificationTexts } from '../../../shared/texts/notification.texts';
import type { Config } from '../../config';
import type { Orm } from '../../db/orm';
import { badRequest } from '../../http/errors';
import { AppSettingSchema, PushSubscriptionSchema } from './notifications.entities';
import {
  checkPushEndpoint,
  guardedLookup,
  type HostResolver,
  type PushTarget,
  pushTarget,
  systemResolver,
} from './push-endpoint';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** What sending needs: the database (keys, removing dead subscriptions) and the configuration. */
export interface PushDeps {
  orm: Orm;
  config: Pick<Config, 'vapidSubject' | 'pushAllowInsecureEndpoints'>;
  /** Look-ups of push hosts' addresses; `dns.promises.lookup` unless a test stubs it. */
  pushHostResolver?: HostResolver;
}

/** What a notification carries to the service worker (`sw/push.ts` reads the same shape). */
export interface PushPayload {
  title: string;
  body: string;
  /** Same-app path opened when the notification is clicked. */
  url: string;
  tag?: string;
}

export type PushResult = 'sent' | 'gone' | 'failed';

const VAPID_KEY = 'vapid';
const keysByOrm = new WeakMap<Orm, Promise<VapidKeys>>();

/**
 * The VAPID key pair shared by every instance: read from `app_settings`, generated once when
 * missing. Two instances starting together both try to insert; the loser's insert is ignored and
 * both read the winner's row.
 */
export function vapidKeys(orm: Orm): Promise<VapidKeys> {
  let keys = keysByOrm.get(orm);
  if (!keys) {
    keys = loadOrCreateKeys(orm.em.fork() as EntityManager);
    keysByOrm.set(orm, keys);
    keys.catch(() => keysByOrm.delete(orm));
  }
  return keys;
}

async function loadOrCreateKeys(em: EntityManager): Promise<VapidKeys> {
  const read = async () => {
    const row = await em.findOne(AppSettingSchema, { key: VAPID_KEY }, { disableIdentityMap: true });
    return row ? (JSON.parse(row.value) as VapidKeys) : null;
  };
  const existing = await read();
  if (existing) return existing;
  const generated = webPush.generateVAPIDKeys();
  await em.insert(
    AppSettingSchema,
    { key: VAPID_KEY, value: JSON.stringify(generated), createdAt: new Date() },
    // biome-ignore lint/suspicious/noExplicitAny: insert options accept the upsert conflict options.
    { onConflictFields: ['key'], onConflictAction: 'ignore' } as any,
  );
  const stored = await read();
  if (!stored) throw new Error('VAPID keys could not be stored');
  return stored;
}

/**
 * Subscriptions kept per member. Subscribing one more replaces the member's least recently
 * subscribed one instead of refusing: a member who changes phones (or reinstalls, or clears a
 * browser) expects reminders on the device in hand, and the rows of devices no longer used are
 * the stale ones (their push service would answer 410 one day anyway). A refusal would lock the
 * new phone out silently, since the web app only logs a failed subscribe. Five covers a phone, a
 * tablet and a few browsers; each send to a member costs one request per row.
 */
export const MAX_SUBSCRIPTIONS_PER_MEMBER = 5;

/**
 * Stores a browser's subscription for a user after checking that its endpoint is a push service
 * (push-endpoint.ts): a refused endpoint is a 400 and nothing is stored. An endpoint seen before
 * moves to this user and counts as subscribed now; beyond `MAX_SUBSCRIPTIONS_PER_MEMBER` the
 * user's least recently subscribed rows are deleted.
 */
export async function saveSubscription(
  deps: PushDeps,
  em: EntityManager,
  userId: string,
  subscription: PushSubscriptionJson,
): Promise<void> {
  const verdict = await checkPushEndpoint(subscription.endpoint, {
    allowInsecure: deps.config.pushAllowInsecureEndpoints,
    resolve: deps.pushHostResolver,
  });
  if (!verdict.ok) {
    const message = notificationTexts.endpointNotAllowed;
    throw badRequest('validation-failed', message, [{ field: 'subscription.endpoint', message }]);
  }
  await em.upsert(
    PushSubscriptionSchema,
    {
      userId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      createdAt: new Date(),
    },
    { onConflictFields: ['endpoint'], onConflictMergeFields: ['userId', 'p256dh', 'auth', 'createdAt'] },
  );
  // Newest first; the id breaks ties within one millisecond. Concurrent subscribes each delete
  // whatever is beyond the newest rows they see, so the member ends with at most the cap.
  const rows = await em.find(
    PushSubscriptionSchema,
    { userId },
    { fields: ['id'], orderBy: { createdAt: 'desc', id: 'desc' }, disableIdentityMap: true },
  );
  const excess = rows.slice(MAX_SUBSCRIPTIONS_PER_MEMBER).map((r) => r.id);
  if (excess.length) await em.nativeDelete(PushSubscriptionSchema, { id: { $in: excess }, userId });
}

export async function removeSubscription(em: EntityManager, userId: string, endpoint: string): Promise<void> {
  await em.nativeDelete(PushSubscriptionSchema, { userId, endpoint });
}

/**
 * Sends one push message. The request is built by web-push (aes128gcm encryption; the VAPID
 * header comes from {@link vapidHeaderFor}) and sent with `node:http(s)` over a kept-alive
 * connection to the push service's origin ({@link agentFor}), whose `lookup` checks the
 * addresses actually connected to (push-endpoint.ts): an endpoint whose name now resolves to a
 * loopback or private address is not sent to. Redirects are never followed (a 3xx is a failure);
 * 10 s at most per attempt. A 429 is retried after its `Retry-After` (seconds or an HTTP date), at
 * most {@link MAX_RETRIES} times and only when the wait is at most {@link MAX_RETRY_WAIT_MS}; a
 * longer wait is a failure (the service asked for quiet). A 404 or 410 means the browser dropped
 * the subscription: its row is deleted. An endpoint the policy never allows (stored before it, or
 * under the test flag) is deleted too. Never throws.
 *
 * What a send answered is never told to a member: the routes a member calls answer nothing
 * about deliveries (the profile's test notification is shown locally, without the server), and
 * only staff see counts (`POST /api/admin/notifications` and its `/test`).
 */
export async function sendPush(
  deps: PushDeps,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  payload: PushPayload,
): Promise<PushResult> {
  const target = pushTarget(subscription.endpoint, deps.config.pushAllowInsecureEndpoints);
  const host = target?.host ?? 'an endpoint';
  try {
    if (!target) {
      console.error('push endpoint refused by policy: subscription deleted');
      await deps.orm.em.fork().nativeDelete(PushSubscriptionSchema, { endpoint: subscription.endpoint });
      return 'failed';
    }
    const keys = await vapidKeys(deps.orm);
    const request = webPush.generateRequestDetails(subscription, JSON.stringify(payload), {
      // No vapidDetails: web-push would sign a new JWT per message; the cached header stands in.
      headers: { Authorization: vapidHeaderFor(target, deps.config.vapidSubject, keys) },
      TTL: 12 * 60 * 60,
      urgency: 'normal',
    });
    const resolve = deps.pushHostResolver ?? systemResolver;
    let answer = await post(target, request, resolve);
    for (let retry = 0; answer.status === 429 && retry < MAX_RETRIES; retry++) {
      const wait = retryAfterMs(answer.retryAfter, Date.now());
      if (wait > MAX_RETRY_WAIT_MS) break;
      await sleep(wait);
      answer = await post(target, request, resolve);
    }
    const { status } = answer;
    if (status === 404 || status === 410) {
      await deps.orm.em.fork().nativeDelete(PushSubscriptionSchema, { endpoint: subscription.endpoint });
      return 'gone';
    }
    if (status < 200 || status > 299) {
      console.error(`push to ${host} answered ${status}`);
      return 'failed';
    }
    return 'sent';
  } catch (err) {
    // Name and code only: a database error's message carries its SQL with the endpoint.
    const e = err as { name?: string; code?: unknown };
    console.error(`push to ${host} failed: ${e?.name ?? typeof err}${e?.code ? ` [${String(e.code)}]` : ''}`);
    return 'failed';
  }
}

const SEND_TIMEOUT_MS = 10_000;
/** Retries of a message a push service answered 429 (Too Many Requests). */
export const MAX_RETRIES = 2;
/** The longest `Retry-After` honoured by waiting; a longer one fails the message. */
export const MAX_RETRY_WAIT_MS = 10_000;
/** Wait after a 429 without a readable `Retry-After`. */
const DEFAULT_RETRY_WAIT_MS = 1_000;

/** Milliseconds a `Retry-After` value asks to wait: delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterMs(value: string | undefined, nowMs: number): number {
  const text = value?.trim() ?? '';
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isFinite(at) ? Math.max(0, at - nowMs) : DEFAULT_RETRY_WAIT_MS;
}

/**
 * Connections kept open per push-service origin: a reminder round sends thousands of messages to
 * a handful of origins (fcm.googleapis.com, updates.push.services.mozilla.com...), and a TLS
 * handshake per message would cost more than the message. At most {@link PUSH_MAX_SOCKETS} per
 * origin. A socket is only ever opened through the guarded look-up, so a reused socket is one
 * whose address was checked. Kept per resolver (tests stub DNS per app).
 */
export const PUSH_MAX_SOCKETS = 128;
const MAX_AGENTS = 256;
const IDLE_SOCKET_MS = 30_000;
const agentsByResolver = new WeakMap<HostResolver, Map<string, HttpAgent>>();

function agentFor(target: PushTarget, resolve: HostResolver): HttpAgent {
  let agents = agentsByResolver.get(resolve);
  if (!agents) {
    agents = new Map();
    agentsByResolver.set(resolve, agents);
  }
  const key = `${target.url.protocol}//${target.url.host}|${target.reach}`;
  let agent = agents.get(key);
  if (!agent) {
    if (agents.size >= MAX_AGENTS) {
      for (const old of agents.values()) old.destroy();
      agents.clear();
    }
    const options = {
      keepAlive: true,
      maxSockets: PUSH_MAX_SOCKETS,
      maxFreeSockets: PUSH_MAX_SOCKETS,
      timeout: IDLE_SOCKET_MS,
      lookup: guardedLookup(target.reach, resolve),
    };
    agent = target.url.protocol === 'https:' ? new HttpsAgent(options) : new HttpAgent(options);
    agents.set(key, agent);
  }
  return agent;
}

/**
 * The VAPID `Authorization` header for a push service's origin (the JWT audience), signed once
 * and reused for an hour of its 12 h validity: signing an ES256 JWT per message was a fixed cost
 * of every send in a reminder round. Bounded to {@link MAX_AGENTS} origins per key pair.
 */
const VAPID_REUSE_MS = 60 * 60_000;
const VAPID_VALIDITY_S = 12 * 60 * 60;
const vapidHeaders = new WeakMap<VapidKeys, Map<string, { header: string; until: number }>>();

function vapidHeaderFor(target: PushTarget, subject: string, keys: VapidKeys): string {
  let byAudience = vapidHeaders.get(keys);
  if (!byAudience) {
    byAudience = new Map();
    vapidHeaders.set(keys, byAudience);
  }
  const audience = `${target.url.protocol}//${target.url.host}`;
  const now = Date.now();
  const cached = byAudience.get(`${subject} ${audience}`);
  if (cached && cached.until > now) return cached.header;
  if (byAudience.size >= MAX_AGENTS) byAudience.clear();
  const expiration = Math.floor(now / 1000) + VAPID_VALIDITY_S;
  const { Authorization } = webPush.getVapidHeaders(
    audience,
    subject,
    keys.publicKey,
    keys.privateKey,
    'aes128gcm',
    expiration,
  ) as { Authorization: string };
  byAudience.set(`${subject} ${audience}`, { header: Authorization, until: now + VAPID_REUSE_MS });
  return Authorization;
}

type PostDetails = { method: string; headers: Record<string, unknown>; body?: Buffer | null };
type PostAnswer = { status: number; retryAfter?: string };

/**
 * POSTs web-push's request to a checked target over the origin's kept-alive connections and
 * answers the status (and `Retry-After`); the body of the answer is read and dropped. `http:` only
 * ever reaches here for loopback under the test flag.
 *
 * A push service closes a connection it has kept idle for a while (Node's own server after 5 s).
 * A message written on such a connection just as it closes is reset before the service read it:
 * that message is sent once more on a new connection of its own, the retry Node's documentation
 * gives for `request.reusedSocket`. A reset on a new connection is the service's answer and is
 * not retried.
 */
async function post(target: PushTarget, details: PostDetails, resolve: HostResolver): Promise<PostAnswer> {
  try {
    return await postOnce(target, details, resolve, agentFor(target, resolve));
  } catch (err) {
    if (!(err instanceof StaleConnectionError)) throw err;
    return postOnce(target, details, resolve, false);
  }
}

/** A kept-alive connection reset as a message was written on it: the service never read it. */
class StaleConnectionError extends Error {
  constructor(readonly code: string) {
    super('kept-alive connection closed by the push service');
  }
}
const STALE_CONNECTION_CODES = new Set(['ECONNRESET', 'EPIPE']);

function postOnce(
  target: PushTarget,
  details: PostDetails,
  resolve: HostResolver,
  agent: HttpAgent | false,
): Promise<PostAnswer> {
  return new Promise((done, fail) => {
    const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
    let answered = false;
    const req = send(
      {
        protocol: target.url.protocol,
        hostname: target.host,
        port: target.url.port || undefined,
        path: `${target.url.pathname}${target.url.search}`,
        method: details.method,
        headers: details.headers as Record<string, string>,
        agent,
        lookup: guardedLookup(target.reach, resolve),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      },
      (res) => {
        answered = true;
        res.on('error', fail);
        res.on('end', () => {
          const retryAfter = res.headers['retry-after'];
          done({
            status: res.statusCode ?? 0,
            retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
          });
        });
        res.resume();
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => {
      const code = err.code ?? '';
      fail(
        !answered && req.reusedSocket && STALE_CONNECTION_CODES.has(code)
          ? new StaleConnectionError(code)
          : err,
      );
    });
    req.end(details.body ?? undefined);
  });
}

/** Sends to every subscription of a user; answers how many were delivered. */
export async function sendPushToUser(deps: PushDeps, userId: string, payload: PushPayload): Promise<number> {
  const rows = await deps.orm.em.fork().find(PushSubscriptionSchema, { userId });
  const results = await Promise.all(
    rows.map((row) =>
      sendPush(deps, { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, payload),
    ),
  );
  return results.filter((r) => r === 'sent').length;
}
