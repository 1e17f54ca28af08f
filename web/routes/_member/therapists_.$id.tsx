import { createFileRoute } from '@tanstack/react-router';
import { TherapistProfilePage } from '../../features/therapists/therapist-profile-page';

// `therapists_` keeps the profile out of the list's layout: it is a page of its own.
export const Route = createFileRoute('/_member/therapists_/$id')({ component: TherapistRoute });

function TherapistRoute() {
  const { id } = Route.useParams();
  return <TherapistProfilePage id={id} />;
}
