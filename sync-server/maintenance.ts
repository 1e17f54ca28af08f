import type { EntityManager } from '@mikro-orm/knex';
import type { Deps } from './deps';
import { logError } from './http/safe-log';
import { purgeSettledRecipients } from './jobs/fan-out-retention';
import { purgeEndedSessions } from './modules/auth/session-end';
import { purgeExpiredSessions } from './modules/auth/session-store';
import { purgeOldMail } from './modules/mail/mail.service';
import { expireDuePayments, purgeOldWebhookEvents } from './modules/payments/payments.service';
import { purgeExpiredResetTokens } from './modules/recovery/recovery.service';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Hourly clean-up of expired sessions (and the reasons kept for ended ones), rate-limit windows, reset tokens and old e-mails;
 * pending payments past their 24 hours become expired, and old webhook event ids go, and so do the recipient rows of fan-out jobs settled a week ago.
 * Deletes are idempotent, so several instances running it at once is harmless.
 */
export function startMaintenance({ orm, limiter }: Deps): () => void {
  const run = async () => {
    try {
      await purgeExpiredSessions(orm);
      await purgeEndedSessions(orm.em);
      await limiter.purgeExpired();
      await purgeExpiredResetTokens(orm.em.fork() as EntityManager);
      await purgeOldMail(orm);
      const em = orm.em.fork() as EntityManager;
      await expireDuePayments(em);
      await purgeOldWebhookEvents(em);
      await purgeSettledRecipients(em);
    } catch (err) {
      logError('maintenance', err);
    }
  };
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
