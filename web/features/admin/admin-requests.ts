import type {
  AdminAnalyticsDto,
  AdminMedalEmailsDto,
  AdminNotificationSendResult,
  FanOutJobDto,
} from '../../../shared/admin-api-types';
import { api } from '../../../shared/api';
import { apiGet, apiPost } from '../../lib/api-client';
import type { AdminPeriod } from './admin-period';

export const fetchAnalytics = ({ from, to }: AdminPeriod) =>
  apiGet<AdminAnalyticsDto>(api.adminAnalytics(from, to));

/** One page of the period's medal e-mails (50 each), with the counts of the whole period. */
export const fetchMedalEmails = ({ from, to }: AdminPeriod, page = 1) =>
  apiGet<AdminMedalEmailsDto>(`${api.adminMedalEmails(from, to)}${page > 1 ? `&page=${page}` : ''}`);

export const sendMedalEmails = (period: AdminPeriod) => apiPost<FanOutJobDto>(api.adminMedalEmails(), period);

/** Starts the broadcast: the server answers at once with the job the instances send in the background. */
export const sendAdminNotification = (input: { title: string; body: string; url: string; segment: string }) =>
  apiPost<FanOutJobDto>(api.adminNotifications, input);

export const sendAdminTestNotification = (input: { title: string; body: string }) =>
  apiPost<AdminNotificationSendResult>(api.adminNotificationsTest, input);
