function periodQuery(from?: string, to?: string): string {
  const q = new URLSearchParams();
  if (from) q.set('from', from);
  if (to) q.set('to', to);
  const text = q.toString();
  return text ? `?${text}` : '';
}

/** API paths shared by the web client, the service worker and the server. */
export const api = {
  authRegister: '/api/auth/register',
  authLogin: '/api/auth/login',
  authLogout: '/api/auth/logout',
  authMe: '/api/auth/me',
  authForgotPassword: '/api/auth/forgot-password',
  authResetPassword: '/api/auth/reset-password',
  communityStats: '/api/community-stats',
  analyticsEvents: '/api/analytics/events',
  analyticsEventsBatch: '/api/analytics/events/batch',
  pwaAccess: '/api/pwa-access',
  pwaAccessEndSession: '/api/pwa-access/end-session',
  pwaAccessUpdateUser: '/api/pwa-access/update-user',
  pwaInstall: '/api/pwa/install',
  userLastAccess: (userId: string) => `/api/users/${encodeURIComponent(userId)}/last-access`,
  siteInfo: '/api/site-info',
  health: '/api/health',
  assessment: '/api/assessment',
  goals: '/api/goals',
  checkins: '/api/checkins',
  syncPush: '/api/sync/push',
  syncPull: (cursor: number) => `/api/sync/pull?cursor=${cursor}`,
  dashboard: (userId: string) => `/api/dashboard/${encodeURIComponent(userId)}`,
  history: (userId: string) => `/api/history/${encodeURIComponent(userId)}`,
  moodData: (userId: string) => `/api/mood-data/${encodeURIComponent(userId)}`,
  latestMedal: (userId: string) => `/api/latest-medal/${encodeURIComponent(userId)}`,
  awardMissingMedals: (userId: string) => `/api/award-missing-medals/${encodeURIComponent(userId)}`,
  awardWindMedal: (userId: string) => `/api/award-wind-medal/${encodeURIComponent(userId)}`,
  /** A member's check-ins and relapses, newest first (`?days=N`, default 90): member or grantee. */
  memberCheckins: (userId: string, days?: number) =>
    `/api/checkins/${encodeURIComponent(userId)}${days ? `?days=${days}` : ''}`,
  // Psychologists (issue 4)
  therapistProfile: '/api/therapist-profile',
  therapists: '/api/therapists',
  therapist: (id: string) => `/api/therapists/${encodeURIComponent(id)}`,
  therapistContact: (id: string) => `/api/therapists/${encodeURIComponent(id)}/contact`,
  psychologistOverview: '/api/psychologist/overview',
  psychologistClient: (clientId: string) => `/api/psychologist/clients/${encodeURIComponent(clientId)}`,
  contactRequest: (id: string) => `/api/psychologist/contact-requests/${encodeURIComponent(id)}`,
  // Consented sharing (issue 4)
  sharing: '/api/sharing',
  sharingInvites: '/api/sharing/invites',
  sharingInvite: (code: string) => `/api/sharing/invites/${encodeURIComponent(code)}`,
  sharingAccept: '/api/sharing/accept',
  sharingAudit: '/api/sharing/audit',
  sharingGrant: (psychologistId: string) => `/api/sharing/${encodeURIComponent(psychologistId)}`,
  // The member's own account (issue 4)
  profile: '/api/profile',
  notificationsVapidPublicKey: '/api/notifications/vapid-public-key',
  notificationsSubscribe: '/api/notifications/subscribe',
  notificationsUnsubscribe: '/api/notifications/unsubscribe',
  notificationsReminder: '/api/notifications/reminder',
  profileExport: '/api/profile/export',
  profileDelete: '/api/profile/delete',
  // Admin pages (issue 5): staff only
  adminAnalytics: (from?: string, to?: string) => `/api/admin/analytics${periodQuery(from, to)}`,
  adminMedalEmails: (from?: string, to?: string) => `/api/admin/medal-emails${periodQuery(from, to)}`,
  adminNotifications: '/api/admin/notifications',
  adminNotificationsTest: '/api/admin/notifications/test',
  // Expert webinars (issue 13): the list is public, registering needs a member session
  webinars: '/api/webinars',
  webinarRegistration: (id: string) => `/api/webinars/${encodeURIComponent(id)}/registration`,
  webinarCalendar: (id: string) => `/api/webinars/${encodeURIComponent(id)}/calendar.ics`,
  adminWebinars: '/api/admin/webinars',
  adminWebinar: (id: string) => `/api/admin/webinars/${encodeURIComponent(id)}`,
  adminWebinarCancel: (id: string) => `/api/admin/webinars/${encodeURIComponent(id)}/cancel`,
  // The copiloto's optional language-model relay (issue 14): members only
  copilotStatus: '/api/copilot/status',
  copilotReply: '/api/copilot/reply',
  // The contact form, /contato (issue 15): public; shared/contact-api-types.ts
  contact: '/api/contact',
  // Paid sessions with a psychologist (issue 15): shared/payment-api-types.ts
  payments: '/api/payments',
  paymentsByMode: (mode: 'real' | 'test') => `/api/payments?mode=${mode}`,
  paymentSettings: '/api/payments/settings',
  paymentCheckout: (psychologistId: string) => `/api/payments/checkout/${encodeURIComponent(psychologistId)}`,
  payment: (id: string) => `/api/payments/${encodeURIComponent(id)}`,
  paymentConfirm: (id: string) => `/api/payments/${encodeURIComponent(id)}/confirm`,
  paymentSimulate: (id: string) => `/api/payments/${encodeURIComponent(id)}/simulate`,
  paymentWebhook: '/api/payments/webhook',
} as const;

export interface CommunityStats {
  totalUsers: number;
  totalMoneySaved: number;
  totalDaysWithoutBetting: number;
}
