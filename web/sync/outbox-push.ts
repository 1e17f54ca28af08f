import { api } from '../../shared/api';
import type { SyncPushResponse, SyncRecordResult } from '../../shared/schemas/sync.schema';
import { syncTexts } from '../../shared/texts/sync.texts';
import { getDeviceId, type OutboxKind, type OutboxRow, type SyncState } from '../data/db';
import type { SyncContext, SyncOutcome } from './sync-context';
import { type SyncReply, sendJson } from './sync-reply';
import { toAssessmentBody, toGoalBody, toPushRecord } from './sync-wire';

/** Check-ins per `POST /api/sync/push` request. */
export const PUSH_BATCH_SIZE = 100;
/** Bodies stay under the server's default 100 kB limit (long notes make big records). */
export const PUSH_MAX_BYTES = 64 * 1024;

interface Settlement {
  id: string;
  syncState: SyncState;
  syncMessage: string | null;
}

const TABLES = { checkin: 'checkins', assessment: 'assessments', goal: 'goals' } as const;
const KIND_ORDER: Record<OutboxKind, number> = { assessment: 0, goal: 1, checkin: 2 };
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Sends the member's outbox: assessments first (the first one starts the journey), then goals,
 * then check-ins in batches. Stops at the first answer that is not a settlement (offline, 401,
 * 5xx): what was not settled stays pending. `onlyUnsent` sends only rows never handed over yet,
 * so that offline the service worker's queue does not fill with copies of the same request.
 */
export async function pushOutbox(ctx: SyncContext, userId: string, onlyUnsent = false): Promise<SyncOutcome> {
  const rows = (await ctx.db.outbox.where('userId').equals(userId).toArray())
    .filter((row) => !onlyUnsent || row.attempts === 0)
    .sort(
      (a, b) =>
        KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || compare(a.createdAt, b.createdAt) || compare(a.id, b.id),
    );
  for (const row of rows.filter((r) => r.kind !== 'checkin')) {
    const outcome = await pushOne(ctx, userId, row);
    if (outcome !== 'done') return outcome;
  }
  const checkins = rows.filter((r) => r.kind === 'checkin');
  for (let i = 0; i < checkins.length; i += PUSH_BATCH_SIZE) {
    const outcome = await pushCheckins(ctx, userId, checkins.slice(i, i + PUSH_BATCH_SIZE));
    if (outcome !== 'done') return outcome;
  }
  return 'done';
}

async function pushOne(ctx: SyncContext, userId: string, row: OutboxRow): Promise<SyncOutcome> {
  const assessment = row.kind === 'assessment' ? await ctx.db.assessments.get(row.id) : undefined;
  const goal = row.kind === 'goal' ? await ctx.db.goals.get(row.id) : undefined;
  // The record is gone (its user signed out meanwhile): nothing left to send.
  if (!assessment && !goal) return forget(ctx, [row.id]).then(() => 'done');
  if (ctx.signedInUserId() !== userId) return 'not-signed-in';
  const reply = assessment
    ? await sendJson(ctx.fetch, 'POST', api.assessment, toAssessmentBody(assessment))
    : await sendJson(ctx.fetch, 'PUT', api.goals, toGoalBody(goal!));
  if (reply.kind === 'ok')
    return settle(ctx, row.kind, [{ id: row.id, syncState: 'synced', syncMessage: null }]);
  if (reply.kind === 'refused') return settle(ctx, row.kind, [refusal(row.id, reply)]);
  return keepPending(ctx, [row.id], reply);
}

/**
 * One batch of check-ins, halved while its body is too big. A whole-request refusal (a 4xx other than 401/408/429) of several
 * records is split in halves, so one bad record cannot take its neighbours down with it.
 */
