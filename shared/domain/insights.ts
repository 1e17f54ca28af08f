/**
 * The analysis panel (issue 10, /dashboard-cockpit): patterns in the member's own records,
 * computed from the same facts as the dashboard so that it works offline. Pure; the streak and
 * day rules are progress.ts's and mood.ts's own (buildTimeline, checkinDay, moodSeries).
 *
 * Every insight carries its figures (for a chart and its table) and, only when the data is
 * enough to say it, one plain pt-BR sentence (thresholds in insights-patterns.ts and
 * insights-trends.ts). A relapse is a check-in with hadRelapse, counted once per id.
 */

import {
  type HourInsight,
  hourInsight,
  type TriggerInsight,
  triggerInsight,
  type WeekdayInsight,
  weekdayInsight,
} from './insights-patterns';
import {
  type MoneyInsight,
  type MoodInsight,
  moneyInsight,
  moodInsight,
  type PgsiInsight,
  type PgsiScoreFact,
  pgsiInsight,
  type StreakInsight,
  streakInsight,
} from './insights-trends';
import { moodSeries } from './mood';
import { buildTimeline, checkinDay, progressFromTimeline, type Timeline } from './progress';
import { searchKey } from './search-text';
import { isCatalogueTag, tagLabel } from './triggers';
import type { Checkin, LocalDate, MemberFacts, Mood } from './types';
import { daysBetweenLocalDates, localDateOf } from './zoned';

export type { HourInsight, TagStat, TriggerInsight, WeekdayInsight } from './insights-patterns';
export { PATTERN_THRESHOLDS } from './insights-patterns';
export type {
  MoneyInsight,
  MonthSpend,
  MoodInsight,
  PgsiInsight,
  PgsiPoint,
  PgsiScoreFact,
  StreakInsight,
  StreakSpan,
} from './insights-trends';
export { TREND_THRESHOLDS } from './insights-trends';

/** Below this many check-ins the panel shows its empty state instead of charts. */
export const INSIGHTS_MIN_CHECKINS = 3;

export interface Insights {
  timeZone: string;
  today: LocalDate;
  checkinCount: number;
  relapseCount: number;
  /** False below INSIGHTS_MIN_CHECKINS check-ins: too little to show patterns. */
  hasEnoughData: boolean;
  weekday: WeekdayInsight;
  hour: HourInsight;
  triggers: TriggerInsight;
  mood: MoodInsight;
  money: MoneyInsight;
  pgsi: PgsiInsight;
  streaks: StreakInsight;
}

export interface InsightOptions {
  /**
   * PGSI scores known without their answers (the server's current assessment when this device
   * has not stored it): counted unless an assessment with answers has the same completedAt.
   */
  pgsiScores?: readonly PgsiScoreFact[];
}

/** One local day with check-ins: the day's mood (mood.ts's rule), whether it had a relapse, its tags. */
export interface DayFact {
  date: LocalDate;
  mood: Mood;
  relapse: boolean;
  /** Tag keys of the day (catalogue key, or the folded text of a member's own tag). */
  tags: ReadonlySet<string>;
}

/** What the pattern and trend rules read, computed once. */
export interface InsightContext {
  tl: Timeline;
  today: LocalDate;
  /** Local days with check-ins up to today, oldest first. */
  days: DayFact[];
  byDate: Map<LocalDate, DayFact>;
  /** Tag key → what the screen shows for it. */
  labels: Map<string, string>;
  /** Tag keys of a relapse check-in (keys as in DayFact.tags); [] for any other. */
  tagsOf: (checkin: Checkin) => readonly string[];
}

