import { createFileRoute } from '@tanstack/react-router';
import { TherapistProfilePage } from '../../features/therapist-profile/therapist-profile-page';

export const Route = createFileRoute('/_psychologist-area/therapist-profile')({
  component: TherapistProfilePage,
});
