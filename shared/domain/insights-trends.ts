/**
 * How things move over time: mood around relapses, money per month against the assessment, PGSI
 * results and the streak history. See insights.ts.
 */
import { insightTexts as t } from '../texts/insights.texts';
import type { InsightContext } from './insights';
import { type PgsiBandKey, pgsiBand, pgsiScoreOrNull } from './pgsi';
import type { Timeline } from './progress';
import { compareText, currentAssessment, dedupeById, instantMs, safeCents } from './records';
import type { Assessment, Cents, Instant, LocalDate, MemberFacts, Progress } from './types';
import { addDaysToLocalDate, daysBetweenLocalDates, localDateOf } from './zoned';

export const TREND_THRESHOLDS = {
  /** Mood sentence: days in each group, and the gap in mood points (scale 1–5). */
  moodMinBeforeDays: 3,
  moodMinOtherDays: 5,
  moodMinGap: 0.5,
  /** Days before a relapse whose mood is compared ("3 dias antes"). */
  moodDaysBefore: 3,
  /** Money sentence: the last months it covers, and the journey days they must hold. */
  moneyMonths: 3,
  moneyMinDays: 28,
  /** PGSI sentence: results needed to speak of a change. */
  pgsiMinResults: 2,
} as const;
const T = TREND_THRESHOLDS;

/* ------------------------------------------------------------------------------- mood */

export interface MoodGroup {
  days: number;
  /** Mean mood (1–5) of the group's days; null when it has none. */
  average: number | null;
}

export interface MoodInsight {
  /** Days with a relapse. Their mood may be the relapse dialog's fixed 'Ruim': no sentence uses it. */
  relapseDays: MoodGroup;
  /** Days without a relapse in the 3 days before one. */
  beforeDays: MoodGroup;
  /** Every other day with a check-in. */
  otherDays: MoodGroup;
  /** Mean mood k days before a relapse day (k = 3, 2, 1), days without a relapse only. */
  byDaysBefore: { daysBefore: number; average: number | null; days: number }[];
  sentence: string | null;
}

const group = (sum: number, days: number): MoodGroup => ({ days, average: days ? sum / days : null });

export function moodInsight({ days, byDate }: InsightContext): MoodInsight {
  const relapseDays = days.filter((d) => d.relapse);
  const offsets = Array.from({ length: T.moodDaysBefore }, () => ({ sum: 0, days: 0 }));
  const before = new Set<LocalDate>();
  for (const r of relapseDays) {
    for (let k = 1; k <= T.moodDaysBefore; k++) {
      const day = byDate.get(addDaysToLocalDate(r.date, -k));
      if (!day || day.relapse) continue;
      offsets[k - 1]!.sum += day.mood;
      offsets[k - 1]!.days += 1;
      before.add(day.date);
    }
  }
  let relapseSum = 0;
  let beforeSum = 0;
  let otherSum = 0;
  for (const d of days) {
    if (d.relapse) relapseSum += d.mood;
    else if (before.has(d.date)) beforeSum += d.mood;
    else otherSum += d.mood;
  }
  const beforeDays = group(beforeSum, before.size);
  const otherDays = group(otherSum, days.length - relapseDays.length - before.size);
  const lower =
    beforeDays.average !== null &&
    otherDays.average !== null &&
    beforeDays.days >= T.moodMinBeforeDays &&
    otherDays.days >= T.moodMinOtherDays &&
    otherDays.average - beforeDays.average >= T.moodMinGap;
  return {
    relapseDays: group(relapseSum, relapseDays.length),
    beforeDays,
    otherDays,
    byDaysBefore: offsets
      .map((o, i) => ({ daysBefore: i + 1, average: o.days ? o.sum / o.days : null, days: o.days }))
      .reverse(),
    sentence: lower ? t.moodBefore(beforeDays.average!, otherDays.average!) : null,
  };
}

/* ------------------------------------------------------------------------------ money */

export interface MonthSpend {
  /** 'yyyy-MM'. */
  month: string;
  /** Relapse amounts dated in the month (within the journey). */
  spentCents: Cents;
  /** The assessment's weekly spending × the month's journey days / 7; null without an assessment. */
  baselineCents: Cents | null;
  /** Days of the month inside the journey, up to today. */
  days: number;
}

export interface MoneyInsight {
  /** From the journey start's month to today's, oldest first. */
  months: MonthSpend[];
  /** The current assessment's weekly spending (the dashboard's baseline); null without one. */
  weeklyBaselineCents: Cents | null;
  sentence: string | null;
}

const monthOf = (date: LocalDate) => date.slice(0, 7);
const firstOfNextMonth = (month: string): LocalDate => {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 12 ? `${y + 1}-01-01` : `${month.slice(0, 4)}-${String(m + 1).padStart(2, '0')}-01`;
};

/**
 * Spending per month against what the member spent before: the current assessment's weekly
 * amount (as the dashboard's money saved uses it) over the month's days in the journey, so the
 * first and the current month are compared for the days they really hold.
 */
