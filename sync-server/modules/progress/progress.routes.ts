import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type {
  CheckinDto,
  DashboardDto,
  HistoryItemDto,
  LatestMedalDto,
  MoodDataDto,
} from '../../../shared/api-types';
import { CHART_WINDOW_DAYS, type ShareScope } from '../../../shared/constants';
import { latestMedalDto, toCheckinDto, toHistoryDto, toMoodDataDto } from '../../../shared/domain/dto';
import { historyItems } from '../../../shared/domain/history';
import { moodSeries } from '../../../shared/domain/mood';
import { addDaysToLocalDate, resolveTimeZone, todayIn } from '../../../shared/domain/zoned';
import type { AccessResource } from '../../../shared/texts/sharing.texts';
import type { Deps } from '../../deps';
import { apiRouter } from '../../http/route-access';
import { findCheckinsSince } from '../checkins/checkin.repository';
import { findMemberMedals } from '../medals/medal.repository';
import { memberAccess, requireMemberAccess } from './member-access';
import { dashboardOf, viewMember } from './progress.service';

const DEFAULT_CHECKIN_LIST_DAYS = 90;
const MAX_CHECKIN_LIST_DAYS = 3660;

/** Health data that changes with every check-in: never cached. */
const noStore: Middleware = (ctx, next) => {
  ctx.set('Cache-Control', 'no-store');
  return next();
};

/**
 * The spec's member reads (§3, §7) for `{userId}`, all behind the one access check:
 * GET /api/dashboard → DashboardDto, /history → HistoryItemDto[], /mood-data → MoodDataDto[],
 * /latest-medal → LatestMedalDto (JSON `null` when the member holds none), /checkins → CheckinDto[]
 * (newest first, `?days=` back, notes null and only the catalogue's trigger tags without the
 * notes scope; the history's tags likewise). A psychologist needs the
 * `progress` scope for the dashboard and the latest medal, `checkins` for the rest; everything
 * in the history derives from the check-ins.
 */
export function progressRoutes({ em }: Deps): Router {
  const router = apiRouter('/api');
  const reads = (resource: AccessResource, scope: ShareScope) =>
    requireMemberAccess(em, { read: { resource, scope } });

  router.get('/dashboard/:userId', noStore, reads('dashboard', 'progress'), async (ctx) => {
    const { member } = memberAccess(ctx);
    const body: DashboardDto = dashboardOf(member, await viewMember(em(), member));
    ctx.body = body;
  });

  router.get('/history/:userId', noStore, reads('history', 'checkins'), async (ctx) => {
    const { member, notes } = memberAccess(ctx);
    const { facts, progress, now } = await viewMember(em(), member);
    const body: HistoryItemDto[] = toHistoryDto(historyItems(facts, progress, now), { includeNotes: notes });
    ctx.body = body;
  });

  router.get('/mood-data/:userId', noStore, reads('mood-data', 'checkins'), async (ctx) => {
    const { member } = memberAccess(ctx);
    const now = new Date();
    // Only the chart's window is read (a day of slack; moodSeries draws the exact edge).
    const from = addDaysToLocalDate(todayIn(resolveTimeZone(member.timezone), now), -CHART_WINDOW_DAYS);
    const checkins = await findCheckinsSince(em(), member.id, from);
    const body: MoodDataDto[] = toMoodDataDto(moodSeries(checkins, member.timezone, now));
    ctx.body = body;
  });

  router.get('/latest-medal/:userId', noStore, reads('latest-medal', 'progress'), async (ctx) => {
    const { member } = memberAccess(ctx);
    const body: LatestMedalDto = latestMedalDto({ medals: await findMemberMedals(em(), member.id) });
    // Koa turns a null body into 204; the spec's client parses JSON, so send `null` itself.
    ctx.type = 'application/json';
    ctx.body = JSON.stringify(body);
  });

  router.get('/checkins/:userId', noStore, reads('checkins', 'checkins'), async (ctx) => {
    const { member, notes } = memberAccess(ctx);
    const days = parseDays(ctx.query.days);
    const from = addDaysToLocalDate(todayIn(resolveTimeZone(member.timezone), new Date()), -days);
    const records = await findCheckinsSince(em(), member.id, from);
    records.sort((a, b) =>
      a.date === b.date ? b.recordedAt.localeCompare(a.recordedAt) : b.date.localeCompare(a.date),
    );
    const body: CheckinDto[] = records.map((c) =>
      toCheckinDto(c, member.id, c.version, { includeNotes: notes }),
    );
    ctx.body = body;
  });

  return router;
}

/** `?days=N` of GET /api/checkins/{userId}: 1–3660, default 90. */
function parseDays(raw: unknown): number {
  const n = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_CHECKIN_LIST_DAYS) : DEFAULT_CHECKIN_LIST_DAYS;
}
