import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/knex';
import {
  WEBINARS_URL,
  webinarCancelledTexts,
  webinarReminderTexts,
} from '../../../shared/texts/webinars.texts';
import type { Config } from '../../config';
import { logError } from '../../http/safe-log';
import { forEachBounded, type RepeatingJob, startRepeatingJob } from '../../jobs/fan-out';
import { sendMail } from '../mail/mail.service';
import { type PushDeps, sendPushToUser } from '../notifications/push.service';
import { UserSchema } from '../users/user.entity';
import {
  type WebinarNoticeOutcome,
  type WebinarNoticeRow,
  WebinarNoticeSchema,
  type WebinarRow,
  WebinarSchema,
} from './webinar.entities';
import { startMsOf, toWebinarDto } from './webinar-dto';
import { isRegistered } from './webinar-read';

/**
 * The webinar fan-out job (DESIGN.md §11): reminders an hour before and cancellation notices,
 * each a row of `webinar_notices` owed to one member. Every instance runs rounds; a round reads
 * the due, unclaimed rows through the (claim_token, due_at) index, claims a batch with one
 * conditional UPDATE (`claim_token` set where it is still null, so each row is won by exactly one
 * instance, whatever the engine), sends push and e-mail with bounded concurrency, and records the
 * outcome. A claimed row is never claimed again: a notice is sent at most once, even if the
 * instance dies in the middle. Rows not yet claimed wait in the database, so a restart loses
 * nothing, and a stopping instance gives back the rows it claimed but had not started.
 */

export const NOTICE_BATCH = 25;
export const NOTICE_CONCURRENCY = 5;
export const NOTICE_INTERVAL_MS = 30_000;

export interface WebinarNoticeDeps extends PushDeps {
  config: PushDeps['config'] & Pick<Config, 'smtpUrl' | 'mailFrom' | 'publicOrigin'>;
}

export interface NoticeResult {
  webinarId: string;
  userId: string;
  kind: WebinarNoticeRow['kind'];
  outcome: WebinarNoticeOutcome;
}

/** Runs rounds until nothing due is left (or `signal` asks to stop); answers what each notice became. */
export async function runWebinarNotices(
  deps: WebinarNoticeDeps,
  now: Date,
  signal?: AbortSignal,
): Promise<NoticeResult[]> {
  const results: NoticeResult[] = [];
  for (;;) {
    const em = deps.orm.em.fork() as EntityManager;
    const { seen, claimed, token } = await claimBatch(em, now);
    const webinars = new Map<string, Promise<WebinarRow | null>>();
    const webinarOf = (id: string) => {
      const known = webinars.get(id);
      if (known) return known;
      const read = em.findOne(WebinarSchema, { id }, { disableIdentityMap: true });
      webinars.set(id, read);
      return read;
    };
    const released: WebinarNoticeRow[] = [];
    let done = 0;
    const unstarted = await forEachBounded(
      claimed,
      NOTICE_CONCURRENCY,
      async (notice) => {
        const outcome = await deliverOne(deps, em, notice, await webinarOf(notice.webinarId), now);
        if (outcome === 'retry') released.push(notice);
        if (outcome === 'retry' || outcome === 'failed') return;
        await em.nativeUpdate(
          WebinarNoticeSchema,
          { id: notice.id, claimToken: token },
          { outcome, doneAt: now },
        );
        results.push({ webinarId: notice.webinarId, userId: notice.userId, kind: notice.kind, outcome });
        done++;
      },
      signal,
    );
    released.push(...unstarted);
    if (released.length) {
      await em.nativeUpdate(
        WebinarNoticeSchema,
        { id: { $in: released.map((n) => n.id) }, claimToken: token, outcome: null },
        { claimToken: null, claimedAt: null },
      );
    }
    // A short batch means nothing more is due. A batch other instances took entirely is read
    // again; one this instance claimed but could not finish waits for the next tick.
    if (seen < NOTICE_BATCH || signal?.aborted || (claimed.length > 0 && done === 0)) return results;
  }
}

/** Reads up to a batch of due rows and claims those no other instance took first. */
async function claimBatch(em: EntityManager, now: Date) {
  const due = await em.find(
    WebinarNoticeSchema,
    { claimToken: null, dueAt: { $lte: now } },
    { fields: ['id'], orderBy: { dueAt: 'asc', id: 'asc' }, limit: NOTICE_BATCH, disableIdentityMap: true },
  );
  const token = randomUUID();
  if (due.length === 0) return { seen: 0, claimed: [], token };
  await em.nativeUpdate(
    WebinarNoticeSchema,
    { id: { $in: due.map((d) => d.id) }, claimToken: null },
    { claimToken: token, claimedAt: now },
  );
  const claimed = await em.find(
    WebinarNoticeSchema,
    { claimToken: token },
    { orderBy: { id: 'asc' }, disableIdentityMap: true },
  );
  return { seen: due.length, claimed, token };
}

/**
 * Sends one claimed notice, or skips it when it no longer applies: the member left the webinar,
 * a reminder's webinar was cancelled or has already started (the server was down during the hour
 * before), a notice's webinar is gone. A failure before anything was sent gives the row back
 * (`retry`); one while sending keeps it claimed (`failed`, logged), so nothing goes out twice.
 */
async function deliverOne(
  deps: WebinarNoticeDeps,
  em: EntityManager,
  notice: WebinarNoticeRow,
  webinar: WebinarRow | null,
  now: Date,
): Promise<WebinarNoticeOutcome | 'retry' | 'failed'> {
  let member: { name: string; email: string } | null;
  try {
    if (!webinar || !(await isRegistered(em, notice.webinarId, notice.userId))) return 'skipped';
    const applies =
      notice.kind === 'reminder'
        ? webinar.status === 'scheduled' && now.getTime() < startMsOf(webinar)
        : webinar.status === 'cancelled';
    if (!applies) return 'skipped';
    member = await em.findOne(UserSchema, { id: notice.userId }, { fields: ['name', 'email'] });
    if (!member) return 'skipped';
  } catch (err) {
    logError('webinar notice', err);
    return 'retry';
  }
  try {
    const dto = toWebinarDto(webinar, true);
    const texts = notice.kind === 'reminder' ? webinarReminderTexts : webinarCancelledTexts;
    await sendPushToUser(deps, notice.userId, {
      ...texts.push(dto),
      url: WEBINARS_URL,
      tag: `virada-webinar-${webinar.id}`,
    });
    await sendMail(deps, { to: member.email, ...texts.email(dto, member, deps.config.publicOrigin) }, now);
    return 'sent';
  } catch (err) {
    logError('webinar notice', err);
    return 'failed';
  }
}

/** Every instance runs this (main.ts): a round now and every 30 s, on the real clock unless given one. */
export function startWebinarNoticeJob(
  deps: WebinarNoticeDeps,
  options: { now?: () => Date; intervalMs?: number } = {},
): RepeatingJob {
  const now = options.now ?? (() => new Date());
  return startRepeatingJob('webinar notices', options.intervalMs ?? NOTICE_INTERVAL_MS, (signal) =>
    runWebinarNotices(deps, now(), signal),
  );
}
