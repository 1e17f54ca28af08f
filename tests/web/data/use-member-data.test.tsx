import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { todayIn } from '../../../shared/domain/zoned';
import { db, type LocalCheckin } from '../../../web/data/db';
import { recordCheckin, saveAssessment } from '../../../web/data/member-writes';
import { useMemberData } from '../../../web/data/use-member-data';
import { ALICE, checkinInput, resetDb, summaryFor } from '../sync/sync-test-kit';

beforeEach(resetDb);

const TZ = 'America/Sao_Paulo';
const user = { id: ALICE, name: 'Alice', timezone: TZ, createdAt: '2026-01-01T00:00:00.000Z' };

function render() {
  return renderHook(({ u }) => useMemberData(u), { initialProps: { u: { ...user } } });
}

describe('useMemberData', () => {
  it('is loading, then has no dashboard before an assessment', async () => {
    const { result } = render();
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({
      dashboard: null,
      hasAssessment: false,
      pendingCount: 0,
      checkins: [],
    });
  });

  it('shows a new check-in at once, pending, and computes the dashboard locally', async () => {
    const { result } = render();
    await waitFor(() => expect(result.current.loading).toBe(false));
    const today = todayIn(TZ);
    let row: LocalCheckin | undefined;
    await act(async () => {
      await saveAssessment(ALICE, { daysPerWeek: 3, weeklySpendingCents: 7000, pgsiAnswers: null });
      row = await recordCheckin(
        ALICE,
        checkinInput({ date: today, hadRelapse: true, amountSpentCents: 2500, mood: 2 }),
      );
    });
    await waitFor(() => expect(result.current.checkins).toHaveLength(1));
    const data = result.current;
    expect(data.checkins[0]).toMatchObject({ id: row!.id, syncState: 'pending' });
    expect(data.pendingCount).toBe(2);
    expect(data.hasAssessment).toBe(true);
    expect(data.dashboard).toMatchObject({
      user: { id: ALICE, name: 'Alice' },
      currentStreak: 0,
      averageDailySpend: 10,
      assessment: { daysPerWeek: 3, weeklySpending: 70 },
      thisWeek: { bettingDays: 1, spent: 25 },
    });
    expect(data.moodData).toEqual([{ date: today, mood: 2, hadRelapse: true, amountSpent: 25 }]);
    expect(data.history.some((h) => h.type === 'relapse')).toBe(true);
  });

  it('uses the server’s summary when nothing is pending, the local numbers otherwise', async () => {
    const dashboard = summaryFor(ALICE, { currentStreak: 42, bestStreak: 42 });
    await db.summaries.put({ userId: ALICE, dashboard, cursor: 1, updatedAt: new Date().toISOString() });
    const { result } = render();
    await waitFor(() => expect(result.current.dashboard).toEqual(dashboard));

    await act(async () => {
      await recordCheckin(
        ALICE,
        checkinInput({ date: todayIn(TZ), hadRelapse: true, amountSpentCents: 100 }),
      );
    });
    await waitFor(() => expect(result.current.pendingCount).toBe(1));
    expect(result.current.dashboard?.currentStreak).toBe(0);
    // The server's assessment stands in for this device's: the journey start is kept.
    expect(result.current.dashboard?.journeyStart).toBe(dashboard.journeyStart);
  });

  it('an old summary is recomputed with the shared rules', async () => {
    const dashboard = summaryFor(ALICE, { currentStreak: 42 });
    await db.summaries.put({ userId: ALICE, dashboard, cursor: 1, updatedAt: '2026-01-02T00:00:00.000Z' });
    const { result } = render();
    await waitFor(() => expect(result.current.dashboard).not.toBeNull());
    expect(result.current.dashboard?.currentStreak).not.toBe(42);
    expect(result.current.dashboard?.journeyStart).toBe(dashboard.journeyStart);
  });

  it('lists refused check-ins and leaves them out of the numbers', async () => {
    await saveAssessment(ALICE, { daysPerWeek: 3, weeklySpendingCents: 7000, pgsiAnswers: null });
    const row = await recordCheckin(
      ALICE,
      checkinInput({ date: todayIn(TZ), hadRelapse: true, amountSpentCents: 100 }),
    );
    await db.checkins.update(row.id, { syncState: 'rejected', syncMessage: 'Data inválida' });
    await db.outbox.delete(row.id);
    const { result } = render();
    await waitFor(() => expect(result.current.rejected).toHaveLength(1));
    expect(result.current.rejected[0]?.syncMessage).toBe('Data inválida');
    expect(result.current.dashboard?.thisWeek.bettingDays).toBe(0);
  });

  it('keeps what a change did not touch, so memoised cards skip it', async () => {
    await saveAssessment(ALICE, { daysPerWeek: 3, weeklySpendingCents: 7000, pgsiAnswers: null });
    const { result } = render();
    let row: LocalCheckin | undefined;
    await act(async () => {
      row = await recordCheckin(ALICE, checkinInput({ date: todayIn(TZ), mood: 4 }));
    });
    await waitFor(() => expect(result.current.checkins).toHaveLength(1));
    await waitFor(() => expect(result.current.moodData).toHaveLength(1));
    const before = result.current;
    await act(async () => {
      await db.checkins.update(row!.id, { syncState: 'synced', version: 1 });
    });
    await waitFor(() => expect(result.current.checkins[0]?.syncState).toBe('synced'));
    const after = result.current;
    expect(after).not.toBe(before);
    expect(after.history).toBe(before.history);
    expect(after.moodData).toBe(before.moodData);
    expect(after.rejected).toBe(before.rejected);
    expect(after.dashboard?.recentAchievements).toBe(before.dashboard?.recentAchievements);
    expect(after.dashboard?.assessment).toBe(before.dashboard?.assessment);
  });

  it('keeps up with 3,650 check-ins', async () => {
    await saveAssessment(ALICE, { daysPerWeek: 3, weeklySpendingCents: 7000, pgsiAnswers: null });
    const start = Date.parse('2016-01-01T12:00:00.000Z');
    const rows: LocalCheckin[] = Array.from({ length: 3650 }, (_, i) => {
      const at = new Date(start + i * 86_400_000);
      return {
        id: `00000000-0000-7000-8000-${String(i).padStart(12, '0')}`,
        userId: ALICE,
        date: at.toISOString().slice(0, 10),
        recordedAt: at.toISOString(),
        hadRelapse: i % 30 === 0,
        amountSpentCents: i % 30 === 0 ? 1000 : 0,
        mood: 3,
        notes: null,
        tags: [],
        syncState: 'synced',
        syncMessage: null,
        version: i,
      };
    });
    await db.checkins.bulkAdd(rows);
    const { result } = render();
    await waitFor(() => expect(result.current.checkins).toHaveLength(3650));

    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      await act(async () => {
        await recordCheckin(ALICE, checkinInput({ date: todayIn(TZ) }));
      });
      await waitFor(() => expect(result.current.checkins).toHaveLength(3651 + i));
      times.push(performance.now() - t0);
    }
    // fake-indexeddb alone takes 25–60 ms to read 3,650 rows here: this only guards against
    // blow-ups. The browser budget (p95 ≤ 16 ms) is measured by the benchmark in Chromium.
    expect(Math.max(...times)).toBeLessThan(3000);
    console.info(
      `submit → hook update with 3,650 rows (jsdom): ${times.map((t) => t.toFixed(0)).join(', ')} ms`,
    );
  });
});
