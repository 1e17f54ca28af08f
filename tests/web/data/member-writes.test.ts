import { beforeEach, describe, expect, it } from 'vitest';
import { clearUserData, db, getDeviceId } from '../../../web/data/db';
import { recordCheckin, saveAssessment, saveGoal } from '../../../web/data/member-writes';
import { uuidv7 } from '../../../web/data/uuid';
import { ALICE, BOB, checkinInput, resetDb } from '../sync/sync-test-kit';

beforeEach(resetDb);

describe('member writes', () => {
  it('a check-in and its outbox row are written together, pending', async () => {
    const row = await recordCheckin(ALICE, checkinInput({ notes: '  gatilho: tédio  ' }));
    expect(row).toMatchObject({
      userId: ALICE,
      syncState: 'pending',
      syncMessage: null,
      version: null,
      notes: 'gatilho: tédio',
    });
    expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Date.parse(row.recordedAt)).not.toBeNaN();
    expect(await db.checkins.get(row.id)).toEqual(row);
    expect(await db.outbox.get(row.id)).toMatchObject({
      userId: ALICE,
      kind: 'checkin',
      attempts: 0,
      lastError: null,
    });
  });

  it('without a relapse the amount is 0 and empty notes are null', async () => {
    const row = await recordCheckin(
      ALICE,
      checkinInput({ hadRelapse: false, amountSpentCents: 500, notes: '   ' }),
    );
    expect(row).toMatchObject({ amountSpentCents: 0, notes: null });
  });

  it('assessments and goals are pending with an outbox row', async () => {
    const a = await saveAssessment(ALICE, {
      daysPerWeek: 2,
      weeklySpendingCents: 10000,
      pgsiAnswers: [0, 1, 2, 3, 0, 1, 2, 3, 0],
    });
    const g = await saveGoal(ALICE, {
      type: 'cessation',
      targetDaysPerWeek: 3,
      targetWeeklySpendingCents: 100,
    });
    expect(g).toMatchObject({ type: 'cessation', targetDaysPerWeek: null, targetWeeklySpendingCents: null });
    expect((await db.assessments.get(a.id))?.syncState).toBe('pending');
    expect((await db.goals.get(g.id))?.syncState).toBe('pending');
    expect((await db.outbox.toArray()).map((o) => o.kind).sort()).toEqual(['assessment', 'goal']);
  });

  it('the device id is made once and kept', async () => {
    const first = await getDeviceId(db);
    expect(await getDeviceId(db)).toBe(first);
  });

  it('clearUserData removes only that user’s rows and summary', async () => {
    await recordCheckin(ALICE, checkinInput());
    await saveAssessment(ALICE, { daysPerWeek: 1, weeklySpendingCents: 1, pgsiAnswers: null });
    await saveGoal(ALICE, { type: 'cessation', targetDaysPerWeek: null, targetWeeklySpendingCents: null });
    const bobs = await recordCheckin(BOB, checkinInput());
    await db.summaries.put({ userId: ALICE, cursor: 1, updatedAt: '', dashboard: {} as never });
    await db.summaries.put({ userId: BOB, cursor: 1, updatedAt: '', dashboard: {} as never });

    await clearUserData(ALICE);

    expect(await db.checkins.toArray()).toEqual([bobs]);
    expect(await db.assessments.count()).toBe(0);
    expect(await db.goals.count()).toBe(0);
    expect((await db.outbox.toArray()).map((o) => o.userId)).toEqual([BOB]);
    expect((await db.summaries.toArray()).map((s) => s.userId)).toEqual([BOB]);
  });
});

describe('uuidv7', () => {
  it('sorts by creation time', () => {
    const ids = [uuidv7(1_000), uuidv7(2_000), uuidv7(1_700_000_000_000)];
    expect([...ids].sort()).toEqual(ids);
    expect(ids[2]!.slice(0, 13)).toBe('018bcfe5-6800');
  });
});
