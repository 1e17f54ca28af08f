import type { EntityManager } from '@mikro-orm/knex';
import webPush from 'web-push';
import type { PushSubscriptionJson } from '../../../shared/schemas/notifications.schema';
import type { Config } from '../../config';
import type { Orm } from '../../db/orm';
import { AppSettingSchema, PushSubscriptionSchema } from './notifications.entities';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** What sending needs: the database (keys, removing dead subscriptions) and the configuration. */
export interface PushDeps {
  orm: Orm;
  config: Pick<Config, 'vapidSubject'>;
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

/** Stores a browser's subscription for a user; an endpoint seen before moves to this user. */
export async function saveSubscription(
  em: EntityManager,
  userId: string,
  subscription: PushSubscriptionJson,
): Promise<void> {
  await em.upsert(
    PushSubscriptionSchema,
    {
      userId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      createdAt: new Date(),
    },
    { onConflictFields: ['endpoint'], onConflictMergeFields: ['userId', 'p256dh', 'auth'] },
  );
}

export async function removeSubscription(em: EntityManager, userId: string, endpoint: string): Promise<void> {
  await em.nativeDelete(PushSubscriptionSchema, { userId, endpoint });
}

/**
 * Sends one push message. The request is built by web-push (VAPID JWT, aes128gcm encryption) and
 * sent with fetch, so any endpoint URL works (tests use a local HTTP server). A 404 or 410 means
 * the browser dropped the subscription: its row is deleted. Never throws.
 */
export async function sendPush(
  deps: PushDeps,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  payload: PushPayload,
): Promise<PushResult> {
  try {
    const keys = await vapidKeys(deps.orm);
    const request = webPush.generateRequestDetails(subscription, JSON.stringify(payload), {
      vapidDetails: { subject: deps.config.vapidSubject, ...keys },
      TTL: 12 * 60 * 60,
      urgency: 'normal',
    });
    const res = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    await res.arrayBuffer().catch(() => undefined);
    if (res.status === 404 || res.status === 410) {
      await deps.orm.em.fork().nativeDelete(PushSubscriptionSchema, { endpoint: subscription.endpoint });
      return 'gone';
    }
    if (!res.ok) {
      console.error(`push to ${new URL(subscription.endpoint).host} answered ${res.status}`);
      return 'failed';
    }
    return 'sent';
  } catch (err) {
    console.error('push failed', err);
    return 'failed';
  }
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
