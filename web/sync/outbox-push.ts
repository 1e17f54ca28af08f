import { api } from '../../shared/api';
import type { SyncPushResponse, SyncRecordResult } from '../../shared/schemas/sync.schema';
import { FLUSH_HEADER } from '../../shared/sync/worker-queue';
import { syncTexts } from '../../shared/texts/sync.texts';
import { getDeviceId, type OutboxRow, type SyncState } from '../data/db';
import { WEB_SYNC_KINDS, webSyncKindOf } from './kinds';
import type { RowDecision, SyncedRow, SyncNotice, SyncRules, WebSyncKind } from './kinds/web-kind';
import { type SyncContext, type SyncOutcome, signInNeeded } from './sync-context';
import { type SyncReply, sendJson } from './sync-reply';
import { toAssessmentBody, toGoalBody } from './sync-wire';

/** Records per `POST /api/sync/push` request. */
export const PUSH_BATCH_SIZE = 100;
/** Bodies stay under the server's default 100 kB limit (long notes make big records). */
export const PUSH_MAX_BYTES = 64 * 1024;

export interface PushOptions {
  /** Only rows never handed over yet. */
  onlyUnsent?: boolean;
  /** Also rows waiting out their undo window (an explicit flush, e.g. before signing out). */
  includeDeferred?: boolean;
  /** Sent with every request as FLUSH_HEADER, so the worker can tell this flush's copies apart. */
  flushId?: string;
}

