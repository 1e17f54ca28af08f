import { REMINDER_URL } from '../../shared/texts/notification.texts';

/**
 * Links that open one of the dashboard's record dialogs on arrival (read by the dashboard's
 * `useDialogParam`): a reminder notification and "a vontade passou?" in the games open the
 * check-in; the copiloto's "acabei de apostar" opens the relapse dialog.
 */
export const DASHBOARD_DIALOG_LINKS = {
  checkin: REMINDER_URL,
  relapse: '/dashboard?relapse=1',
} as const;
