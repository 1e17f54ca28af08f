import { Smile } from 'lucide-react';
import { useMemo } from 'react';
import type { MoodInsight } from '../../../shared/domain/insights';
import { insightTexts } from '../../../shared/texts/insights.texts';
import { CockpitCard, CockpitTable } from './cockpit-card';

const mood = (value: number | null) => (value === null ? '—' : insightTexts.formatMood(value));
/** The chart's short x labels, in the groups' order (the table gives the full ones). */
const SHORT_LABELS = ['3 dias', '2 dias', 'Véspera', 'Recaída', 'Outros'];
const days = (n: number) => `${n} ${n === 1 ? 'dia' : 'dias'}`;

/** Mean mood in the days before a relapse, on relapse days and on the other days. */
export function CockpitMood({ mood: m }: { mood: MoodInsight }) {
  const groups = useMemo(
    () => [
      ...m.byDaysBefore.map((g) => ({
        label: g.daysBefore === 1 ? 'Véspera' : `${g.daysBefore} dias antes`,
        average: g.average,
        days: g.days,
      })),
      { label: 'Dia da recaída', average: m.relapseDays.average, days: m.relapseDays.days },
      { label: 'Outros dias', average: m.otherDays.average, days: m.otherDays.days },
    ],
    [m],
  );
  const chart = useMemo(
    () =>
      m.relapseDays.days === 0
        ? null
        : {
            labels: SHORT_LABELS,
            series: [
              {
                label: 'Humor médio',
                values: groups.map((g) => g.average),
                color: '--color-primary',
                kind: 'bars' as const,
              },
            ],
            yRange: [0, 5] as [number, number],
          },
    [m, groups],
  );
  return (
    <CockpitCard id="cockpit-mood" icon={Smile} title="Humor e recaídas" sentence={m.sentence} chart={chart}>
      {m.relapseDays.days === 0 ? (
        <p className="cockpit-note">Sem recaídas registradas, não há comparação de humor a fazer.</p>
      ) : (
        <>
          <p className="cockpit-note">
            Humor de 1 (muito ruim) a 5 (muito bom). No registro rápido de recaída o humor fica anotado como
            “Ruim”, por isso olhamos principalmente os dias anteriores.
          </p>
          <CockpitTable
            caption="Humor médio antes das recaídas, nos dias de recaída e nos outros dias"
            columns={['Quando', 'Humor médio', 'Dias']}
            rows={groups.map((g) => [g.label, mood(g.average), days(g.days)])}
          />
        </>
      )}
    </CockpitCard>
  );
}
