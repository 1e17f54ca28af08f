import { Migration20261122000000Initial } from './Migration20261122000000Initial';
import { Migration20261123000000CoreLoop } from './Migration20261123000000CoreLoop';
import { Migration20261124000000Psychologists } from './Migration20261124000000Psychologists';
import { Migration20261125000000PasswordRecovery } from './Migration20261125000000PasswordRecovery';
import { Migration20261126000000AdminMedalEmails } from './Migration20261126000000AdminMedalEmails';
import { Migration20261127000000PushReminders } from './Migration20261127000000PushReminders';
import { Migration20261128000000StaffRoles } from './Migration20261128000000StaffRoles';
import { Migration20261129000000Journal } from './Migration20261129000000Journal';
import { Migration20261130000000CheckinTags } from './Migration20261130000000CheckinTags';
import { Migration20261201000000EndedSessions } from './Migration20261201000000EndedSessions';
import { Migration20261202000000Community } from './Migration20261202000000Community';
import { Migration20261204000000LessonProgress } from './Migration20261204000000LessonProgress';
import { Migration20261205000000Webinars } from './Migration20261205000000Webinars';
import { Migration20261206000000Payments } from './Migration20261206000000Payments';
import { Migration20261207000000ContactMessages } from './Migration20261207000000ContactMessages';
import { Migration20261208000000CommunityStats } from './Migration20261208000000CommunityStats';
import { Migration20261209000000ReminderDueAt } from './Migration20261209000000ReminderDueAt';
import { Migration20261210000000FanOutJobs } from './Migration20261210000000FanOutJobs';
import { Migration20261211000000AnalyticsIndexes } from './Migration20261211000000AnalyticsIndexes';
import { Migration20261212000000AnalyticsRollup } from './Migration20261212000000AnalyticsRollup';
import { Migration20261213000000AnalyticsDayCheckins } from './Migration20261213000000AnalyticsDayCheckins';
import { Migration20261214000000DropUnusedAnalyticsIndexes } from './Migration20261214000000DropUnusedAnalyticsIndexes';
import { Migration20261215000000AnalyticsDayMedals } from './Migration20261215000000AnalyticsDayMedals';
import { Migration20261216000000ClientSignUpIndex } from './Migration20261216000000ClientSignUpIndex';

/** Migrations in the order they run; a new migration is appended, never edited once shipped. */
export const migrationsList = [
  { name: 'Migration20261122000000Initial', class: Migration20261122000000Initial },
  { name: 'Migration20261123000000CoreLoop', class: Migration20261123000000CoreLoop },
  { name: 'Migration20261124000000Psychologists', class: Migration20261124000000Psychologists },
  { name: 'Migration20261125000000PasswordRecovery', class: Migration20261125000000PasswordRecovery },
  { name: 'Migration20261126000000AdminMedalEmails', class: Migration20261126000000AdminMedalEmails },
  { name: 'Migration20261127000000PushReminders', class: Migration20261127000000PushReminders },
  { name: 'Migration20261128000000StaffRoles', class: Migration20261128000000StaffRoles },
  { name: 'Migration20261129000000Journal', class: Migration20261129000000Journal },
  { name: 'Migration20261130000000CheckinTags', class: Migration20261130000000CheckinTags },
  { name: 'Migration20261201000000EndedSessions', class: Migration20261201000000EndedSessions },
  { name: 'Migration20261202000000Community', class: Migration20261202000000Community },
  { name: 'Migration20261204000000LessonProgress', class: Migration20261204000000LessonProgress },
  { name: 'Migration20261205000000Webinars', class: Migration20261205000000Webinars },
  { name: 'Migration20261206000000Payments', class: Migration20261206000000Payments },
  { name: 'Migration20261207000000ContactMessages', class: Migration20261207000000ContactMessages },
  { name: 'Migration20261208000000CommunityStats', class: Migration20261208000000CommunityStats },
  { name: 'Migration20261209000000ReminderDueAt', class: Migration20261209000000ReminderDueAt },
  { name: 'Migration20261210000000FanOutJobs', class: Migration20261210000000FanOutJobs },
  { name: 'Migration20261211000000AnalyticsIndexes', class: Migration20261211000000AnalyticsIndexes },
  { name: 'Migration20261212000000AnalyticsRollup', class: Migration20261212000000AnalyticsRollup },
  { name: 'Migration20261213000000AnalyticsDayCheckins', class: Migration20261213000000AnalyticsDayCheckins },
  {
    name: 'Migration20261214000000DropUnusedAnalyticsIndexes',
    class: Migration20261214000000DropUnusedAnalyticsIndexes,
  },
  { name: 'Migration20261215000000AnalyticsDayMedals', class: Migration20261215000000AnalyticsDayMedals },
  { name: 'Migration20261216000000ClientSignUpIndex', class: Migration20261216000000ClientSignUpIndex },
];
