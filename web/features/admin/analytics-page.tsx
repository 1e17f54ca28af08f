import { useState } from 'react';
import { LoadError, LoadingState } from '../../components/ui/load-state';
import { usePageTitle } from '../../lib/use-page-title';
import { useServerData } from '../../lib/use-server-data';
import { ActivityCountedNote } from './activity-counted-note';
import { defaultPeriod, longDate } from './admin-period';
import { fetchAnalytics } from './admin-requests';
import { AnalyticsBreakdowns } from './analytics-breakdowns';
import { AnalyticsCharts } from './analytics-charts';
import { AnalyticsTable } from './analytics-table';
import { PeriodPicker } from './period-picker';
import './admin.css';

/** /admin/analytics: how the app is used, day by day, for the staff. */
export function AnalyticsPage() {
  usePageTitle('Administração: métricas');
  const [period, setPeriod] = useState(defaultPeriod);
  const { state, reload } = useServerData(`admin-analytics:${period.from}:${period.to}`, () =>
    fetchAnalytics(period),
  );
  const empty =
    state.status === 'ready' &&
    state.data.totals.accesses === 0 &&
    state.data.totals.signUps === 0 &&
    state.data.totals.checkins === 0 &&
    state.data.totals.installs === 0 &&
    state.data.totals.activeMembers === 0;

  return (
    <section className="container page admin-page" aria-labelledby="page-title">
      <h1 id="page-title">Métricas de uso</h1>
      <p className="muted">
        Dias no horário de Brasília. Contam apenas contas de membros (não psicólogos nem equipe).
      </p>
      <PeriodPicker value={period} onChange={setPeriod} />
      {state.status === 'loading' && <LoadingState label="Carregando as métricas" />}
      {state.status === 'error' && (
        <LoadError title="Não foi possível carregar as métricas." error={state.error} onRetry={reload} />
      )}
      {state.status === 'ready' && (
        <>
          <p className="admin-period-label">
            De {longDate(state.data.from)} a {longDate(state.data.to)}
          </p>
          <ActivityCountedNote countedTo={state.data.activityCountedTo} />
          {empty ? (
            <div className="card empty-state">
              <p>Nenhuma atividade registrada neste período. Experimente um período maior.</p>
            </div>
          ) : (
            <>
              <AnalyticsCharts data={state.data} />
              <AnalyticsBreakdowns data={state.data} />
              <AnalyticsTable data={state.data} />
            </>
          )}
        </>
      )}
    </section>
  );
}
