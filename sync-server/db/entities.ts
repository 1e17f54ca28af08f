import { AnalyticsEventSchema } from '../modules/analytics/analytics-event.entity';
import { AssessmentSchema } from '../modules/assessment/assessment.entity';
import { SessionSchema } from '../modules/auth/session.entity';
import { CheckinSchema } from '../modules/checkins/checkin.entity';
import {
  CommunityProfileSchema,
  ForumApoioSchema,
  ForumPostSchema,
  ForumReportSchema,
  ForumThreadSchema,
  ModerationActionSchema,
} from '../modules/community/community.entities';
import { ContactMessageSchema } from '../modules/contact/contact-message.entity';
import { GoalSchema } from '../modules/goals/goal.entity';
import { JournalEntrySchema } from '../modules/journal/journal.entity';
import { LessonProgressSchema } from '../modules/learning/lesson-progress.entity';
import { MailOutboxSchema } from '../modules/mail/mail-outbox.entity';
import { MedalAwardSchema } from '../modules/medals/medal-award.entity';
import {
  AppSettingSchema,
  PushSubscriptionSchema,
  ReminderSettingSchema,
} from '../modules/notifications/notifications.entities';
import {
  PaymentSchema,
  PaymentSettingsSchema,
  PaymentWebhookEventSchema,
} from '../modules/payments/payments.entities';
import { UserProgressSchema } from '../modules/progress/user-progress.entity';
import { ContactRequestSchema } from '../modules/psychologists/contact-request.entity';
import { PsychologistProfileSchema } from '../modules/psychologists/psychologist-profile.entity';
import { PwaAccessSchema, PwaInstallSchema } from '../modules/pwa/pwa.entities';
import { PasswordResetTokenSchema } from '../modules/recovery/password-reset-token.entity';
import {
  AccessAuditSchema,
  SharingGrantSchema,
  SharingInviteSchema,
} from '../modules/sharing/sharing.entities';
import { RoleChangeSchema } from '../modules/users/role-change.entity';
import { UserSchema } from '../modules/users/user.entity';
import {
  WebinarNoticeSchema,
  WebinarRegistrationSchema,
  WebinarSchema,
} from '../modules/webinars/webinar.entities';

/** Every entity the ORM knows; a new module adds its schemas here. */
export const entities = [
  UserSchema,
  SessionSchema,
  AnalyticsEventSchema,
  PwaAccessSchema,
  PwaInstallSchema,
  AssessmentSchema,
  GoalSchema,
  CheckinSchema,
  MedalAwardSchema,
  UserProgressSchema,
  PsychologistProfileSchema,
  ContactRequestSchema,
  SharingInviteSchema,
  SharingGrantSchema,
  AccessAuditSchema,
  PasswordResetTokenSchema,
  MailOutboxSchema,
  AppSettingSchema,
  PushSubscriptionSchema,
  ReminderSettingSchema,
  RoleChangeSchema,
  JournalEntrySchema,
  LessonProgressSchema,
  CommunityProfileSchema,
  ForumThreadSchema,
  ForumPostSchema,
  ForumApoioSchema,
  ForumReportSchema,
  ModerationActionSchema,
  WebinarSchema,
  WebinarRegistrationSchema,
  WebinarNoticeSchema,
  PaymentSettingsSchema,
  PaymentSchema,
  PaymentWebhookEventSchema,
  ContactMessageSchema,
];
