/**
 * Shapes of the admin API (issue 5: `/api/admin/*`, staff only). Days are São Paulo calendar
 * days ('yyyy-MM-dd'); instants ISO strings.
 */
import type { LocalDate } from './domain/types';

/** One São Paulo day of `GET /api/admin/analytics`. */
export interface AdminDailyFigures {
  date: LocalDate;
  /** Distinct members with an app access, an analytics event or a check-in recorded that day. */
  activeMembers: number;
  /** Member accounts created that day. */
  signUps: number;
  /** Check-ins (relapses included) about that day (the check-in's own date). */
  checkins: number;
  /** Of those, the ones that recorded a relapse. */
  relapses: number;
  /** App installs to the home screen that day. */
  installs: number;
}

export interface AdminFunnelStep {
  step: 'sign_up' | 'assessment_completed' | 'goal_set' | 'first_checkin';
  label: string;
  /** Members who signed up in the period and reached this step (at any time). */
  count: number;
}

/** `GET /api/admin/analytics?from&to`. */
export interface AdminAnalyticsDto {
  from: LocalDate;
  to: LocalDate;
  timeZone: string;
  /**
   * The activity figures (active members, accesses) count everything that reached the server up
   * to this instant (ISO), a minute or two ago; null before they were first counted.
   */
  activityCountedTo: string | null;
  days: AdminDailyFigures[];
  totals: {
    signUps: number;
    checkins: number;
    relapses: number;
    installs: number;
    /** Distinct members active on at least one day of the period. */
    activeMembers: number;
    accesses: number;
  };
  /** App accesses in the period by access type and by platform, most frequent first. */
  accessTypes: { key: string; count: number }[];
  platforms: { key: string; count: number }[];
  funnel: AdminFunnelStep[];
}

/** One medal earned in the period, with the e-mail its holder gets (`GET /api/admin/medal-emails`). */
export interface AdminMedalEmailPreview {
  userId: string;
  name: string;
  email: string;
  medalKey: string;
  medalTitle: string;
  medalIcon: string;
  earnedAt: string;
  /** The congratulation for this (member, medal) already went out. */
  alreadySent: boolean;
  sentAt: string | null;
  subject: string;
  text: string;
}

/**
 * `GET /api/admin/medal-emails?from&to&page`: the counts cover the whole period (counted by the
 * database); `items` is one page of it, oldest medal first (`page` from 1, `pageSize` items).
 */
export interface AdminMedalEmailsDto {
  from: LocalDate;
  to: LocalDate;
  /** Medals earned by members in the period. */
  total: number;
  /** Of those, the congratulations not sent yet. */
  pending: number;
  page: number;
  pageSize: number;
  items: AdminMedalEmailPreview[];
}

/** `POST /api/admin/notifications/test` (the admin's own devices, sent while the request waits). */
export interface AdminNotificationSendResult {
  /** Push subscriptions the message was sent to. */
  recipients: number;
  /** Of those, the ones the push service accepted. */
  delivered: number;
  /** Of those, the ones the push service said are gone (404/410): deleted. */
  removed: number;
}

/** What a fan-out job does (issue 18): an admin push broadcast, or the medal congratulation e-mails. */
export type FanOutJobKind = 'push-broadcast' | 'medal-emails';

/** queued: recorded, nobody started; running: instances are sending; done/failed: every recipient has an outcome. */
export type FanOutJobStatus = 'queued' | 'running' | 'done' | 'failed';

/**
 * One fan-out job (`POST /api/admin/notifications`, `POST /api/admin/medal-emails`,
 * `GET /api/admin/jobs`, `GET /api/admin/jobs/:id`). Outcome counts add up to `total` once the
 * job is done: every recipient gets exactly one outcome.
 */
export interface FanOutJobDto {
  id: string;
  kind: FanOutJobKind;
  status: FanOutJobStatus;
  /** Who it went to: the push segment, or the medal e-mails' period. */
  audience: { segment: string } | { from: LocalDate; to: LocalDate };
  /** What a push broadcast says; null for medal e-mails (each e-mail is written per medal). */
  message: { title: string; body: string; url: string } | null;
  /** Name of the staff member who started it; null once that account is gone. */
  startedBy: string | null;
  /** Recipients materialised when the job was created (push subscriptions, or member-medal pairs). */
  total: number;
  /** Accepted by the push service, or e-mail sent. */
  sent: number;
  /** Push subscriptions the service said are gone (404/410): deleted. */
  removed: number;
  /** The push service or the mail server refused or did not answer. */
  failed: number;
  /** No longer owed: the subscription was removed meanwhile, or the medal's e-mail already went out. */
  skipped: number;
  /** Claimed by an instance that stopped before recording an outcome: never sent again (at most once). */
  interrupted: number;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

/** `GET /api/admin/jobs?kind`: the most recent jobs first. */
export interface FanOutJobListDto {
  jobs: FanOutJobDto[];
}
