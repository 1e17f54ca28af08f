import { Flame } from 'lucide-react';
import { useMemo } from 'react';
import type { StreakInsight } from '../../../shared/domain/insights';
import { insightTexts } from '../../../shared/texts/insights.texts';
import { CockpitCard, CockpitTable } from './cockpit-card';

const shortDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(2, 4)}`;
const days = (n: number) => (n < 1 ? 'menos de 1 dia' : `${n} ${n === 1 ? 'dia' : 'dias'}`);

/** Each streak of the journey (as the dashboard counts them), the running one last. */
export function CockpitStreaks({ streaks }: { streaks: StreakInsight }) {
  const list = streaks.streaks;
  const chart = useMemo(
    () =>
      list.length < 2 || list.every((s) => s.days < 1)
        ? null
        : {
            labels: list.map((s) => shortDate(s.startDate)),
            series: [
              {
                label: 'Dias',
                values: list.map((s) => s.days),
                color: '--color-success',
                kind: 'bars' as const,
              },
            ],
          },
    [list],
  );
  return (
    <CockpitCard
      id="cockpit-streaks"
      icon={Flame}
      title="Suas sequências"
      sentence={streaks.sentence}
      chart={chart}
    >
      <p className="cockpit-note">
        Cada sequência vai do início da jornada, ou de uma recaída, até a recaída seguinte, em dias inteiros,
        como no seu painel.
      </p>
      {list.length > 0 && (
        <CockpitTable
          caption="Sequências sem apostas, da mais recente à mais antiga"
          columns={['Início', 'Fim', 'Duração']}
          rows={[...list]
            .reverse()
            .map((s) => [
              insightTexts.formatDay(s.startDate),
              s.end === null ? 'em andamento' : insightTexts.formatDay(s.endDate),
              days(s.days),
            ])}
        />
      )}
    </CockpitCard>
  );
}
