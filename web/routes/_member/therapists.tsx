import { createFileRoute } from '@tanstack/react-router';
import { parseTherapistSearch } from '../../features/therapists/therapist-search';
import { TherapistsPage } from '../../features/therapists/therapists-page';

export const Route = createFileRoute('/_member/therapists')({
  validateSearch: parseTherapistSearch,
  component: TherapistsRoute,
});

function TherapistsRoute() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <TherapistsPage filters={filters} onFiltersChange={(search) => navigate({ search, replace: true })} />
  );
}
