import type { AdminAnalyticsDto } from '../../../shared/admin-api-types';
import { accessTypeLabels, labelOf, platformLabels } from './analytics-labels';
import { CountBars } from './count-bars';

/** Accesses by type and platform, and the sign-up funnel, as horizontal bars. */
export function AnalyticsBreakdowns({ data }: { data: AdminAnalyticsDto }) {
  const signUps = data.funnel[0]?.count ?? 0;
  return (
    <div className="admin-grid">
      <section className="card" aria-labelledby="funnel-title">
        <h2 id="funnel-title" className="card-title">
          Funil de quem se cadastrou no período
        </h2>
        {signUps === 0 ? (
          <p className="muted">Ninguém se cadastrou neste período.</p>
        ) : (
          <CountBars
            label="Funil: cadastro, avaliação, meta e primeiro check-in"
            items={data.funnel.map((s) => ({ key: s.step, label: s.label, count: s.count }))}
            total={signUps}
            showPercent
          />
        )}
      </section>
      <section className="card" aria-labelledby="access-types-title">
        <h2 id="access-types-title" className="card-title">
          Acessos por tipo
        </h2>
        {data.accessTypes.length === 0 ? (
          <p className="muted">Nenhum acesso registrado neste período.</p>
        ) : (
          <CountBars
            label="Acessos por tipo"
            items={data.accessTypes.map((a) => ({ ...a, label: labelOf(accessTypeLabels, a.key) }))}
            total={data.totals.accesses}
            showPercent
          />
        )}
      </section>
      <section className="card" aria-labelledby="platforms-title">
        <h2 id="platforms-title" className="card-title">
          Acessos por plataforma
        </h2>
        {data.platforms.length === 0 ? (
          <p className="muted">Nenhum acesso registrado neste período.</p>
        ) : (
          <CountBars
            label="Acessos por plataforma"
            items={data.platforms.map((p) => ({ ...p, label: labelOf(platformLabels, p.key) }))}
            total={data.totals.accesses}
            showPercent
          />
        )}
      </section>
    </div>
  );
}
