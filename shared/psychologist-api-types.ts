/**
 * Shapes of the psychologist, sharing and profile API (issue 4; DESIGN.md §6 and §7b). Money in
 * reais on the wire; instants as ISO strings; local dates as YYYY-MM-DD.
 */

import type { AchievementDto, AssessmentDto, CheckinDto, GoalDto } from './api-types';
import type {
  ContactPreference,
  PsychologistStatus,
  ShareScope,
  TherapyApproach,
  TherapyLanguage,
} from './constants';
import type { Instant, LocalDate } from './domain/types';
import type { PaymentDto } from './payment-api-types';
import type { JournalEntryDto } from './schemas/journal.schema';
import type { LessonProgressDto } from './schemas/lesson-progress.schema';
import type { PublicUser } from './schemas/user.schema';
import type { AccessResource } from './texts/sharing.texts';

/** `GET /api/therapist-profile` (the psychologist's own) and the fields of a public profile. */
export interface TherapistProfileDto {
  id: string;
  displayName: string;
  crp: string;
  status: PsychologistStatus;
  bio: string;
  approaches: TherapyApproach[];
  online: boolean;
  inPerson: boolean;
  city: string;
  uf: string;
  languages: TherapyLanguage[];
  priceFrom: number | null;
  priceTo: number | null;
  contactPreference: ContactPreference;
  updatedAt: Instant;
}

/** `GET /api/therapists` items and `GET /api/therapists/{id}`: approved psychologists only. */
export type TherapistPublicDto = Omit<TherapistProfileDto, 'status' | 'updatedAt'> & {
  /** The member already sent this psychologist a contact request that is still open. */
  contactRequested: boolean;
};

/** `POST /api/sharing/invites` → the code (shown once) and when it stops working. */
export interface InviteDto {
  code: string;
  expiresAt: Instant;
}

/** `GET /api/sharing/invites/{code}`: who the member is about to share with. */
export interface InvitePreviewDto {
  psychologist: { id: string; displayName: string; crp: string };
  expiresAt: Instant;
}

/** `GET /api/sharing` items and the answer of `POST /api/sharing/accept`. */
export interface SharingGrantDto {
  psychologistId: string;
  displayName: string;
  crp: string;
  scopes: ShareScope[];
  grantedAt: Instant;
}

/** `GET /api/sharing/audit` items: every read of the member's data by someone else. */
export interface AccessLogEntryDto {
  at: Instant;
  actorName: string;
  actorRole: 'psychologist' | 'admin';
  crp: string | null;
  resource: AccessResource;
  scopes: ShareScope[];
}

export type MoodTrend = 'rising' | 'falling' | 'steady';

/** One client on `/psychologist-dashboard`; a field is null when its scope was not granted. */
export interface ClientSummaryDto {
  clientId: string;
  name: string;
  scopes: ShareScope[];
  grantedAt: Instant;
  /** Today in the client's own time zone: the last day of their mood chart. */
  clientToday: LocalDate;
  /** progress scope */
  currentStreak: number | null;
  bestStreak: number | null;
  moneySaved: number | null;
  /** checkins scope */
  lastCheckinDate: LocalDate | null;
  relapsesLast7Days: number | null;
  relapsesLast30Days: number | null;
  moodTrend: MoodTrend | null;
  averageMoodLast7Days: number | null;
  /** Gentle flags for the next session, in pt-BR; empty when nothing stands out. */
  attention: string[];
  /**
   * diary scope (issue 10), on the client page only (`GET /api/psychologist/clients/{id}`, each
   * read logged as `diary`): entries dated in the last DIARY_SHARE_DAYS days of the client's
   * calendar, newest first, at most DIARY_SHARE_LIMIT. null without the scope; absent in the
   * overview list.
   */
  diary?: DiaryEntryDto[] | null;
}

/** A diary entry as a psychologist with the diary scope reads it (never a tombstone). */
export type DiaryEntryDto = Extract<JournalEntryDto, { deleted: false }>;

export interface ContactRequestDto {
  id: string;
  memberName: string;
  memberEmail: string;
  message: string;
  createdAt: Instant;
  status: 'pending' | 'handled';
}

/** `GET /api/psychologist/overview`: everything `/psychologist-dashboard` shows. */
export interface PsychologistOverviewDto {
  status: PsychologistStatus;
  displayName: string;
  clients: ClientSummaryDto[];
  contactRequests: ContactRequestDto[];
}

/** `GET /api/profile`: the member's account and notification-free settings. */
export interface ProfileDto {
  user: PublicUser;
  termsVersion: string;
  termsAcceptedAt: Instant;
}

/** `GET /api/profile/export` (LGPD art. 18): everything the person wrote and what was derived. */
export interface AccountExportDto {
  exportedAt: Instant;
  format: 'virada-export-v1';
  account: PublicUser & { termsVersion: string; termsAcceptedAt: Instant; lastAccessAt: Instant | null };
  assessments: AssessmentDto[];
  goals: GoalDto[];
  checkins: CheckinDto[];
  /** Meu Diário (issue 10): every entry, a deleted one as its tombstone (no content). */
  journalEntries: JournalEntryDto[];
  /** The forum threads and replies and the chat messages they wrote (issue 12). */
  communityPosts: CommunityPostExportDto[];
  /** The course lessons they finished, with their plans' answers (issue 13). */
  lessonProgress: LessonProgressDto[];
  medals: AchievementDto[];
  progress: { currentStreak: number; bestStreak: number; moneySaved: number } | null;
  sharing: SharingGrantDto[];
  accessLog: AccessLogEntryDto[];
  contactRequests: { psychologistName: string; message: string; createdAt: Instant; status: string }[];
  therapistProfile: TherapistProfileDto | null;
  sessions: { createdAt: Instant; expiresAt: Instant }[];
  analyticsEvents: { name: string; label: string | null; createdAt: Instant }[];
  /** Push reminders (issue 5): the daily reminder and the browsers subscribed to it. */
  reminder?: { enabled: boolean; time: string } | null;
  pushSubscriptions?: { endpoint: string; createdAt: Instant }[];
  /** Expert webinars (issue 13) they registered for. */
  webinarRegistrations?: { webinarId: string; title: string; startsAt: Instant; registeredAt: Instant }[];
  /** Pix payments to psychologists (issue 15), real and test ones (each with its `mode`). */
  payments?: PaymentDto[];
}

/** A post of the member's in their data export: what they wrote, where, and what became of it. */
export interface CommunityPostExportDto {
  id: string;
  threadId: string;
  status: 'published' | 'held' | 'removed';
  text: string | null;
  createdAt: string;
  editedAt: string | null;
}
