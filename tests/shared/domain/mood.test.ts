import { describe, expect, it } from 'vitest';
import { moodSeries } from '../../../shared/domain/mood';
import { checkin, relapse, SP } from './fixtures';

const NOW = new Date('2026-11-25T15:00:00.000Z'); // 12:00 in São Paulo

describe('moodSeries', () => {
  it('one point per day with check-ins in the last 30 days, oldest first', () => {
    const series = moodSeries(
      [
        checkin({ date: '2026-11-25', recordedAt: '2026-11-25T12:00:00.000Z', mood: 4 }),
        checkin({ date: '2026-10-27', recordedAt: '2026-10-27T12:00:00.000Z', mood: 5 }), // 29 days ago: in
        checkin({ date: '2026-10-26', recordedAt: '2026-10-26T12:00:00.000Z', mood: 1 }), // 30 days ago: out
        checkin({ date: '2026-11-26', recordedAt: '2026-11-25T14:00:00.000Z', mood: 1 }), // tomorrow: out
        checkin({ date: '2026-11-10', recordedAt: '2026-11-10T12:00:00.000Z', mood: 2 }),
      ],
      SP,
      NOW,
    );
    expect(series.map((d) => d.date)).toEqual(['2026-10-27', '2026-11-10', '2026-11-25']);
  });

  it('per day: the latest mood (ties by id), any relapse, the sum spent', () => {
    const series = moodSeries(
      [
        checkin({ id: 'b', date: '2026-11-20', recordedAt: '2026-11-20T22:00:00.000Z', mood: 5 }),
        relapse('2026-11-20', '2026-11-20T15:00:00.000Z', 15_000, 'a'),
        relapse('2026-11-20', '2026-11-20T16:00:00.000Z', 2_550, 'c'),
        checkin({ id: 'x', date: '2026-11-21', recordedAt: '2026-11-21T12:00:00.000Z', mood: 1 }),
        checkin({ id: 'y', date: '2026-11-21', recordedAt: '2026-11-21T12:00:00.000Z', mood: 4 }),
      ],
      SP,
      NOW,
    );
    expect(series).toEqual([
      { date: '2026-11-20', mood: 5, hadRelapse: true, amountSpentCents: 17_550 },
      { date: '2026-11-21', mood: 4, hadRelapse: false, amountSpentCents: 0 },
    ]);
  });

  it('uses the local "today": 23:30 in São Paulo is still the same day', () => {
    const lateNight = new Date('2026-11-26T02:30:00.000Z'); // 25th, 23:30 local
    const series = moodSeries(
      [checkin({ date: '2026-11-25', recordedAt: '2026-11-26T02:29:00.000Z' })],
      SP,
      lateNight,
    );
    expect(series).toHaveLength(1);
  });

  it('ignores duplicates by id and honours a custom window', () => {
    const c = checkin({ date: '2026-11-24', recordedAt: '2026-11-24T12:00:00.000Z', mood: 2 });
    expect(moodSeries([c, { ...c }], SP, NOW, 2)).toEqual([
      { date: '2026-11-24', mood: 2, hadRelapse: false, amountSpentCents: 0 },
    ]);
    expect(moodSeries([c], SP, NOW, 1)).toEqual([]);
  });
});
