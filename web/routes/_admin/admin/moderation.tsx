import { createFileRoute } from '@tanstack/react-router';
import { ModerationPage } from '../../../features/admin/moderation-page';

export const Route = createFileRoute('/_admin/admin/moderation')({ component: ModerationPage });
