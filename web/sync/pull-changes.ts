import { api } from '../../shared/api';
import type { CheckinDto, SyncPullResponse } from '../../shared/api-types';
import type { SyncContext, SyncOutcome } from './sync-context';
import { sendJson } from './sync-reply';
import { fromCheckinDto } from './sync-wire';

/**
 * Fetches the member's records newer than the saved cursor and the server's summary
 * (DESIGN.md §5.6) and merges them: pulled records are `synced`, but a local row with the same id
 * that is not synced yet is left alone (its own push settles it). `reset` (an unknown cursor)
 * replaces the member's synced rows instead of merging.
 */
export async function pullChanges(ctx: SyncContext, userId: string): Promise<SyncOutcome> {
  if (ctx.signedInUserId() !== userId) return 'not-signed-in';
  const cursor = (await ctx.db.summaries.get(userId))?.cursor ?? 0;
  const reply = await sendJson(ctx.fetch, 'GET', api.syncPull(cursor), undefined);
  switch (reply.kind) {
    case 'ok':
      break;
    case 'needs-sign-in':
      return 'needs-sign-in';
    case 'retry':
      return reply.offline ? 'offline' : 'retry';
    default:
      return 'retry';
  }
  const body = reply.body as Partial<SyncPullResponse> | null;
  if (!body || !Array.isArray(body.records) || typeof body.cursor !== 'number' || !body.summary)
    return 'retry';
  // The session changed while the request was out: this answer is someone else's.
  if (body.summary.user?.id !== userId || ctx.signedInUserId() !== userId) return 'not-signed-in';
  await applyPull(ctx, userId, body as SyncPullResponse);
  return 'done';
}

export async function applyPull(ctx: SyncContext, userId: string, pull: SyncPullResponse): Promise<void> {
  const { db } = ctx;
  // Until the generic engine reads every kind (issue 10), only check-ins are applied here.
  const incoming = pull.records
    .filter((r): r is CheckinDto => (r.type ?? 'checkin') === 'checkin')
    .filter((r) => r.userId === userId)
    .map(fromCheckinDto);
  await db.transaction('rw', [db.checkins, db.summaries], async () => {
    if (pull.reset) await db.checkins.where('[userId+syncState]').equals([userId, 'synced']).delete();
    const existing = await db.checkins.bulkGet(incoming.map((c) => c.id));
    await db.checkins.bulkPut(incoming.filter((_, i) => (existing[i]?.syncState ?? 'synced') === 'synced'));
    await db.summaries.put({
      userId,
      dashboard: pull.summary,
      cursor: pull.cursor,
      updatedAt: new Date().toISOString(),
    });
  });
}
