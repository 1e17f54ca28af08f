import { createFileRoute } from '@tanstack/react-router';
import { MedalEmailsPage } from '../../../features/admin/medal-emails-page';

export const Route = createFileRoute('/_admin/admin/medal-emails')({ component: MedalEmailsPage });
