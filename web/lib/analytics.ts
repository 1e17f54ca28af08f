import { api } from '../../shared/api';
import type { AnalyticsEventName } from '../../shared/schemas/analytics.schema';
import { apiPost } from './api-client';
import { readStoredUser } from './stored-user';

/**
 * Records a first-party analytics event, offline-first: it goes into the Dexie `analyticsOutbox`
 * and is sent in batches (web/lib/analytics-outbox.ts). Dexie loads on demand, so the caller
 * never waits. If IndexedDB cannot take it, the event is posted directly. Failures are only
 * logged (spec §7): analytics never gets in the way of what the person is doing.
 */
export function track(name: AnalyticsEventName, label?: string): void {
  import('./analytics-outbox')
    .then(async (outbox) => {
      await outbox.enqueueAnalyticsEvent(name, label);
      outbox.scheduleAnalyticsFlush();
    })
    .catch((err: unknown) => {
      console.warn('analytics outbox unavailable; posting directly', name, err);
      postDirectly(name, label);
    });
}

function postDirectly(name: AnalyticsEventName, label?: string): void {
  apiPost(api.analyticsEvents, label ? { name, label } : { name }).catch((err: unknown) => {
    console.warn('analytics event not recorded', name, err);
  });
}

/**
 * A visit to a public page of content (`content_viewed`, issue 13). A signed-in person's goes
 * through the outbox like every event (their app has the local database loaded anyway); a
 * visitor's is posted at once, so reading a guide costs a visitor no database code. Offline, a
 * visitor's view is not counted: analytics never gets in the way.
 */
export function trackView(name: AnalyticsEventName, label: string): void {
  if (readStoredUser()) track(name, label);
  else postDirectly(name, label);
}
