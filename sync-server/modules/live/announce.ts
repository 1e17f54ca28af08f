import type { EntityManager } from '@mikro-orm/knex';
import type { Orm } from '../../db/orm';
import type { BusEvent, LiveBus } from './live-event';

// One bus per ORM instance (keyed by its driver, which every fork shares), like the facts cache:
// the services that change a member's data know their entity manager, not the app around it.
const buses = new WeakMap<object, LiveBus>();

/** Announcements made through `orm` (and its forks) go out on `bus`. */
export function attachLiveBus(orm: Orm, bus: LiveBus): void {
  buses.set(orm.em.getDriver(), bus);
}

/**
 * Announces `event` to the person's open tabs, on every instance. Call it after the change
 * committed: a tab that hears of it reads it at once. Without a bus (a CLI on SQLite) nothing is
 * sent; the servers' own session check and the pages' pulls then catch up.
 */
export function announce(em: EntityManager, event: BusEvent): void {
  buses.get(em.getDriver())?.publish(event);
}

/** The member's synced records changed: every open tab pulls what it has not seen. */
export function announceMemberChanged(em: EntityManager, userId: string, version: number): void {
  announce(em, { userId, message: { type: 'changed', version } });
}

/** A sharing grant between these people was created or ended: their open pages reload it. */
export function announceGrantsChanged(em: EntityManager, userIds: readonly string[]): void {
  for (const userId of new Set(userIds)) announce(em, { userId, message: { type: 'grants-changed' } });
}
