import type { Deps } from './deps';
import { purgeExpiredSessions } from './modules/auth/session-store';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Hourly clean-up of expired sessions and rate-limit windows. Deletes are idempotent, so
 * several instances running it at once is harmless.
 */
export function startMaintenance({ orm, limiter }: Deps): () => void {
  const run = async () => {
    try {
      await purgeExpiredSessions(orm);
      await limiter.purgeExpired();
    } catch (err) {
      console.error('maintenance failed', err);
    }
  };
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
