import { Link } from '@tanstack/react-router';
import { ClipboardList } from 'lucide-react';
import { useEffect } from 'react';
import { checkinTexts, dashboardFetchingTexts } from '../../../shared/texts/checkin.texts';
import { useOnline } from '../../lib/use-online';
import { settleNow } from '../../lib/when-settled';

export function DashboardLoading() {
  return (
    <div className="container page dash-loading" role="status">
      <div className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Carregando seu painel…</span>
    </div>
  );
}

/**
 * Nothing of the member on this device yet and never pulled here (a new device, or the browser's
 * storage was wiped): the data is on the server, so this says it is being fetched, and, offline,
 * that it will come with the connection — never "complete the assessment" again.
 */
export function DashboardFetching() {
  const online = useOnline();
  // What this screen waits for is the sync engine's first pull: it need not wait for idle.
  useEffect(settleNow, []);
  return (
    <section className="container page page-narrow" aria-labelledby="page-title">
      <div className="card dash-empty" role="status">
        <div className="spinner" aria-hidden="true" />
        <h1 id="page-title">{dashboardFetchingTexts.title}</h1>
        <p>{online ? dashboardFetchingTexts.online : dashboardFetchingTexts.offline}</p>
      </div>
    </section>
  );
}

/** No dashboard data yet (no assessment): 'Dados não encontrados', and the way to finish setup. */
export function DashboardNoData() {
  return (
    <section className="container page page-narrow" aria-labelledby="page-title">
      <div className="card dash-empty">
        <ClipboardList size={36} aria-hidden="true" color="var(--color-primary)" />
        <h1 id="page-title">{checkinTexts.noDashboardData}</h1>
        <p>
          Para montar o seu painel, precisamos conhecer um pouco dos seus hábitos de aposta. Complete a
          avaliação inicial: leva só alguns minutos.
        </p>
        <Link to="/assessment" className="btn btn-primary btn-lg">
          Completar avaliação
        </Link>
      </div>
    </section>
  );
}