async function pushCheckins(ctx: SyncContext, userId: string, rows: OutboxRow[]): Promise<SyncOutcome> {
  const ids = rows.map((r) => r.id);
  const found = await ctx.db.checkins.bulkGet(ids);
  const checkins = found.filter((c) => c !== undefined);
  if (checkins.length < ids.length)
    await forget(
      ctx,
      ids.filter((_, i) => found[i] === undefined),
    );
  if (checkins.length === 0) return 'done';
  if (ctx.signedInUserId() !== userId) return 'not-signed-in';
  const deviceId = await getDeviceId(ctx.db);
  const body = { deviceId, records: checkins.map((c) => toPushRecord(c, deviceId)) };
  const split = async () => {
    const half = Math.ceil(rows.length / 2);
    const first = await pushCheckins(ctx, userId, rows.slice(0, half));
    return first === 'done' ? pushCheckins(ctx, userId, rows.slice(half)) : first;
  };
  if (checkins.length > 1 && byteLength(JSON.stringify(body)) > PUSH_MAX_BYTES) return split();
  const reply = await sendJson(ctx.fetch, 'POST', api.syncPush, body);
  if (reply.kind === 'refused') {
    if (checkins.length === 1) return settle(ctx, 'checkin', [refusal(checkins[0]!.id, reply)]);
    return split();
  }
  if (reply.kind !== 'ok') return keepPending(ctx, ids, reply);
  const results = readResults(reply.body);
  if (!results)
    return keepPending(ctx, ids, { kind: 'retry', offline: false, reason: 'malformed push reply' });
  const byId = new Map(results.map((r) => [r.id, r]));
  const settled = checkins.flatMap((c) => {
    const result = byId.get(c.id);
    return result ? [settlementOf(result)] : [];
  });
  // A record the server did not answer for stays pending and goes out again next time.
  const unanswered = ids.filter((id) => !byId.has(id));
  if (unanswered.length > 0) await bumpAttempts(ctx, unanswered, 'no result in push reply');
  return settle(ctx, 'checkin', settled);
}

function settlementOf(result: SyncRecordResult): Settlement {
  if (result.status === 'stored' || result.status === 'duplicate')
    return { id: result.id, syncState: 'synced', syncMessage: null };
  const fallback = result.status === 'conflict' ? syncTexts.conflictFallback : syncTexts.rejectedFallback;
  return { id: result.id, syncState: result.status, syncMessage: result.message ?? fallback };
}

function refusal(id: string, reply: Extract<SyncReply, { kind: 'refused' }>): Settlement {
  const syncState = reply.status === 409 ? 'conflict' : 'rejected';
  const fallback = syncState === 'conflict' ? syncTexts.conflictFallback : syncTexts.rejectedFallback;
  return { id, syncState, syncMessage: reply.message ?? fallback };
}

function readResults(body: unknown): SyncRecordResult[] | null {
  const results = (body as Partial<SyncPushResponse> | null)?.results;
  if (!Array.isArray(results)) return null;
  return results.filter(
    (r): r is SyncRecordResult =>
      typeof r === 'object' && r !== null && typeof r.id === 'string' && typeof r.status === 'string',
  );
}

/**
 * The server answered for these records: each row takes its state (a conflict or rejection is
 * kept with the server's reason, for the member to see) and leaves the outbox. Only rows still
 * pending are touched, so an answer arriving after a sign-out changes nothing.
 */
async function settle(ctx: SyncContext, kind: OutboxKind, settlements: Settlement[]): Promise<SyncOutcome> {
  if (settlements.length === 0) return 'done';
  const { db } = ctx;
  const table = db.table<{ id: string; syncState: SyncState; syncMessage: string | null }, string>(
    TABLES[kind],
  );
  await db.transaction('rw', [table, db.outbox], async () => {
    const rows = await table.bulkGet(settlements.map((s) => s.id));
    const updates = settlements
      .filter((_, i) => rows[i]?.syncState === 'pending')
      .map((s) => ({ key: s.id, changes: { syncState: s.syncState, syncMessage: s.syncMessage } }));
    await table.bulkUpdate(updates);
    await db.outbox.bulkDelete(settlements.map((s) => s.id));
  });
  return 'done';
}

async function keepPending(ctx: SyncContext, ids: string[], reply: SyncReply): Promise<SyncOutcome> {
  switch (reply.kind) {
    case 'queued':
      await bumpAttempts(ctx, ids, 'queued by the service worker');
      return 'queued';
    case 'needs-sign-in':
      await bumpAttempts(ctx, ids, 'HTTP 401');
      return 'needs-sign-in';
    case 'retry':
      await bumpAttempts(ctx, ids, reply.reason);
      return reply.offline ? 'offline' : 'retry';
    default:
      return 'retry';
  }
}

function bumpAttempts(ctx: SyncContext, ids: string[], lastError: string): Promise<number> {
  return ctx.db.outbox
    .where(':id')
    .anyOf(ids)
    .modify((row) => {
      row.attempts += 1;
      row.lastError = lastError;
    });
}

function forget(ctx: SyncContext, ids: string[]): Promise<void> {
  return ctx.db.outbox.bulkDelete(ids);
}

const byteLength = (text: string) => new TextEncoder().encode(text).length;
