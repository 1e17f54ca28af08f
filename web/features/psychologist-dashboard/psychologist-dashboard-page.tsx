import { useEffect } from 'react';
import type { PsychologistOverviewDto } from '../../../shared/psychologist-api-types';
import { CrpStatusBadge } from '../../components/crp-status-badge';
import { LoadError, LoadingState } from '../../components/ui/load-state';
import { track } from '../../lib/analytics';
import { usePageTitle } from '../../lib/use-page-title';
import { useServerData } from '../../lib/use-server-data';
import { ClientList } from './client-list';
import { ContactRequests } from './contact-requests';
import { InviteCard } from './invite-card';
import { PaymentsReceived } from './payments-received';
import { PsychologistDashboardColumns } from './psychologist-dashboard-columns';
import { PsychologistPendingBanner } from './psychologist-pending-banner';
import { fetchOverview } from './psychologist-requests';
import './psychologist-dashboard.css';
import { GRANTS_CHANGED_EVENT } from '../../lib/live-events';

const markHandled = (id: string) => (overview: PsychologistOverviewDto) => ({
  ...overview,
  contactRequests: overview.contactRequests.map((r) =>
    r.id === id ? { ...r, status: 'handled' as const } : r,
  ),
});

/** /psychologist-dashboard: clients who share with this psychologist, invites and contact requests. */
export function PsychologistDashboardPage() {
  usePageTitle('Painel do psicólogo');
  const { state, reload, replace } = useServerData('psychologist-overview', fetchOverview, {
    refreshOn: GRANTS_CHANGED_EVENT,
  });
  useEffect(() => track('psychologist_dashboard_viewed'), []);

  return (
    <section className="container page psy-dashboard" aria-labelledby="page-title">
      <div className="psy-dashboard-head">
        <h1 id="page-title">
          {state.status === 'ready' ? `Olá, ${state.data.displayName.split(' ')[0]}` : 'Painel do psicólogo'}
        </h1>
        {state.status === 'ready' && <CrpStatusBadge status={state.data.status} />}
      </div>
      {state.status === 'loading' && <LoadingState label="Carregando seu painel" />}
      {state.status === 'error' && (
        <LoadError title="Não foi possível carregar seu painel." error={state.error} onRetry={reload} />
      )}
      {state.status === 'ready' && (
        <>
          {state.data.status === 'pending' && <PsychologistPendingBanner />}
          <PsychologistDashboardColumns
            clients={<ClientList clients={state.data.clients} />}
            side={
              <>
                <InviteCard />
                <ContactRequests
                  requests={state.data.contactRequests}
                  onHandled={(id) => replace(markHandled(id))}
                />
                <PaymentsReceived />
              </>
            }
            sideFirst={state.data.clients.length === 0}
          />
        </>
      )}
    </section>
  );
}
