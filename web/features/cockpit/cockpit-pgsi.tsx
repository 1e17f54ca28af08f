import { Link } from '@tanstack/react-router';
import { ClipboardList } from 'lucide-react';
import { useMemo } from 'react';
import type { PgsiInsight } from '../../../shared/domain/insights';
import { PGSI_MAX_SCORE } from '../../../shared/domain/pgsi';
import { insightTexts } from '../../../shared/texts/insights.texts';
import { CockpitCard, CockpitTable } from './cockpit-card';

const shortDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(2, 4)}`;

/** PGSI scores of each assessment that had the questionnaire. */
export function CockpitPgsi({ pgsi }: { pgsi: PgsiInsight }) {
  const { results } = pgsi;
  const chart = useMemo(
    () =>
      results.length < 2
        ? null
        : {
            labels: results.map((r) => shortDate(r.date)),
            series: [
              {
                label: 'PGSI',
                values: results.map((r) => r.score),
                color: '--color-primary',
                kind: 'line' as const,
              },
            ],
            yRange: [0, PGSI_MAX_SCORE] as [number, number],
          },
    [results],
  );
  return (
    <CockpitCard
      id="cockpit-pgsi"
      icon={ClipboardList}
      title="PGSI ao longo do tempo"
      sentence={pgsi.sentence}
      chart={chart}
    >
      {results.length === 0 ? (
        <p className="cockpit-note">
          O PGSI é um questionário de 9 perguntas sobre os últimos 12 meses. Responda na{' '}
          <Link to="/assessment">avaliação</Link> para acompanhar seus resultados aqui.
        </p>
      ) : (
        <>
          <p className="cockpit-note">
            De 0 a {PGSI_MAX_SCORE} pontos, sobre os últimos 12 meses: um apoio para se conhecer e conversar,
            não um diagnóstico.
          </p>
          <CockpitTable
            caption="Resultados do PGSI"
            columns={['Data', 'Pontos', 'Faixa']}
            rows={[...results].reverse().map((r) => [insightTexts.formatDay(r.date), r.score, r.bandLabel])}
          />
        </>
      )}
    </CockpitCard>
  );
}
