import { api } from '../../shared/api';
import type { SyncPullRecord, SyncPullResponse } from '../../shared/api-types';
import { WEB_SYNC_KINDS } from './kinds';
import type { SyncNotice } from './kinds/web-kind';
import { applyDecisions } from './outbox-push';
import { type SyncContext, type SyncOutcome, signInNeeded } from './sync-context';
import { sendJson } from './sync-reply';

/**
 * Fetches the member's records of every kind newer than the saved cursor and the server's summary
 * (DESIGN.md §5.6) and merges them, each kind by its own rule (web/sync/kinds): a local row not
 * synced yet is left to its own push, a tombstone removes a row. `reset` (an unknown cursor)
 * replaces the member's synced rows of every kind instead of merging. Records of a kind this
 * build does not know are skipped.
 */
export async function pullChanges(ctx: SyncContext, userId: string): Promise<SyncOutcome> {
  if (ctx.signedInUserId() !== userId) return 'not-signed-in';
  const cursor = (await ctx.db.summaries.get(userId))?.cursor ?? 0;
  const reply = await sendJson(ctx.fetch, 'GET', api.syncPull(cursor), undefined);
  switch (reply.kind) {
    case 'ok':
      break;
    case 'needs-sign-in':
      return signInNeeded(ctx, reply.endReason);
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
  const typeOf = (record: SyncPullRecord) => record.type ?? 'checkin';
  // Rules are loaded before the transaction: awaiting anything else inside it would commit it.
  const kinds = await Promise.all(
    WEB_SYNC_KINDS.map(async (kind) => {
      const records = pull.records.filter((record) => typeOf(record) === kind.type);
      return { kind, records, rules: records.length > 0 ? await kind.rules() : null };
    }),
  );
  const tables = WEB_SYNC_KINDS.map((kind) => kind.table(db));
  const notices = await db.transaction('rw', [...tables, db.outbox, db.summaries], async () => {
    const out: SyncNotice[] = [];
    for (const { kind, records, rules } of kinds) {
      const table = kind.table(db);
      if (pull.reset) await table.where('[userId+syncState]').equals([userId, 'synced']).delete();
      if (!rules) continue;
      const ids = records.map((record) => record.id);
      const local = await table.bulkGet(ids);
      const decisions = records.map((record, i) => rules.pulled(record, userId, local[i]));
      out.push(...(await applyDecisions(ctx, kind, ids, decisions, false)));
    }
    await db.summaries.put({
      userId,
      dashboard: pull.summary,
      cursor: pull.cursor,
      updatedAt: new Date().toISOString(),
    });
    return out;
  });
  for (const notice of notices) ctx.notify?.(notice);
}
