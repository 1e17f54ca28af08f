import { createFileRoute } from '@tanstack/react-router';
import { ClientProgressPage } from '../../features/client-progress/client-progress-page';

export const Route = createFileRoute('/_psychologist-area/psychologist-dashboard_/clients/$clientId')({
  component: function ClientProgressRoute() {
    const { clientId } = Route.useParams();
    return <ClientProgressPage clientId={clientId} />;
  },
});
