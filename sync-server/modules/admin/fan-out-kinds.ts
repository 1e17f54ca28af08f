import type { FanOutJobKind } from '../../../shared/admin-api-types';
import type { RepeatingJob } from '../../jobs/fan-out';
import {
  type FanOutKindHandler,
  type FanOutSettings,
  fanOutSettingsFrom,
  startFanOutJobs,
} from '../../jobs/fan-out-jobs';
import type { PushDeps } from '../notifications/push.service';
import { broadcastHandler } from './broadcast-job';
import { type MedalEmailDeps, medalEmailHandler } from './medal-email-job';

/** What every kind of fan-out job needs to send: push and mail. */
export interface FanOutDeps extends PushDeps {
  config: PushDeps['config'] & MedalEmailDeps['config'];
}

/** The sender of each kind (a new kind of fan-out adds its handler here). */
export const fanOutHandlers: Record<FanOutJobKind, FanOutKindHandler<FanOutDeps>> = {
  'push-broadcast': broadcastHandler,
  'medal-emails': medalEmailHandler,
};

/**
 * Every instance runs the fan-out jobs (main.ts), with the operator's `FAN_OUT_*` settings;
 * stop() finishes what was started and gives back the rest.
 */
export function startFanOutJob(
  deps: FanOutDeps,
  options: { settings?: FanOutSettings; now?: () => Date } = {},
): RepeatingJob {
  return startFanOutJobs(
    deps,
    fanOutHandlers,
    options.settings ?? fanOutSettingsFrom(process.env),
    options.now,
  );
}