export function moneyInsight(facts: MemberFacts, { tl, today }: InsightContext): MoneyInsight {
  const assessment = currentAssessment(dedupeById(facts.assessments));
  const weekly = assessment ? safeCents(assessment.weeklySpendingCents) : null;
  if (!tl.hasJourneyStart) return { months: [], weeklyBaselineCents: weekly, sentence: null };

  const startDay = localDateOf(tl.journeyStartMs, tl.timeZone);
  const spent = new Map<string, number>();
  for (const r of tl.relapses) {
    if (!r.inJourney || r.date > today) continue;
    spent.set(monthOf(r.date), (spent.get(monthOf(r.date)) ?? 0) + safeCents(r.checkin.amountSpentCents));
  }
  const months: MonthSpend[] = [];
  for (let month = monthOf(startDay); month <= monthOf(today); ) {
    const next = firstOfNextMonth(month);
    const from = startDay > `${month}-01` ? startDay : `${month}-01`;
    const to = today < next ? addDaysToLocalDate(today, 1) : next;
    const days = Math.max(0, daysBetweenLocalDates(from, to));
    months.push({
      month,
      spentCents: spent.get(month) ?? 0,
      baselineCents: weekly === null ? null : Math.round((weekly * days) / 7),
      days,
    });
    month = monthOf(next);
  }

  const recent = months.slice(-T.moneyMonths);
  const days = recent.reduce((n, m) => n + m.days, 0);
  const spentCents = recent.reduce((n, m) => n + m.spentCents, 0);
  const baselineCents = recent.reduce((n, m) => n + (m.baselineCents ?? 0), 0);
  let sentence: string | null = null;
  if (weekly && days >= T.moneyMinDays && recent[0]) {
    const since = t.monthLabel(recent[0].month);
    sentence =
      spentCents < baselineCents
        ? t.moneyBelow(since, spentCents, baselineCents)
        : t.moneyAbove(since, spentCents, baselineCents);
  }
  return { months, weeklyBaselineCents: weekly, sentence };
}

/* ------------------------------------------------------------------------------- PGSI */

/** A PGSI score known without its answers (e.g. the server's summary of an assessment). */
export interface PgsiScoreFact {
  completedAt: Instant;
  score: number;
}

export interface PgsiPoint {
  completedAt: Instant;
  date: LocalDate;
  score: number;
  band: PgsiBandKey;
  bandLabel: string;
}

export interface PgsiInsight {
  /** Oldest first. */
  results: PgsiPoint[];
  sentence: string | null;
}

export function pgsiInsight(
  assessments: readonly Assessment[],
  timeZone: string,
  known: readonly PgsiScoreFact[],
): PgsiInsight {
  const scored: { completedAt: Instant; ms: number; score: number; tie: string }[] = [];
  for (const a of dedupeById(assessments)) {
    const score = pgsiScoreOrNull(a.pgsiAnswers);
    const ms = instantMs(a.completedAt);
    if (score !== null && !Number.isNaN(ms))
      scored.push({ completedAt: a.completedAt, ms, score, tie: a.id });
  }
  for (const k of known) {
    const ms = instantMs(k.completedAt);
    const valid = Number.isInteger(k.score) && k.score >= 0 && k.score <= 27 && !Number.isNaN(ms);
    if (valid && !scored.some((s) => s.ms === ms)) scored.push({ ...k, ms, tie: '' });
  }
  scored.sort((a, b) => a.ms - b.ms || compareText(a.tie, b.tie));
  const results = scored.map(({ completedAt, ms, score }) => {
    const band = pgsiBand(score);
    return { completedAt, date: localDateOf(ms, timeZone), score, band: band.key, bandLabel: band.label };
  });
  const first = results[0];
  const latest = results[results.length - 1];
  let sentence: string | null = null;
  if (first && latest && results.length >= T.pgsiMinResults)
    sentence =
      latest.score < first.score
        ? t.pgsiLower(first.score, latest.score)
        : latest.score > first.score
          ? t.pgsiHigher(first.score, latest.score)
          : t.pgsiSame(latest.score);
  return { results, sentence };
}

/* ---------------------------------------------------------------------------- streaks */

export interface StreakSpan {
  start: Instant;
  /** Null for the running streak. */
  end: Instant | null;
  startDate: LocalDate;
  endDate: LocalDate;
  /** Whole days, as the dashboard counts them. */
  days: number;
}

export interface StreakInsight {
  /** Each streak of the journey, oldest first; the last one is running. */
  streaks: StreakSpan[];
  current: number;
  best: number;
  sentence: string | null;
}

/** The streaks the dashboard's rules produced (buildTimeline): one per relapse of the journey, then the running one. */
export function streakInsight(tl: Timeline, progress: Progress): StreakInsight {
  if (!tl.hasJourneyStart) return { streaks: [], current: 0, best: 0, sentence: null };
  const zone = tl.timeZone;
  const span = (startMs: number, endMs: number | null, endDate: LocalDate, days: number): StreakSpan => ({
    start: new Date(startMs).toISOString(),
    end: endMs === null ? null : new Date(endMs).toISOString(),
    startDate: localDateOf(startMs, zone),
    endDate,
    days,
  });
  const streaks: StreakSpan[] = [];
  let runStart = tl.journeyStartMs;
  for (const r of tl.relapses) {
    if (!r.inJourney) continue;
    // Ends on the relapse's own day (its restart may be the next day's first instant).
    streaks.push(span(runStart, r.restartMs, r.date, r.endedStreakDays));
    runStart = r.restartMs;
  }
  const ended = streaks.length;
  streaks.push(span(tl.streakStartMs, null, localDateOf(tl.nowMs, zone), progress.currentStreak));

  const current = progress.currentStreak;
  const best = progress.bestStreak;
  let sentence: string | null = null;
  if (ended === 0) sentence = current >= 1 ? t.streakNoRelapse(current) : null;
  else {
    // The earliest of the longest ended streaks.
    const longest = streaks.slice(0, ended).reduce((a, b) => (b.days > a.days ? b : a));
    if (current >= 1 && current > longest.days) sentence = t.streakCurrentBest(current);
    else if (longest.days >= 1) sentence = t.streakBest(longest.days, longest.startDate, longest.endDate);
  }
  return { streaks, current, best, sentence };
}
