/**
 * When relapses happen and what was present: by weekday, by hour of the day, and trigger tags.
 * See insights.ts. Why these thresholds: with fewer relapses any day or hour "stands out" by
 * chance, and a sentence would read a pattern into noise; each share is about twice what an even
 * spread would give (1/7 of the weekdays, 1/4 of the parts of the day).
 */
import { insightTexts as t } from '../texts/insights.texts';
import type { InsightContext } from './insights';
import { instantMs } from './records';
import { addDaysToLocalDate, DAY_MS, dayOfWeek, localDateOf, zoneOffsetMs } from './zoned';

export const PATTERN_THRESHOLDS = {
  /** Relapses needed before saying anything about weekdays. */
  weekdayMinRelapses: 5,
  /** The top weekday: at least this many relapses, this share of all, and more than any other day. */
  weekdayMinCount: 3,
  weekdayMinShare: 0.3,
  /** Saturday + Sunday together, when no single day stands out. */
  weekendMinCount: 4,
  weekendMinShare: 0.5,
  /** Relapses with a time (recorded on their own day) needed before saying anything about hours. */
  hourMinTimed: 5,
  periodMinCount: 3,
  periodMinShare: 0.5,
  /** "nas sextas à noite": the top weekday's timed relapses in one part of the day. */
  weekdayPeriodMinCount: 3,
  weekdayPeriodMinShare: 0.6,
  /** Trigger sentences: relapses (or days) that carried the tag, and its share. */
  triggerMinCount: 3,
  triggerMinShare: 0.4,
  /** "Nos dias com X…": days with the tag and days without it, and how much higher the rate is. */
  triggerMinDays: 3,
  triggerMinRateGap: 0.25,
  triggerMinRateRatio: 2,
} as const;
const T = PATTERN_THRESHOLDS;

export interface WeekdayInsight {
  /** Relapses per weekday of their local date, 0 = Sunday; sums to the relapse count. */
  counts: number[];
  sentence: string | null;
}

export interface HourInsight {
  /** Relapses per hour 0–23 of their recordedAt in the member's zone. */
  counts: number[];
  /** Per part of the day (madrugada, manhã, tarde, noite), from `counts`. */
  periods: number[];
  /** Relapses with a time: recorded on the day they are dated. */
  timed: number;
  /** Back-dated (or undated) relapses: their time is unknown, so they are left out. */
  untimed: number;
  sentence: string | null;
}

export interface TagStat {
  tag: string;
  label: string;
  count: number;
  /** count / the group's size (tagged relapses, or relapses with a tagged day before). */
  share: number;
}

export interface TagDayStat {
  tag: string;
  label: string;
  /** Days (since tags were first used) with the tag, and those of them with a relapse. */
  days: number;
  relapseDays: number;
  /** The same for the days without it. */
  otherDays: number;
  otherRelapseDays: number;
}

export interface TriggerInsight {
  /** Relapses with at least one tag. */
  taggedRelapses: number;
  /** Tags on relapses, most frequent first. */
  onRelapse: TagStat[];
  /** Relapses whose previous day has a tagged check-in. */
  dayBeforeCount: number;
  /** Tags on the day before a relapse, most frequent first. */
  dayBefore: TagStat[];
  /** Relapse rate on days with and without each tag, most frequent tag first. */
  byDay: TagDayStat[];
  sentence: string | null;
}

const periodOf = (hour: number) => Math.floor(hour / 6);

/** The hour (0–23) at which a relapse was recorded, or null when it was recorded on another day. */
function relapseHour(recordedAt: string, date: string, timeZone: string): number | null {
  const ms = instantMs(recordedAt);
  if (Number.isNaN(ms) || localDateOf(ms, timeZone) !== date) return null;
  const local = ms + zoneOffsetMs(ms, timeZone);
  return Math.floor((((local % DAY_MS) + DAY_MS) % DAY_MS) / 3_600_000);
}

/** The index of the largest value when it is strictly larger than every other, else -1. */
function uniqueTop(values: readonly number[]): number {
  let top = -1;
  let tie = false;
  values.forEach((v, i) => {
    if (top < 0 || v > values[top]!) {
      top = i;
      tie = false;
    } else if (v === values[top]) tie = true;
  });
  return tie ? -1 : top;
}

export function weekdayInsight({ tl }: InsightContext): WeekdayInsight {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const r of tl.relapses) counts[dayOfWeek(r.date)]! += 1;
  const total = tl.relapses.length;
  let sentence: string | null = null;
  if (total >= T.weekdayMinRelapses) {
    const top = uniqueTop(counts);
    const n = top < 0 ? 0 : counts[top]!;
    if (top >= 0 && n >= T.weekdayMinCount && n / total >= T.weekdayMinShare) {
      const periods = [0, 0, 0, 0];
      for (const r of tl.relapses) {
        if (dayOfWeek(r.date) !== top) continue;
        const hour = relapseHour(r.checkin.recordedAt, r.date, tl.timeZone);
        if (hour !== null) periods[periodOf(hour)]! += 1;
      }
      const timed = periods.reduce((a, b) => a + b, 0);
      const p = uniqueTop(periods);
      sentence =
        p >= 0 && periods[p]! >= T.weekdayPeriodMinCount && periods[p]! / timed >= T.weekdayPeriodMinShare
          ? t.weekdayPeriod(top, p)
          : t.weekday(top);
    } else {
      const weekend = counts[0]! + counts[6]!;
      if (weekend >= T.weekendMinCount && weekend / total >= T.weekendMinShare) sentence = t.weekend;
    }
  }
  return { counts, sentence };
}

