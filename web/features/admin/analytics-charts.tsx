import { lazy, Suspense, useMemo } from 'react';
import type { AdminAnalyticsDto } from '../../../shared/admin-api-types';
import { numberFormat } from './admin-period';
import type { DailySeries } from './daily-chart-options';

const DailyChart = lazy(() => import('./daily-chart'));

interface ChartSpec {
  id: string;
  title: string;
  total: string;
  series: DailySeries[];
}

/** The per-day charts of the analytics page (uPlot loads with the first of them). */
export function AnalyticsCharts({ data }: { data: AdminAnalyticsDto }) {
  const dates = useMemo(() => data.days.map((d) => d.date), [data]);
  const charts = useMemo<ChartSpec[]>(() => {
    const pick = (key: 'activeMembers' | 'signUps' | 'checkins' | 'relapses' | 'installs') =>
      data.days.map((d) => d[key]);
    const n = numberFormat.format;
    const count = (value: number, one: string, many: string) => `${n(value)} ${value === 1 ? one : many}`;
    return [
      {
        id: 'active',
        title: 'Membros ativos por dia',
        total: `${count(data.totals.activeMembers, 'membro ativo', 'membros ativos')} no período`,
        series: [
          { label: 'Membros ativos', values: pick('activeMembers'), color: '--color-primary', kind: 'line' },
        ],
      },
      {
        id: 'signups',
        title: 'Cadastros por dia',
        total: `${count(data.totals.signUps, 'cadastro', 'cadastros')} no período`,
        series: [{ label: 'Cadastros', values: pick('signUps'), color: '--color-accent', kind: 'bars' }],
      },
      {
        id: 'checkins',
        title: 'Check-ins e recaídas por dia',
        total: `${count(data.totals.checkins, 'check-in', 'check-ins')}, ${n(data.totals.relapses)} com recaída`,
        series: [
          { label: 'Check-ins', values: pick('checkins'), color: '--color-primary', kind: 'line' },
          { label: 'Recaídas', values: pick('relapses'), color: '--color-danger', kind: 'line' },
        ],
      },
      {
        id: 'installs',
        title: 'Instalações do app por dia',
        total: `${count(data.totals.installs, 'instalação', 'instalações')} no período`,
        series: [{ label: 'Instalações', values: pick('installs'), color: '--color-success', kind: 'bars' }],
      },
    ];
  }, [data]);

  return (
    <div className="admin-grid">
      {charts.map((chart) => (
        <section key={chart.id} className="card admin-chart-card" aria-labelledby={`chart-${chart.id}`}>
          <h2 id={`chart-${chart.id}`} className="card-title">
            {chart.title}
          </h2>
          <p className="muted admin-chart-total">{chart.total}</p>
          <Suspense fallback={<div className="admin-chart admin-chart-loading" />}>
            <DailyChart dates={dates} series={chart.series} />
          </Suspense>
        </section>
      ))}
    </div>
  );
}
