/**
 * Pure mappers from domain values to the wire shapes (shared/api-types.ts). The server (authoritative)
 * and the web app (provisional, from IndexedDB) both build their answers here, so a dashboard
 * computed offline is byte-for-byte the one the server would send for the same records and instant.
 */
import type {
  AchievementDto,
  CheckinDto,
  DashboardDto,
  HistoryItemDto,
  LatestMedalDto,
  MoodDataDto,
} from '../api-types';
import { toAchievements } from './medals';
import { centsToReais, reaisToCents } from './money';
import { pgsiScoreOrNull } from './pgsi';
import { currentAssessment, currentGoal, dedupeById } from './records';
import { isCatalogueTag } from './triggers';
import type { Checkin, HistoryItem, MemberFacts, MoodDay, Progress } from './types';

export const RECENT_ACHIEVEMENTS_LIMIT = 6;

export interface DashboardInput {
  user: { id: string; name: string };
  facts: MemberFacts;
  /** computeProgress(facts, now) */
  progress: Progress;
  /** The instant the progress was computed for (kept for symmetry; the numbers come from progress). */
  now: Date;
}

/** `GET /api/dashboard/{userId}`: money in reais, newest achievements (up to 6), the latest assessment and goal. */
export function toDashboardDto({ user, facts, progress }: DashboardInput): DashboardDto {
  const assessment = currentAssessment(dedupeById(facts.assessments));
  const goal = currentGoal(dedupeById(facts.goals));
  return {
    user: { id: user.id, name: user.name },
    daysSinceStart: progress.daysSinceStart,
    journeyStart: progress.journeyStart,
    streakStartTime: progress.streakStartTime,
    currentStreak: progress.currentStreak,
    bestStreak: progress.bestStreak,
    moneySaved: centsToReais(progress.moneySavedCents),
    averageDailySpend: centsToReais(progress.averageDailySpendCents),
    recentAchievements: toAchievements(facts.medals, RECENT_ACHIEVEMENTS_LIMIT),
    assessment: assessment
      ? {
          daysPerWeek: assessment.daysPerWeek,
          weeklySpending: centsToReais(assessment.weeklySpendingCents),
          completedAt: assessment.completedAt,
          pgsiScore: pgsiScoreOrNull(assessment.pgsiAnswers),
        }
      : null,
    goal: goal
      ? {
          type: goal.type,
          targetDaysPerWeek: goal.type === 'reduction' ? goal.targetDaysPerWeek : null,
          targetWeeklySpending:
            goal.type === 'reduction' && goal.targetWeeklySpendingCents !== null
              ? centsToReais(goal.targetWeeklySpendingCents)
              : null,
          setAt: goal.setAt,
        }
      : null,
    thisWeek: {
      bettingDays: progress.thisWeek.bettingDays,
      spent: centsToReais(progress.thisWeek.spentCents),
      weekStart: progress.thisWeek.weekStart,
    },
  };
}

/** `GET /api/mood-data/{userId}` items from moodSeries(...). */
export function toMoodDataDto(days: readonly MoodDay[]): MoodDataDto[] {
  return days.map((d) => ({
    date: d.date,
    mood: d.mood,
    hadRelapse: d.hadRelapse,
    amountSpent: centsToReais(d.amountSpentCents),
  }));
}

/**
 * `GET /api/history/{userId}` items from historyItems(...). `includeNotes: false` leaves out the
 * member's own tags, as it leaves out notes (sharedTags).
 */
export function toHistoryDto(
  items: readonly HistoryItem[],
  options: { includeNotes?: boolean } = {},
): HistoryItemDto[] {
  return items.map((i) => {
    const dto: HistoryItemDto = {
      type: i.type,
      icon: i.icon,
      description: i.description,
      date: i.date,
      streakDays: i.streakDays,
    };
    const tags = i.tags ? sharedTags(i.tags, options.includeNotes !== false) : [];
    if (tags.length) dto.tags = tags;
    return dto;
  });
}

/**
 * The tags a reader sees: all of them, or without the notes scope only the catalogue's. A tag the
 * member typed is their own words, like a note (it may name a person or a place), so it is shared
 * only where notes are (docs/architecture.md, "Trigger tags").
 */
export const sharedTags = (tags: readonly string[] | undefined, includeNotes: boolean): string[] =>
  !tags ? [] : includeNotes ? tags.slice() : tags.filter(isCatalogueTag);

/**
 * A stored check-in as the server returns it. `includeNotes: false` for a reader whose grant lacks
 * the notes scope (DESIGN.md §7b): no notes, and only the catalogue's tags (sharedTags).
 */
export function toCheckinDto(
  checkin: Checkin,
  userId: string,
  version: number,
  options: { includeNotes?: boolean } = {},
): CheckinDto {
  return {
    id: checkin.id,
    userId,
    date: checkin.date,
    hadRelapse: checkin.hadRelapse,
    amountSpent: centsToReais(checkin.amountSpentCents),
    mood: checkin.mood,
    notes: options.includeNotes === false ? null : checkin.notes,
    recordedAt: checkin.recordedAt,
    version,
    tags: sharedTags(checkin.tags, options.includeNotes !== false),
  };
}

/** A pulled check-in back into the domain (the web app's local copy). */
export function checkinFromDto(dto: CheckinDto): Checkin {
  return {
    id: dto.id,
    date: dto.date,
    recordedAt: dto.recordedAt,
    hadRelapse: dto.hadRelapse,
    amountSpentCents: reaisToCents(dto.amountSpent),
    mood: dto.mood,
    notes: dto.notes,
    tags: dto.tags ?? [],
  };
}

/** `GET /api/latest-medal/{userId}`: the newest medal held, or null. */
export function latestMedalDto(facts: Pick<MemberFacts, 'medals'>): LatestMedalDto {
  const [latest] = toAchievements(facts.medals, 1);
  return latest ? { icon: latest.icon, title: latest.title } : null;
}

/** Achievements for any held list (e.g. the medals page), newest first. */
export function toAchievementDtos(facts: Pick<MemberFacts, 'medals'>, limit?: number): AchievementDto[] {
  return toAchievements(facts.medals, limit);
}
