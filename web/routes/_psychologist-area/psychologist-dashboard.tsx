import { createFileRoute } from '@tanstack/react-router';
import { PsychologistDashboardPage } from '../../features/psychologist-dashboard/psychologist-dashboard-page';

export const Route = createFileRoute('/_psychologist-area/psychologist-dashboard')({
  component: PsychologistDashboardPage,
});
