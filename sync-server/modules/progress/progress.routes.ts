import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { DashboardDto, HistoryItemDto, LatestMedalDto, MoodDataDto } from '../../../shared/api-types';
import { CHART_WINDOW_DAYS } from '../../../shared/constants';
import { latestMedalDto, toHistoryDto, toMoodDataDto } from '../../../shared/domain/dto';
import { historyItems } from '../../../shared/domain/history';
import { moodSeries } from '../../../shared/domain/mood';
import { addDaysToLocalDate, resolveTimeZone, todayIn } from '../../../shared/domain/zoned';
import type { Deps } from '../../deps';
import { findCheckinsSince } from '../checkins/checkin.repository';
import { findMemberMedals } from '../medals/medal.repository';
import { memberAccess, requireMemberAccess } from './member-access';
import { dashboardOf, viewMember } from './progress.service';

/** Health data that changes with every check-in: never cached. */
const noStore: Middleware = (ctx, next) => {
  ctx.set('Cache-Control', 'no-store');
  return next();
};

/**
 * The spec's member reads (§3, §7) for `{userId}`, all behind the one access check:
 * GET /api/dashboard → DashboardDto, /history → HistoryItemDto[], /mood-data → MoodDataDto[],
 * /latest-medal → LatestMedalDto (JSON `null` when the member holds none).
 */
export function progressRoutes({ em }: Deps): Router {
  const router = new Router({ prefix: '/api' });
  const access = requireMemberAccess(em);

  router.get('/dashboard/:userId', noStore, access, async (ctx) => {
    const { member } = memberAccess(ctx);
    const body: DashboardDto = dashboardOf(member, await viewMember(em(), member));
    ctx.body = body;
  });

  router.get('/history/:userId', noStore, access, async (ctx) => {
    const { member } = memberAccess(ctx);
    const { facts, progress, now } = await viewMember(em(), member);
    const body: HistoryItemDto[] = toHistoryDto(historyItems(facts, progress, now));
    ctx.body = body;
  });

  router.get('/mood-data/:userId', noStore, access, async (ctx) => {
    const { member } = memberAccess(ctx);
    const now = new Date();
    // Only the chart's window is read (a day of slack; moodSeries draws the exact edge).
    const from = addDaysToLocalDate(todayIn(resolveTimeZone(member.timezone), now), -CHART_WINDOW_DAYS);
    const checkins = await findCheckinsSince(em(), member.id, from);
    const body: MoodDataDto[] = toMoodDataDto(moodSeries(checkins, member.timezone, now));
    ctx.body = body;
  });

  router.get('/latest-medal/:userId', noStore, access, async (ctx) => {
    const { member } = memberAccess(ctx);
    const body: LatestMedalDto = latestMedalDto({ medals: await findMemberMedals(em(), member.id) });
    // Koa turns a null body into 204; the spec's client parses JSON, so send `null` itself.
    ctx.type = 'application/json';
    ctx.body = JSON.stringify(body);
  });

  return router;
}
