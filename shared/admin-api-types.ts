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

/** `POST /api/admin/medal-emails {from, to}`. */
export interface AdminMedalEmailsSendResult {
  sent: number;
  skipped: number;
  message: string;
}

/** `POST /api/admin/notifications` and `POST /api/admin/notifications/test`. */
export interface AdminNotificationSendResult {
  /** Push subscriptions the message was sent to. */
  recipients: number;
  /** Of those, the ones the push service accepted. */
  delivered: number;
  /** Of those, the ones the push service said are gone (404/410): deleted. */
  removed: number;
}