export function hourInsight({ tl }: InsightContext): HourInsight {
  const counts = new Array<number>(24).fill(0);
  let timed = 0;
  for (const r of tl.relapses) {
    const hour = relapseHour(r.checkin.recordedAt, r.date, tl.timeZone);
    if (hour === null) continue;
    counts[hour]! += 1;
    timed += 1;
  }
  const periods = [0, 1, 2, 3].map((p) => counts.slice(p * 6, p * 6 + 6).reduce((a, b) => a + b, 0));
  let sentence: string | null = null;
  if (timed >= T.hourMinTimed) {
    const p = uniqueTop(periods);
    if (p >= 0 && periods[p]! >= T.periodMinCount && periods[p]! / timed >= T.periodMinShare)
      sentence = t.period(p);
  }
  return { counts, periods, timed, untimed: tl.relapses.length - timed, sentence };
}

/** Count each key once per group, most frequent first (ties by label, then key). */
function rank(groups: Iterable<Iterable<string>>, size: number, labels: Map<string, string>): TagStat[] {
  const counts = new Map<string, number>();
  for (const group of groups) for (const key of group) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts]
    .map(([tag, count]) => ({ tag, label: labels.get(tag) ?? tag, count, share: size ? count / size : 0 }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'pt-BR') || (a.tag < b.tag ? -1 : 1));
}

export function triggerInsight(ctx: InsightContext): TriggerInsight {
  const { tl, byDate, days, labels } = ctx;

  const relapseTags = tl.relapses.map((r) => ctx.tagsOf(r.checkin)).filter((tags) => tags.length > 0);
  const onRelapse = rank(relapseTags, relapseTags.length, labels);

  const before: ReadonlySet<string>[] = [];
  for (const r of tl.relapses) {
    const tags = byDate.get(addDaysToLocalDate(r.date, -1))?.tags;
    if (tags && tags.size > 0) before.push(tags);
  }
  const dayBefore = rank(before, before.length, labels);

  // Days with and without each tag, from the first day any tag was used: days before that are
  // not "without" the tag, the member simply had no way to note it.
  const firstTagged = days.findIndex((d) => d.tags.size > 0);
  const periodDays = firstTagged < 0 ? 0 : days.length - firstTagged;
  let relapseDays = 0;
  const withRelapse = new Map<string, number>();
  const tagDays: ReadonlySet<string>[] = [];
  for (let i = Math.max(0, firstTagged); firstTagged >= 0 && i < days.length; i++) {
    const d = days[i]!;
    if (d.tags.size > 0) tagDays.push(d.tags);
    if (!d.relapse) continue;
    relapseDays += 1;
    for (const tag of d.tags) withRelapse.set(tag, (withRelapse.get(tag) ?? 0) + 1);
  }
  const byDay: TagDayStat[] = rank(tagDays, periodDays, labels).map(({ tag, label, count }) => {
    const relapsed = withRelapse.get(tag) ?? 0;
    return {
      tag,
      label,
      days: count,
      relapseDays: relapsed,
      otherDays: periodDays - count,
      otherRelapseDays: relapseDays - relapsed,
    };
  });

  return {
    taggedRelapses: relapseTags.length,
    onRelapse,
    dayBeforeCount: before.length,
    dayBefore,
    byDay,
    sentence: triggerSentence(byDay, onRelapse, relapseTags.length, dayBefore),
  };
}

const supported = (s: { count: number; share: number } | undefined) =>
  s !== undefined && s.count >= T.triggerMinCount && s.share >= T.triggerMinShare;

function triggerSentence(
  byDay: TagDayStat[],
  onRelapse: TagStat[],
  tagged: number,
  dayBefore: TagStat[],
): string | null {
  let best: TagDayStat | null = null;
  let bestGap = 0;
  for (const s of byDay) {
    if (s.days < T.triggerMinDays || s.otherDays < T.triggerMinDays || s.relapseDays < T.triggerMinCount)
      continue;
    const rate = s.relapseDays / s.days;
    const other = s.otherRelapseDays / s.otherDays;
    const gap = rate - other;
    if (gap >= T.triggerMinRateGap && rate >= T.triggerMinRateRatio * other && gap > bestGap) {
      best = s;
      bestGap = gap;
    }
  }
  if (best)
    return t.triggerDays(best.label, best.relapseDays, best.days, best.otherRelapseDays, best.otherDays);
  const top = onRelapse[0];
  if (top && supported(top) && top.count > (onRelapse[1]?.count ?? 0))
    return t.triggerOnRelapse(top.label, top.count, tagged);
  const eve = dayBefore[0];
  if (eve && supported(eve) && eve.count > (dayBefore[1]?.count ?? 0))
    return t.triggerDayBefore(eve.label, eve.count);
  return null;
}