/** One record as sent: its kind, the kind's rules and the row as it was, for the reply to settle. */
interface Sent {
  kind: WebSyncKind;
  rules: SyncRules;
  row: SyncedRow;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Assessments first (the first one starts the journey), then goals, then the synced kinds in order. */
const KIND_ORDER = new Map<string, number>([
  ['assessment', 0],
  ['goal', 1],
  ...WEB_SYNC_KINDS.map((kind, i): [string, number] => [kind.type, 2 + i]),
]);
const orderOf = (row: OutboxRow) => KIND_ORDER.get(row.kind) ?? KIND_ORDER.size;

/**
 * Sends the member's outbox: assessments and goals to their own endpoints, then every synced kind
 * (shared/sync/kinds.ts) in mixed batches to `POST /api/sync/push`. Stops at the first answer that
 * is not a settlement or a queuing (offline with no worker, 401, 5xx): what was not settled stays
 * pending. A request the worker queued does not stop it, so that the worker ends up holding one
 * copy of everything pending ('queued': issue 19, see shared/sync/worker-queue.ts).
 */
export async function pushOutbox(
  ctx: SyncContext,
  userId: string,
  { onlyUnsent = false, includeDeferred = false, flushId }: PushOptions = {},
): Promise<SyncOutcome> {
  const now = new Date().toISOString();
  const rows = (await ctx.db.outbox.where('userId').equals(userId).toArray())
    .filter((row) => !onlyUnsent || row.attempts === 0)
    .filter((row) => includeDeferred || !row.sendAfter || row.sendAfter <= now)
    .sort((a, b) => orderOf(a) - orderOf(b) || compare(a.createdAt, b.createdAt) || compare(a.id, b.id));
  const send: Send = (method, path, body) =>
    sendJson(ctx.fetch, method, path, body, flushId ? { [FLUSH_HEADER]: flushId } : {});
  let queued = false;
  const goOn = (outcome: SyncOutcome) => {
    if (outcome === 'queued') queued = true;
    return outcome === 'done' || outcome === 'queued';
  };
  for (const row of rows.filter((r) => r.kind === 'assessment' || r.kind === 'goal')) {
    const outcome = await pushOne(ctx, userId, row, send);
    if (!goOn(outcome)) return outcome;
  }
  const records = rows.filter((r) => webSyncKindOf(r.kind));
  for (let i = 0; i < records.length; i += PUSH_BATCH_SIZE) {
    const outcome = await pushBatch(ctx, userId, records.slice(i, i + PUSH_BATCH_SIZE), send);
    if (!goOn(outcome)) return outcome;
  }
  return queued ? 'queued' : 'done';
}

type Send = (method: string, path: string, body: unknown) => Promise<SyncReply>;

async function pushOne(ctx: SyncContext, userId: string, row: OutboxRow, send: Send): Promise<SyncOutcome> {
  const assessment = row.kind === 'assessment' ? await ctx.db.assessments.get(row.id) : undefined;
  const goal = row.kind === 'goal' ? await ctx.db.goals.get(row.id) : undefined;
  // The record is gone (its user signed out meanwhile): nothing left to send.
  if (!assessment && !goal) return forget(ctx, [row.id]).then(() => 'done');
  if (ctx.signedInUserId() !== userId) return 'not-signed-in';
  const sentAt = new Date().toISOString();
  const reply = assessment
    ? await send('POST', api.assessment, toAssessmentBody(assessment))
    : await send('PUT', api.goals, toGoalBody(goal!));
  const table = assessment ? ctx.db.assessments : ctx.db.goals;
  if (reply.kind === 'ok') return settleOwn(ctx, table, row.id, 'synced', null);
  if (reply.kind === 'refused') {
    const result = refusal(row.id, reply);
    return settleOwn(ctx, table, row.id, result.status as SyncState, result.message ?? null);
  }
  return keepPending(ctx, [row.id], reply, sentAt);
}

/** An assessment or goal the server answered for: its row takes the state, if still pending. */
async function settleOwn(
  ctx: SyncContext,
  table: SyncContext['db']['assessments'] | SyncContext['db']['goals'],
  id: string,
  syncState: SyncState,
  syncMessage: string | null,
): Promise<SyncOutcome> {
  await ctx.db.transaction('rw', [table, ctx.db.outbox], async () => {
    const row = await table.get(id);
    if (row?.syncState === 'pending') await table.update(id, { syncState, syncMessage });
    await ctx.db.outbox.delete(id);
  });
  return 'done';
}

/**
 * One batch of records of any synced kinds, halved while its body is too big. A whole-request
 * refusal (a 4xx other than 401/408/429) of several records is split in halves, so one bad record
 * cannot take its neighbours down with it.
 */
async function pushBatch(
  ctx: SyncContext,
  userId: string,
  rows: OutboxRow[],
  send: Send,
): Promise<SyncOutcome> {
  const sent = await readRows(ctx, rows);
  if (sent.size === 0) return 'done';
  if (ctx.signedInUserId() !== userId) return 'not-signed-in';
  const deviceId = await getDeviceId(ctx.db);
  const body = { deviceId, records: [...sent.values()].map(({ rules, row }) => rules.toWire(row, deviceId)) };
  const ids = [...sent.keys()];
  const split = async () => {
    const half = Math.ceil(rows.length / 2);
    const first = await pushBatch(ctx, userId, rows.slice(0, half), send);
    if (first !== 'done' && first !== 'queued') return first;
    const second = await pushBatch(ctx, userId, rows.slice(half), send);
    return second === 'done' ? first : second;
  };
  if (sent.size > 1 && byteLength(JSON.stringify(body)) > PUSH_MAX_BYTES) return split();
  const sentAt = new Date().toISOString();
  const reply = await send('POST', api.syncPush, body);
  if (reply.kind === 'refused') {
    if (sent.size === 1) return settle(ctx, sent, [refusal(ids[0]!, reply)]);
    return split();
  }
  if (reply.kind !== 'ok') return keepPending(ctx, ids, reply, sentAt);
  const results = readResults(reply.body);
  if (!results)
    return keepPending(ctx, ids, { kind: 'retry', offline: false, reason: 'malformed push reply' }, sentAt);
  const answered = results.filter((r) => sent.has(r.id));
  // A record the server did not answer for stays pending and goes out again next time.
  const unanswered = ids.filter((id) => !answered.some((r) => r.id === id));
  if (unanswered.length > 0) await bumpAttempts(ctx, unanswered, 'no result in push reply', sentAt);
  return settle(ctx, sent, answered);
}

/** The rows behind outbox entries, by id; entries whose row is gone leave the outbox. */
async function readRows(ctx: SyncContext, rows: OutboxRow[]): Promise<Map<string, Sent>> {
  const sent = new Map<string, Sent>();
  const gone: string[] = [];
  for (const kind of WEB_SYNC_KINDS) {
    const ids = rows.filter((r) => r.kind === kind.type).map((r) => r.id);
    if (ids.length === 0) continue;
    const rules = await kind.rules();
    const found = await kind.table(ctx.db).bulkGet(ids);
    found.forEach((row, i) => {
      if (row) sent.set(row.id, { kind, rules, row });
      else gone.push(ids[i]!);
    });
  }
  if (gone.length > 0) await forget(ctx, gone);
  // In the outbox's order, whatever the kind.
  return new Map(rows.filter((r) => sent.has(r.id)).map((r) => [r.id, sent.get(r.id)!]));
}

function refusal(id: string, reply: Extract<SyncReply, { kind: 'refused' }>): SyncRecordResult {
  const status = reply.status === 409 ? 'conflict' : 'rejected';
  const fallback = status === 'conflict' ? syncTexts.conflictFallback : syncTexts.rejectedFallback;
  return { id, status, message: reply.message ?? fallback };
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
 * The server answered for these records: each kind decides what its row becomes (a conflict or
 * rejection is kept with the server's reason, for the member to see) and the row leaves the outbox
 * unless it changed since it was sent. A row gone meanwhile (a sign-out) is left gone. Notices are
 * shown once the transaction has committed.
 */
async function settle(
  ctx: SyncContext,
  sent: Map<string, Sent>,
  results: SyncRecordResult[],
): Promise<SyncOutcome> {
  if (results.length === 0) return 'done';
  const { db } = ctx;
  const kinds = [...new Set(results.map((r) => sent.get(r.id)!.kind))];
  const notices = await db.transaction('rw', [...kinds.map((k) => k.table(db)), db.outbox], async () => {
    const out: SyncNotice[] = [];
    for (const kind of kinds) {
      const mine = results.filter((r) => sent.get(r.id)!.kind === kind);
      const rows = await kind.table(db).bulkGet(mine.map((r) => r.id));
      const decisions = mine.map((result, i) => {
        const row = rows[i];
        const { rules, row: sentRow } = sent.get(result.id)!;
        return row ? rules.settle(row, sentRow, result) : {};
      });
      out.push(
        ...(await applyDecisions(
          ctx,
          kind,
          mine.map((r) => r.id),
          decisions,
        )),
      );
    }
    return out;
  });
  for (const notice of notices) ctx.notify?.(notice);
  return 'done';
}

/**
 * Writes what a kind decided for each id (inside the caller's transaction): rows put or deleted,
 * and, when `settling` replies, the outbox row removed unless kept (a pull removes only the queued
 * write of a row it deletes). Returns the notices to show after commit.
 */
export async function applyDecisions(
  ctx: SyncContext,
  kind: WebSyncKind,
  ids: string[],
  decisions: RowDecision<SyncedRow>[],
  settling = true,
): Promise<SyncNotice[]> {
  const table = kind.table(ctx.db);
  const puts = decisions.flatMap((d) => (d.row ? [d.row] : []));
  const deletes = ids.filter((_, i) => decisions[i]!.row === null);
  const leaving = settling ? ids.filter((_, i) => !decisions[i]!.keepOutbox) : deletes;
  if (puts.length > 0) await table.bulkPut(puts);
  if (deletes.length > 0) await table.bulkDelete(deletes);
  if (leaving.length > 0) await ctx.db.outbox.bulkDelete(leaving);
  return decisions.flatMap((d) => (d.notice ? [d.notice] : []));
}

async function keepPending(
  ctx: SyncContext,
  ids: string[],
  reply: SyncReply,
  sentAt: string,
): Promise<SyncOutcome> {
  switch (reply.kind) {
    case 'queued':
      await bumpAttempts(ctx, ids, 'queued by the service worker', sentAt);
      return 'queued';
    case 'needs-sign-in':
      await bumpAttempts(ctx, ids, 'HTTP 401', sentAt);
      return signInNeeded(ctx, reply.endReason);
    case 'retry':
      await bumpAttempts(ctx, ids, reply.reason, sentAt);
      return reply.offline ? 'offline' : 'retry';
    default:
      return 'retry';
  }
}

/** Counts a send; an outbox row written after it (a newer edit) was not part of it and stays unsent. */
function bumpAttempts(ctx: SyncContext, ids: string[], lastError: string, sentAt: string): Promise<number> {
  return ctx.db.outbox
    .where(':id')
    .anyOf(ids)
    .modify((row) => {
      if (row.createdAt > sentAt) return;
      row.attempts += 1;
      row.lastError = lastError;
    });
}

function forget(ctx: SyncContext, ids: string[]): Promise<void> {
  return ctx.db.outbox.bulkDelete(ids);
}

const byteLength = (text: string) => new TextEncoder().encode(text).length;
