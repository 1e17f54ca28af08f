import './mood-chart.css';
import { Activity, TriangleAlert } from 'lucide-react';
import { memo, useMemo } from 'react';
import type { MoodDataDto } from '../../../shared/api-types';
import { CHART_WINDOW_DAYS } from '../../../shared/constants';
import type { LocalDate } from '../../../shared/domain/types';
import { formatLocalDate, formatReais } from '../../lib/format';
import { moodLabel, moodSummary, moodWindow } from '../../lib/mood-chart-data';
import { MoodChartWhenSeen } from './mood-chart-when-seen';

interface MoodChartCardProps {
  moodData: readonly MoodDataDto[];
  today: LocalDate;
  onCheckin: () => void;
}

const averageFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** The 30-day mood chart (spec §2 "Mood chart"), its text summary and its data as a table. */
export const MoodChartCard = memo(function MoodChartCard({ moodData, today, onCheckin }: MoodChartCardProps) {
  const w = useMemo(() => moodWindow(moodData, today), [moodData, today]);
  const summary = moodSummary(w);
  const rows = w.dates.map((date, i) => ({
    date,
    mood: w.mood[i],
    relapse: w.hadRelapse[i],
    spent: w.amountSpent[i],
  }));

  return (
    <section className="card mood-card" aria-labelledby="mood-title">
      <h2 id="mood-title" className="card-title">
        <Activity size={20} aria-hidden="true" /> Seu humor nos últimos {CHART_WINDOW_DAYS} dias
      </h2>
      {summary.days === 0 ? (
        <div className="empty-state">
          <p>
            Ainda não há registros de humor por aqui. Faça seu check-in diário contando como você está se
            sentindo e acompanhe sua evolução neste gráfico.
          </p>
          <button type="button" className="btn btn-primary" onClick={onCheckin}>
            Fazer check-in de hoje
          </button>
        </div>
      ) : (
        <>
          <p className="mood-summary">
            {summary.days} {summary.days === 1 ? 'dia registrado' : 'dias registrados'}
            {summary.average !== null &&
              `, humor médio ${averageFormat.format(summary.average)} (${moodLabel(summary.average)})`}
            {summary.relapses > 0 &&
              `, ${summary.relapses} ${summary.relapses === 1 ? 'recaída' : 'recaídas'}`}
            .
          </p>
          <MoodChartWhenSeen window={w} />
          {summary.relapses > 0 && (
            <p className="mood-legend">
              <TriangleAlert size={16} aria-hidden="true" /> Dias com recaída. Toque ou passe o mouse para ver
              detalhes.
            </p>
          )}
          <details className="mood-table">
            <summary>Ver os dados do gráfico</summary>
            <table>
              <caption className="visually-hidden">Humor por dia, últimos {CHART_WINDOW_DAYS} dias</caption>
              <thead>
                <tr>
                  <th scope="col">Data</th>
                  <th scope="col">Humor</th>
                  <th scope="col">Recaída</th>
                </tr>
              </thead>
              <tbody>
                {rows
                  .filter((r) => r.mood != null)
                  .reverse()
                  .map((r) => (
                    <tr key={r.date}>
                      <td>{formatLocalDate(r.date)}</td>
                      <td>{moodLabel(r.mood ?? 0)}</td>
                      <td>{r.relapse ? `Sim, ${formatReais(r.spent ?? 0)}` : 'Não'}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </section>
  );
});
