import type { Command } from '../cli-kit';
import { communityHide, communityReports, communityRestore, communitySuspend } from './community';
import { contactClose, contactList } from './contact';
import { dbBackup, dbMigrate } from './db';
import { demoSeed } from './demo-seed';
import { demoSeedScale } from './demo-seed-scale';
import { mailOutbox } from './mail';
import { medalsRecompute } from './medals';
import { notificationsStatus } from './notifications-status';
import { psychologistsApprove, psychologistsPending } from './psychologists';
import { usersResetLink } from './reset-link';
import { usersRole } from './roles';
import { sessionsRevoke } from './sessions';
import { stats } from './stats';
import { usersDelete, usersExport, usersFind, usersShow } from './users';
import { webinarsCancel, webinarsCreate, webinarsList } from './webinars';

/** Every support command, in the order `help` lists them. */
export const commands: Command[] = [
  usersFind,
  usersShow,
  usersExport,
  usersDelete,
  usersResetLink,
  usersRole,
  sessionsRevoke,
  mailOutbox,
  contactList,
  contactClose,
  psychologistsPending,
  psychologistsApprove,
  medalsRecompute,
  communityReports,
  communityHide,
  communityRestore,
  communitySuspend,
  webinarsList,
  webinarsCreate,
  webinarsCancel,
  notificationsStatus,
  stats,
  dbMigrate,
  dbBackup,
  demoSeed,
  demoSeedScale,
];
