/**
 * Domain types shared by the server (authoritative) and the web app (provisional, offline).
 * Money is integer centavos; instants are ISO-8601 UTC strings; calendar days are 'yyyy-MM-dd'
 * in the member's IANA time zone (DESIGN.md §3).
 */

export type Cents = number;
/** ISO-8601 instant, e.g. '2026-11-22T14:00:00.000Z'. */
export type Instant = string;
/** Calendar day 'yyyy-MM-dd' in the member's time zone. */
export type LocalDate = string;
export type Mood = 1 | 2 | 3 | 4 | 5;

/** A daily check-in; a relapse is a check-in with hadRelapse true (spec §3). Immutable. */
export interface Checkin {
  id: string;
  date: LocalDate;
  /** When the member made it on the device (clamped by the server, DESIGN.md §3). */
  recordedAt: Instant;
  hadRelapse: boolean;
  /** 0 when there was no relapse. */
  amountSpentCents: Cents;
  mood: Mood;
  notes: string | null;
  /**
   * What was going on (issue 10): catalogue keys and the member's own words, normalised
   * (`normalizeTags`, shared/domain/triggers.ts). Empty when none were chosen; records written
   * before tags existed have none.
   */
  tags: string[];
}

/** The initial assessment (retakes are kept as history; the first one starts the journey). */
export interface Assessment {
  id: string;
  completedAt: Instant;
  daysPerWeek: number;
  weeklySpendingCents: Cents;
  /** The nine PGSI answers (0–3 each) when the screen was answered. */
  pgsiAnswers: number[] | null;
}

export type GoalType = 'cessation' | 'reduction';

/** A goal; the latest one is current, earlier ones are history. */
export interface Goal {
  id: string;
  setAt: Instant;
  type: GoalType;
  /** Only for reduction. */
  targetDaysPerWeek: number | null;
  targetWeeklySpendingCents: Cents | null;
}

export type MedalKey = string;

/** A medal a member holds: earned once, never taken back. */
export interface AwardedMedal {
  key: MedalKey;
  earnedAt: Instant;
}

/** Everything the rules need about one member. Order of arrays does not matter. */
export interface MemberFacts {
  timezone: string;
  accountCreatedAt: Instant;
  assessments: Assessment[];
  goals: Goal[];
  checkins: Checkin[];
  medals: AwardedMedal[];
}

/** The numbers the dashboard shows (spec §3 "Dashboard response", in domain units). */
export interface Progress {
  journeyStart: Instant;
  daysSinceStart: number;
  /** Null when there is no streak start (the timer shows zero). */
  streakStartTime: Instant | null;
  currentStreak: number;
  bestStreak: number;
  moneySavedCents: Cents;
  /** Average daily spend from the current assessment: weekly / 7 (spec §9). */
  averageDailySpendCents: Cents;
  /** This week's (Sunday-start, member's zone) betting days and spend, for reduction goals. */
  thisWeek: { bettingDays: number; spentCents: Cents; weekStart: LocalDate };
  checkinCount: number;
  relapseCount: number;
}

/** Spec §3 "Mood-data item": one per day of the 30-day window that has a check-in. */
export interface MoodDay {
  date: LocalDate;
  mood: Mood;
  hadRelapse: boolean;
  amountSpentCents: Cents;
}

/** Spec §3 "History item". */
export interface HistoryItem {
  type: 'account_created' | 'relapse' | 'current_streak' | 'other';
  icon: string;
  description: string;
  date: Instant;
  streakDays: number;
  /** The trigger tags of the relapse, or of the day's clean check-ins; absent when none. */
  tags?: string[];
}

export interface MedalDefinition {
  key: MedalKey;
  icon: string;
  /** pt-BR. */
  title: string;
  /** pt-BR. */
  description: string;
}
