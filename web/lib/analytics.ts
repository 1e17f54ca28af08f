import { api } from '../../shared/api';
import type { AnalyticsEventName } from '../../shared/schemas/analytics.schema';
import { apiPost } from './api-client';

/**
 * Records a first-party analytics event. Failures are only logged (spec §7): analytics never
 * gets in the way of what the person is doing.
 */
export function track(name: AnalyticsEventName, label?: string): void {
  apiPost(api.analyticsEvents, label ? { name, label } : { name }).catch((err: unknown) => {
    console.warn('analytics event not recorded', name, err);
  });
}
