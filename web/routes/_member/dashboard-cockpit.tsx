import { createFileRoute } from '@tanstack/react-router';
import { CockpitPage } from '../../features/cockpit/cockpit-page';

export const Route = createFileRoute('/_member/dashboard-cockpit')({ component: CockpitPage });
