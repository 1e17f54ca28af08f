import { Link } from '@tanstack/react-router';
import { ClipboardList } from 'lucide-react';
import { checkinTexts } from '../../../shared/texts/checkin.texts';

export function DashboardLoading() {
  return (
    <div className="container page dash-loading" role="status">
      <div className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Carregando seu painel…</span>
    </div>
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
