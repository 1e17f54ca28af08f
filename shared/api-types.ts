/**
 * Shapes of the core-loop API answers (spec §3 and §7, DESIGN.md §7b). Money is in reais
 * (2 decimals) on the wire and in centavos everywhere else.
 */
import type { GoalType, Instant, LocalDate, Mood } from './domain/types';
import type { JournalEntryDto } from './schemas/journal.schema';
import type { LessonProgressDto } from './schemas/lesson-progress.schema';
import type { SyncRecordResult } from './schemas/sync.schema';

/** A check-in as the server stores and returns it. */
export interface CheckinDto {
  id: string;
  userId: string;
  date: LocalDate;
  hadRelapse: boolean;
  amountSpent: number;
  mood: Mood;
  /** Null also when the reader's grant lacks the notes scope. */
  notes: string | null;
  recordedAt: Instant;
  /** The user's sync version at which the server stored it. */
  version: number;
  /**
   * Trigger tags (issue 10): catalogue keys and the member's own words; the server always sends
   * them (the member's own words only to readers who may read notes). Optional for records that
   * older builds stored locally.
   */
  tags?: string[];
}

export interface AchievementDto {
  key: string;
  icon: string;
  title: string;
  description: string;
  earnedAt: Instant;
}

/** `GET /api/dashboard/{userId}` (spec §3 "Dashboard response", plus what the dashboard shows). */
export interface DashboardDto {
  user: { id: string; name: string };
  daysSinceStart: number;
  journeyStart: Instant;
  streakStartTime: Instant | null;
  currentStreak: number;
  bestStreak: number;
  moneySaved: number;
  averageDailySpend: number;
  recentAchievements: AchievementDto[];
  assessment: {
    daysPerWeek: number;
    weeklySpending: number;
    completedAt: Instant;
    pgsiScore: number | null;
  } | null;
  goal: {
    type: GoalType;
    targetDaysPerWeek: number | null;
    targetWeeklySpending: number | null;
    setAt: Instant;
  } | null;
  thisWeek: { bettingDays: number; spent: number; weekStart: LocalDate };
}

/** `GET /api/history/{userId}` items (spec §3). */
export interface HistoryItemDto {
  type: 'account_created' | 'relapse' | 'current_streak' | 'other';
  icon: string;
  description: string;
  date: Instant;
  streakDays: number;
  /**
   * Trigger tags of the relapse, or of the day's clean check-ins (issue 10; absent when none).
   * The member's own words only for readers who may read notes (see toHistoryDto).
   */
  tags?: string[];
}

/** `GET /api/mood-data/{userId}` items (spec §3). */
export interface MoodDataDto {
  date: LocalDate;
  mood: Mood;
  hadRelapse: boolean;
  amountSpent: number;
}

/** `GET /api/latest-medal/{userId}` (spec §3); null when the member has none. */
export type LatestMedalDto = { icon: string; title: string } | null;

/** `GET /api/sync/pull?cursor=N` (DESIGN.md §5). */
/**
 * One record of `GET /api/sync/pull` (issue 10): every kind after the cursor, each with its
 * `type`. A check-in may come without `type` from a server older than issue 10: read as 'checkin'.
 */
export type SyncPullRecord =
  | (CheckinDto & { type?: 'checkin' })
  | JournalEntryDto
  | (LessonProgressDto & { type: 'lesson-progress' });

export interface SyncPullResponse {
  records: SyncPullRecord[];
  /** Pass back as `cursor` next time. */
  cursor: number;
  /** True when the given cursor was unknown: the client must replace, not merge. */
  reset: boolean;
  summary: DashboardDto;
}

export interface AssessmentDto {
  id: string;
  daysPerWeek: number;
  weeklySpending: number;
  pgsi: number[] | null;
  pgsiScore: number | null;
  completedAt: Instant;
}

export interface GoalDto {
  id: string;
  type: GoalType;
  targetDaysPerWeek: number | null;
  targetWeeklySpending: number | null;
  setAt: Instant;
}

/** `GET /api/goals`: the current goal and the history, newest first. */
export interface GoalsResponse {
  current: GoalDto | null;
  history: GoalDto[];
}

/** `GET /api/assessment`: the current assessment (the latest) and every one, newest first. */
export interface AssessmentsResponse {
  current: AssessmentDto | null;
  history: AssessmentDto[];
}

/** `POST /api/checkins` answer: the record's sync status and the record as stored. */
export interface CheckinResponse {
  result: SyncRecordResult;
  record: CheckinDto;
}

/** `POST /api/award-missing-medals/{userId}`: `message` is shown as '{message} foram concedidas!'. */
export interface AwardMissingMedalsResponse {
  message: string;
  count: number;
}
