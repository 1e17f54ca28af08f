import { describe, expect, it } from 'vitest';
import type { MoodDataDto } from '../../../shared/api-types';
import {
  MOOD_CHART_LABELS,
  moodLabel,
  moodSummary,
  moodWindow,
  xLabelIndices,
} from '../../../web/lib/mood-chart-data';

const TODAY = '2026-03-01';
const items: MoodDataDto[] = [
  { date: '2026-01-15', mood: 5, hadRelapse: false, amountSpent: 0 }, // outside the window
  { date: '2026-02-01', mood: 4, hadRelapse: false, amountSpent: 0 },
  { date: '2026-02-28', mood: 2, hadRelapse: true, amountSpent: 150.5 },
  { date: '2026-03-01', mood: 3, hadRelapse: false, amountSpent: 0 },
];

describe('mood chart data', () => {
  it('lays out the last 30 days, oldest first, across month ends', () => {
    const w = moodWindow(items, TODAY);
    expect(w.dates).toHaveLength(30);
    expect(w.dates[0]).toBe('2026-01-31');
    expect(w.dates[29]).toBe(TODAY);
    expect(w.mood[1]).toBe(4);
    expect(w.mood[28]).toBe(2);
    expect(w.mood[29]).toBe(3);
    expect(w.mood.filter((m) => m === null)).toHaveLength(27);
    expect(w.hadRelapse[28]).toBe(true);
    expect(w.amountSpent[28]).toBe(150.5);
  });

  it('summarises for the text alternative', () => {
    expect(moodSummary(moodWindow(items, TODAY))).toEqual({
      days: 3,
      average: 3,
      relapses: 1,
      latest: { date: TODAY, mood: 3 },
    });
    expect(moodSummary(moodWindow([], TODAY))).toEqual({ days: 0, average: null, relapses: 0, latest: null });
  });

  it('labels the y axis 1–5 with the spec’s words', () => {
    expect(MOOD_CHART_LABELS).toEqual(['Muito Ruim', 'Ruim', 'Neutro', 'Bom', 'Muito Bom']);
    expect(moodLabel(1)).toBe('Muito Ruim');
    expect(moodLabel(3.4)).toBe('Neutro');
    expect(moodLabel(0)).toBe('');
  });

  it('labels x every few days ending on today', () => {
    expect(xLabelIndices(30, 7)).toEqual([1, 8, 15, 22, 29]);
    expect(xLabelIndices(30, 5).at(-1)).toBe(29);
  });
});
