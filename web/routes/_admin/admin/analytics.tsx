import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsPage } from '../../../features/admin/analytics-page';

export const Route = createFileRoute('/_admin/admin/analytics')({ component: AnalyticsPage });