/** The panel's insights from the member's facts at `now`. */
export function computeInsights(facts: MemberFacts, now: Date, options: InsightOptions = {}): Insights {
  const tl = buildTimeline(facts, now);
  const progress = progressFromTimeline(facts, tl);
  const ctx = insightContext(tl, now);
  return {
    timeZone: tl.timeZone,
    today: ctx.today,
    checkinCount: tl.checkins.length,
    relapseCount: tl.relapses.length,
    hasEnoughData: tl.checkins.length >= INSIGHTS_MIN_CHECKINS,
    weekday: weekdayInsight(ctx),
    hour: hourInsight(ctx),
    triggers: triggerInsight(ctx),
    mood: moodInsight(ctx),
    money: moneyInsight(facts, ctx),
    pgsi: pgsiInsight(facts.assessments, tl.timeZone, options.pgsiScores ?? []),
    streaks: streakInsight(tl, progress),
  };
}

/** The sentences the data supports, in the panel's order. */
export function insightSentences(insights: Insights): string[] {
  const { weekday, hour, triggers, mood, money, pgsi, streaks } = insights;
  return [weekday, hour, triggers, mood, money, pgsi, streaks]
    .map((insight) => insight.sentence)
    .filter((s): s is string => s !== null);
}

/** The stored tags of a check-in ([] for records made before tags existed). */
export function checkinTags(checkin: Checkin): readonly string[] {
  const tags = (checkin as { tags?: unknown }).tags;
  if (!Array.isArray(tags) || tags.length === 0) return NO_TAG_LIST;
  // Most check-ins carry none or valid ones: no copy then (this runs for ten years of rows).
  return tags.every(isString) ? (tags as string[]) : tags.filter(isString);
}

const NO_TAG_LIST: readonly string[] = Object.freeze([]);
const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * A member's own tags typed with other case or accents are one tag ("Trabalho", "trabalho");
 * a catalogue tag is its key.
 */
const tagKey = (tag: string): string => (isCatalogueTag(tag) ? tag : searchKey(tag));

function insightContext(tl: Timeline, now: Date): InsightContext {
  const { timeZone } = tl;
  const today = localDateOf(tl.nowMs, timeZone);
  const labels = new Map<string, string>();
  // Each distinct stored tag is turned into its key and label once (ten years repeat a few tags).
  const keyOf = new Map<string, string>();
  const keysById = new Map<string, readonly string[]>();
  const tagsByDay = new Map<LocalDate, Set<string>>();
  let earliest: LocalDate | null = null;
  for (const c of tl.checkins) {
    const day = checkinDay(c, timeZone);
    if (day === null || day > today) continue;
    if (earliest === null || day < earliest) earliest = day;
    const raw = checkinTags(c);
    if (raw.length === 0) continue;
    let set = tagsByDay.get(day);
    if (!set) {
      set = new Set();
      tagsByDay.set(day, set);
    }
    const keys: string[] = [];
    for (const tag of raw) {
      let key = keyOf.get(tag);
      if (key === undefined) {
        key = tagKey(tag);
        keyOf.set(tag, key);
        // The same label whatever the order of the records: the first in code-unit order.
        const label = tagLabel(tag.trim());
        const seen = labels.get(key);
        if (key && (seen === undefined || label < seen)) labels.set(key, label);
      }
      if (!key || keys.includes(key)) continue;
      keys.push(key);
      set.add(key);
    }
    // Only relapses are asked for their own tags.
    if (c.hadRelapse) keysById.set(c.id, keys);
  }

  const span = earliest === null ? 1 : daysBetweenLocalDates(earliest, today) + 1;
  const days: DayFact[] = [];
  const byDate = new Map<LocalDate, DayFact>();
  for (const d of moodSeries(tl.checkins, timeZone, now, span)) {
    const day = { date: d.date, mood: d.mood, relapse: d.hadRelapse, tags: tagsByDay.get(d.date) ?? NO_TAGS };
    days.push(day);
    byDate.set(d.date, day);
  }
  return { tl, today, days, byDate, labels, tagsOf: (c) => keysById.get(c.id) ?? [] };
}

const NO_TAGS: ReadonlySet<string> = new Set();
