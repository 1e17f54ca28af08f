import { Link } from '@tanstack/react-router';
import { ArrowLeft, TrendingUp } from 'lucide-react';
import { useEffect } from 'react';
import { LoadError, LoadingState } from '../../components/ui/load-state';
import { track } from '../../lib/analytics';
import { usePageTitle } from '../../lib/use-page-title';
import { useServerData } from '../../lib/use-server-data';
import { ClientAttention } from '../psychologist-dashboard/client-attention';
import { ClientFactList } from '../psychologist-dashboard/client-fact-list';
import { ClientScopes } from '../psychologist-dashboard/client-scopes';
import '../psychologist-dashboard/psychologist-dashboard.css';
import { ClientDiary } from './client-diary';
import { ClientHistory } from './client-history';
import { ClientMoodCard } from './client-mood-card';
import { type ClientProgress, loadClientProgress, REVOKED } from './client-progress-data';
import { progressFacts } from './client-progress-format';
import { ClientRecords } from './client-records';
import { ClientRevoked } from './client-revoked';
import './client-progress.css';
import { GRANTS_CHANGED_EVENT } from '../../lib/live-events';

/** /psychologist-dashboard/clients/$clientId: one client's shared data, within the granted scopes. */
export function ClientProgressPage({ clientId }: { clientId: string }) {
  const { state, reload } = useServerData(clientId, () => loadClientProgress(clientId), {
    refreshOn: GRANTS_CHANGED_EVENT,
  });
  useEffect(() => track('client_progress_viewed', clientId), [clientId]);
  const ready = state.status === 'ready' && state.data !== REVOKED ? state.data : null;
  usePageTitle(ready ? ready.client.name : 'Cliente');

  return (
    <section className="container page client-progress" aria-labelledby="page-title">
      <Link to="/psychologist-dashboard" className="client-back">
        <ArrowLeft size={18} aria-hidden="true" /> Voltar ao painel
      </Link>
      <h1 id="page-title">{ready ? ready.client.name : 'Cliente'}</h1>
      {state.status === 'loading' && <LoadingState label="Carregando os dados do cliente" />}
      {state.status === 'error' && (
        <LoadError
          title="Não foi possível carregar os dados do cliente."
          error={state.error}
          onRetry={reload}
        />
      )}
      {state.status === 'ready' && state.data === REVOKED && <ClientRevoked />}
      {ready && <ClientProgressSections data={ready} />}
    </section>
  );
}

function ClientProgressSections({ data }: { data: ClientProgress }) {
  const { client, dashboard, checkins, moodData, history } = data;
  return (
    <>
      <ClientScopes scopes={client.scopes} />
      <ClientAttention items={client.attention} />
      <div className="client-progress-grid">
        {dashboard && (
          <section className="card" aria-labelledby="client-numbers-title">
            <h2 id="client-numbers-title" className="client-section-title">
              <TrendingUp size={20} aria-hidden="true" /> Progresso
            </h2>
            <ClientFactList facts={progressFacts(dashboard)} />
          </section>
        )}
        {moodData && <ClientMoodCard moodData={moodData} today={client.clientToday} />}
        {checkins && <ClientRecords checkins={checkins} notesShared={client.scopes.includes('notes')} />}
        {history && <ClientHistory items={history} />}
        {client.diary && <ClientDiary entries={client.diary} />}
      </div>
    </>
  );
}
