import { beforeEach, describe, expect, it } from 'vitest';
import type { CheckinDto, SyncPullResponse } from '../../../shared/api-types';
import { db, type LocalCheckin } from '../../../web/data/db';
import { recordCheckin } from '../../../web/data/member-writes';
import { ALICE, BOB, checkinInput, engineFor, fakeFetch, resetDb, summaryFor } from './sync-test-kit';

beforeEach(resetDb);

let n = 0;
function dto(patch: Partial<CheckinDto> = {}): CheckinDto {
  n += 1;
  return {
    id: `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`,
    userId: ALICE,
    date: '2026-01-03',
    hadRelapse: true,
    amountSpent: 12.34,
    mood: 2,
    notes: null,
    recordedAt: '2026-01-03T15:00:00.000Z',
    version: n,
    ...patch,
  };
}

const pull = (records: CheckinDto[], cursor: number, reset = false): SyncPullResponse => ({
  records,
  cursor,
  reset,
  summary: summaryFor(ALICE),
});

describe('pullChanges', () => {
  it('stores pulled records as synced, in centavos, and saves the cursor and summary', async () => {
    const record = dto();
    const { fetch, sent } = fakeFetch(Response.json(pull([record], 7)));
    expect(await engineFor(fetch).pullChanges(ALICE)).toBe('done');
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/api/sync/pull?cursor=0' });
    expect(await db.checkins.get(record.id)).toMatchObject({
      userId: ALICE,
      syncState: 'synced',
      amountSpentCents: 1234,
      version: record.version,
    });
    expect(await db.summaries.get(ALICE)).toMatchObject({ cursor: 7, dashboard: summaryFor(ALICE) });
  });

  it('asks from the saved cursor next time and merges', async () => {
    const first = dto();
    const second = dto();
    const { fetch, sent } = fakeFetch(Response.json(pull([first], 3)), Response.json(pull([second], 4)));
    const engine = engineFor(fetch);
    await engine.pullChanges(ALICE);
    await engine.pullChanges(ALICE);
    expect(sent[1]!.path).toBe('/api/sync/pull?cursor=3');
    expect(await db.checkins.count()).toBe(2);
  });

  it('does not overwrite a local pending row with the same id', async () => {
    const local = await recordCheckin(ALICE, checkinInput({ mood: 5 }));
    const { fetch } = fakeFetch(Response.json(pull([dto({ id: local.id, mood: 1 })], 9)));
    await engineFor(fetch).pullChanges(ALICE);
    expect(await db.checkins.get(local.id)).toMatchObject({ syncState: 'pending', mood: 5 });
    expect(await db.outbox.get(local.id)).toBeDefined();
  });

  it('reset replaces the member’s synced rows but keeps pending ones and other members’ rows', async () => {
    const stale = dto();
    const { fetch } = fakeFetch(Response.json(pull([stale], 5)));
    await engineFor(fetch).pullChanges(ALICE);
    const pending = await recordCheckin(ALICE, checkinInput());
    const bobs: LocalCheckin = { ...(await recordCheckin(BOB, checkinInput())), syncState: 'synced' };
    await db.checkins.put(bobs);
    const fresh = dto();
    await engineFor(fakeFetch(Response.json(pull([fresh], 2, true))).fetch).pullChanges(ALICE);
    const ids = (await db.checkins.where('userId').equals(ALICE).toArray()).map((c) => c.id).sort();
    expect(ids).toEqual([pending.id, fresh.id].sort());
    expect(await db.checkins.get(bobs.id)).toBeDefined();
    expect((await db.summaries.get(ALICE))?.cursor).toBe(2);
  });

  it('ignores records of another user and an answer for another session', async () => {
    const { fetch } = fakeFetch(Response.json(pull([dto({ userId: BOB })], 5)));
    await engineFor(fetch).pullChanges(ALICE);
    expect(await db.checkins.count()).toBe(0);

    const other = { ...pull([dto()], 6), summary: summaryFor(BOB) };
    expect(await engineFor(fakeFetch(Response.json(other)).fetch).pullChanges(ALICE)).toBe('not-signed-in');
    expect(await db.checkins.count()).toBe(0);
  });

  it.each([
    [401, 'needs-sign-in'],
    [503, 'retry'],
  ])('answers %i → %s and changes nothing', async (status, outcome) => {
    const { fetch } = fakeFetch(new Response('', { status }));
    expect(await engineFor(fetch).pullChanges(ALICE)).toBe(outcome);
    expect(await db.summaries.count()).toBe(0);
  });
});
