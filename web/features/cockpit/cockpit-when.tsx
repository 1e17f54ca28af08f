import { CalendarDays, Clock } from 'lucide-react';
import { useMemo } from 'react';
import type { HourInsight, WeekdayInsight } from '../../../shared/domain/insights';
import { DAY_PERIODS, WEEKDAY_NAMES, WEEKDAY_SHORT } from '../../../shared/texts/insights.texts';
import { CockpitCard, CockpitTable } from './cockpit-card';

const relapses = (n: number) => `${n} ${n === 1 ? 'recaída' : 'recaídas'}`;

/** Relapses by weekday of their date. */
export function CockpitWeekday({ weekday }: { weekday: WeekdayInsight }) {
  const chart = useMemo(
    () => ({
      labels: WEEKDAY_SHORT,
      series: [{ label: 'Recaídas', values: weekday.counts, color: '--color-accent', kind: 'bars' as const }],
    }),
    [weekday],
  );
  return (
    <CockpitCard
      id="cockpit-weekday"
      icon={CalendarDays}
      title="Dias da semana"
      sentence={weekday.sentence}
      chart={chart}
    >
      <CockpitTable
        caption="Recaídas por dia da semana"
        columns={['Dia', 'Recaídas']}
        rows={WEEKDAY_NAMES.map((name, i) => [name, weekday.counts[i] ?? 0])}
      />
    </CockpitCard>
  );
}

/** Relapses by hour of the day they were recorded, in the member's zone. */
export function CockpitHour({ hour, timeZone }: { hour: HourInsight; timeZone: string }) {
  const chart = useMemo(
    () =>
      hour.timed === 0
        ? null
        : {
            labels: hour.counts.map((_, h) => `${h}h`),
            series: [
              { label: 'Recaídas', values: hour.counts, color: '--color-accent', kind: 'bars' as const },
            ],
          },
    [hour],
  );
  return (
    <CockpitCard id="cockpit-hour" icon={Clock} title="Horários" sentence={hour.sentence} chart={chart}>
      <p className="cockpit-note">
        O horário é o momento em que cada recaída foi registrada no app, no seu fuso horário ({timeZone}).
        {hour.untimed > 0 &&
          ` ${relapses(hour.untimed)} ${hour.untimed === 1 ? 'foi registrada' : 'foram registradas'} em outro dia e ${hour.untimed === 1 ? 'fica' : 'ficam'} de fora, porque não sabemos a hora.`}
      </p>
      {hour.timed > 0 && (
        <CockpitTable
          caption="Recaídas por parte do dia"
          columns={['Parte do dia', 'Recaídas']}
          rows={DAY_PERIODS.map((p, i) => [`${p.label} (${p.hours})`, hour.periods[i] ?? 0])}
        />
      )}
    </CockpitCard>
  );
}
