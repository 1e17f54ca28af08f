import '../mood-chart/mood-chart.css';
import { Activity } from 'lucide-react';
import { useMemo } from 'react';
import type { MoodDataDto } from '../../../shared/api-types';
import { CHART_WINDOW_DAYS } from '../../../shared/constants';
import { averageMood } from '../../../shared/domain/mood-average';
import type { LocalDate } from '../../../shared/domain/types';
import { formatAverageMood } from '../../lib/client-summary-format';
import { moodSummary, moodWindow } from '../../lib/mood-chart-data';
import { MoodChart } from '../mood-chart/mood-chart';

/**
 * The client's 30-day mood chart: the member dashboard's uPlot chart fed with the server's
 * mood data. The chart is hidden from screen readers; the summary here and the check-in list
 * below carry the same data as text.
 */
export function ClientMoodCard({ moodData, today }: { moodData: readonly MoodDataDto[]; today: LocalDate }) {
  // The client's today, from the server: the psychologist may be in another time zone.
  const w = useMemo(() => moodWindow(moodData, today), [moodData, today]);
  const summary = moodSummary(w);
  // The psychologist dashboard's "Humor médio (7 dias)", by the same function on the same days.
  const week = averageMood(moodData, today, 7).average;
  return (
    <section className="card" aria-labelledby="client-mood-title">
      <h2 id="client-mood-title" className="client-section-title">
        <Activity size={20} aria-hidden="true" /> Humor nos últimos {CHART_WINDOW_DAYS} dias
      </h2>
      {summary.days === 0 ? (
        <p className="muted">Nenhum check-in com humor nos últimos {CHART_WINDOW_DAYS} dias.</p>
      ) : (
        <>
          <p className="muted">
            {summary.days} {summary.days === 1 ? 'dia registrado' : 'dias registrados'}
            {summary.average !== null && `, humor médio ${formatAverageMood(summary.average)}`}
            {summary.relapses > 0 &&
              `, ${summary.relapses} ${summary.relapses === 1 ? 'dia' : 'dias'} com recaída`}
            . Os triângulos marcam os dias com recaída.
          </p>
          <p className="muted">
            Humor médio (7 dias): {week === null ? 'Sem registros na semana' : formatAverageMood(week)}
          </p>
          <MoodChart window={w} />
        </>
      )}
    </section>
  );
}
