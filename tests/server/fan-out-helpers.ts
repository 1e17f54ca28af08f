import type { FanOutJobDto } from '../../shared/admin-api-types';
import { fanOutJobsApi } from '../../shared/fan-out-jobs-api';
import {
  DEFAULT_FAN_OUT_SETTINGS,
  type FanOutSettings,
  runFanOutJobs,
} from '../../sync-server/jobs/fan-out-jobs';
import { fanOutHandlers } from '../../sync-server/modules/admin/fan-out-kinds';
import type { SignedIn } from '../helpers/accounts';
import type { TestServer } from '../helpers/test-server';

/** One round of the fan-out jobs on an instance, as main.ts runs them every few seconds. */
export function runJobsOn(
  server: TestServer,
  settings: Partial<FanOutSettings> = {},
  options: { now?: () => Date; signal?: AbortSignal } = {},
): Promise<void> {
  return runFanOutJobs(
    { orm: server.orm, config: server.config },
    fanOutHandlers,
    { ...DEFAULT_FAN_OUT_SETTINGS, ...settings },
    options.now,
    options.signal,
  );
}

/** A job as staff read it through the API. */
export async function jobOf(admin: SignedIn, id: string): Promise<FanOutJobDto> {
  const res = await admin.client.get<FanOutJobDto>(fanOutJobsApi.one(id));
  if (res.status !== 200) throw new Error(`GET job ${id}: ${res.status} ${res.text}`);
  return res.body;
}

/** Every outcome count of a job: they add up to its total once it is done (the pages' own sum). */
export { settledOf as settledCount } from '../../shared/texts/fan-out-jobs.texts';
