import { randomUUID } from 'node:crypto';
import type Router from '@koa/router';
import type { CheckinResponse } from '../../../shared/api-types';
import { toCheckinDto } from '../../../shared/domain/dto';
import type { Deps } from '../../deps';
import { badRequest } from '../../http/errors';
import { apiRouter } from '../../http/route-access';
import { currentAccount, requireAccount } from '../auth/current-user';
import { recordCheckin } from './checkins.service';

/**
 * POST /api/checkins (spec §7): one check-in, the same operation as a one-record push.
 * 201 when stored, 200 when the id was already stored with the same content (a replay);
 * 400 (content, date in the future), 403 `not-owner`, 409 `record-conflict` as error bodies.
 * The spec's payload has no `id` (userId, date, hadRelapse, amountSpent, mood, notes): without
 * one the server makes it (a new record every time); a client-sent id (the app's own check-ins,
 * which may also travel through the offline queue) still makes a replay idempotent. The push
 * (`/api/sync/push`) keeps requiring ids: a queued record must name itself.
 */
export function checkinsRoutes({ em, orm }: Deps): Router {
  const router = apiRouter('/api');

  router.post('/checkins', requireAccount(em), async (ctx) => {
    const raw = ctx.request.body;
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw badRequest('validation-failed');
    const withId = (raw as { id?: unknown }).id === undefined ? { ...raw, id: randomUUID() } : raw;
    const { result, record } = await recordCheckin(orm.em, currentAccount(ctx), withId);
    const body: CheckinResponse = { result, record: toCheckinDto(record, record.userId, record.version) };
    ctx.status = result.status === 'stored' ? 201 : 200;
    ctx.body = body;
  });

  return router;
}
