import type Router from '@koa/router';
import type { SyncPullResponse } from '../../../shared/api-types';
import { type SyncPushResponse, syncPushSchema } from '../../../shared/schemas/sync.schema';
import type { Deps } from '../../deps';
import { apiRouter } from '../../http/route-access';
import { parseBody } from '../../http/validate';
import { currentAccount, currentUser, requireAccount, requireUser } from '../auth/current-user';
import { rateKey } from '../auth/rate-limit';
import { dashboardOf, viewMember } from '../progress/progress.service';
import { currentVersion } from '../progress/user-progress.repository';
import { pullSyncRecords } from './sync-pull';
import { pushSyncRecords } from './sync-push';

/** A cursor the client sent back: a whole number ≥ 0, anything else counts as unknown. */
function parseCursor(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

/**
 * The sync protocol (DESIGN.md §5):
 * POST /api/sync/push {deviceId, records} → 200 SyncPushResponse, one result per record in order;
 * GET /api/sync/pull?cursor=N → 200 SyncPullResponse: the records of every kind changed after
 * N (each with its `type`; a deleted diary entry as its tombstone), the new cursor and the
 * authoritative summary. Push and pull are written over the declared kinds (kinds/index.ts). Cursor 0, missing, malformed or ahead of the server → every
 * record with `reset: true` (replace, don't merge).
 */
export function syncRoutes({ em, orm, limiter, config }: Deps): Router {
  const router = apiRouter('/api/sync');

  router.post('/push', requireAccount(em), async (ctx) => {
    const input = parseBody(syncPushSchema, ctx.request.body);
    // The ORM's root entity manager: the write joins a group that outlives this request.
    const results = await pushSyncRecords(
      {
        em: orm.em,
        account: currentAccount(ctx),
        deviceId: input.deviceId,
        now: new Date(),
        countAgainst: async (name, rule) => {
          await limiter.hit(rateKey(name, currentAccount(ctx).id), rule);
        },
        rateLimits: config.rateLimits,
      },
      input.records,
    );
    const body: SyncPushResponse = { results };
    ctx.body = body;
  });

  router.get('/pull', requireUser(em), async (ctx) => {
    const user = currentUser(ctx);
    // The version is read before the records: a push landing in between is sent now and again
    // next time (merged by id), never skipped.
    const version = await currentVersion(em(), user.id);
    const asked = parseCursor(ctx.query.cursor);
    const reset = asked === null || asked === 0 || asked > version;
    const since = reset ? 0 : asked;
    const view = await viewMember(em(), user);
    const records = await pullSyncRecords({ em: em(), user, since, view });
    const body: SyncPullResponse = { records, cursor: version, reset, summary: dashboardOf(user, view) };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  return router;
}
