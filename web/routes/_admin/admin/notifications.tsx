import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../../../features/admin/notifications-page';

export const Route = createFileRoute('/_admin/admin/notifications')({ component: NotificationsPage });
