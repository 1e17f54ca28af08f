import { createFileRoute } from '@tanstack/react-router';
import { AdminWebinarsPage } from '../../../features/webinars/admin-webinars-page';

export const Route = createFileRoute('/_admin/admin/webinars')({ component: AdminWebinarsPage });
