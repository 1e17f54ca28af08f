import type { MoodDataDto } from '../../shared/api-types';
import { CHART_WINDOW_DAYS } from '../../shared/constants';
import { averageMood } from '../../shared/domain/mood-average';
import type { LocalDate } from '../../shared/domain/types';
import { addDaysToLocalDate } from '../../shared/domain/zoned';

/** The chart's y labels, 1 to 5 (spec §2 "Mood chart"). */
export const MOOD_CHART_LABELS = ['Muito Ruim', 'Ruim', 'Neutro', 'Bom', 'Muito Bom'] as const;

export const moodLabel = (mood: number): string => MOOD_CHART_LABELS[Math.round(mood) - 1] ?? '';

/** One slot per day of the window, oldest first; days without a check-in are null. */
export interface MoodWindow {
  dates: LocalDate[];
  mood: (number | null)[];
  hadRelapse: boolean[];
  /** Reais spent that day (0 without a relapse). */
  amountSpent: number[];
}

/** The last `days` days up to `today` (x = day index 0…days-1), filled from the mood-data items. */
export function moodWindow(
  items: readonly MoodDataDto[],
  today: LocalDate,
  days = CHART_WINDOW_DAYS,
): MoodWindow {
  const byDate = new Map(items.map((item) => [item.date, item]));
  const w: MoodWindow = { dates: [], mood: [], hadRelapse: [], amountSpent: [] };
  for (let i = days - 1; i >= 0; i--) {
    const date = addDaysToLocalDate(today, -i);
    const item = byDate.get(date);
    w.dates.push(date);
    w.mood.push(item ? item.mood : null);
    w.hadRelapse.push(item?.hadRelapse ?? false);
    w.amountSpent.push(item?.hadRelapse ? item.amountSpent : 0);
  }
  return w;
}

export interface MoodSummary {
  days: number;
  average: number | null;
  relapses: number;
  latest: { date: LocalDate; mood: number } | null;
}

/** The figures the chart's text alternative reads out; the average is the shared averageMood. */
export function moodSummary(w: MoodWindow): MoodSummary {
  let relapses = 0;
  let latest: MoodSummary['latest'] = null;
  w.mood.forEach((mood, i) => {
    if (w.hadRelapse[i]) relapses += 1;
    if (mood !== null) latest = { date: w.dates[i]!, mood };
  });
  const today = w.dates.at(-1);
  const { average, days } = today
    ? averageMood(
        w.dates.map((date, i) => ({ date, mood: w.mood[i] ?? null })),
        today,
        w.dates.length,
      )
    : { average: null, days: 0 };
  return { days, average, relapses, latest };
}

/** Indices of the x labels: every `step` days counting back from today, so today is labelled. */
export function xLabelIndices(days: number, step: number): number[] {
  const out: number[] = [];
  for (let i = days - 1; i >= 0; i -= step) out.unshift(i);
  return out;
}
