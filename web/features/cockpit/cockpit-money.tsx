import { Wallet } from 'lucide-react';
import { useMemo } from 'react';
import type { MoneyInsight } from '../../../shared/domain/insights';
import { centsToReais, formatBRL } from '../../../shared/domain/money';
import { insightTexts } from '../../../shared/texts/insights.texts';
import { CockpitCard, CockpitTable } from './cockpit-card';

const compact = new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 });
const shortMonth = (month: string) => `${month.slice(5, 7)}/${month.slice(2, 4)}`;

/** Relapse spending per month against the assessment's weekly spending over the same days. */
export function CockpitMoney({ money }: { money: MoneyInsight }) {
  const { months } = money;
  const chart = useMemo(
    () =>
      months.length === 0
        ? null
        : {
            labels: months.map((m) => shortMonth(m.month)),
            series: [
              {
                label: 'Gasto registrado',
                values: months.map((m) => centsToReais(m.spentCents)),
                color: '--color-accent',
                kind: 'bars' as const,
              },
              ...(money.weeklyBaselineCents === null
                ? []
                : [
                    {
                      label: 'Ritmo de antes',
                      values: months.map((m) =>
                        m.baselineCents === null ? null : centsToReais(m.baselineCents),
                      ),
                      color: '--color-primary',
                      kind: 'line' as const,
                    },
                  ]),
            ],
            formatY: (reais: number) => `R$ ${compact.format(reais)}`,
          },
    [money, months],
  );
  return (
    <CockpitCard
      id="cockpit-money"
      icon={Wallet}
      title="Dinheiro por mês"
      sentence={money.sentence}
      chart={chart}
    >
      <p className="cockpit-note">
        {money.weeklyBaselineCents === null
          ? 'Os gastos registrados nas recaídas desde o início da sua jornada, mês a mês. Com a avaliação inicial, comparamos com o que você gastava antes.'
          : `Os gastos registrados nas recaídas desde o início da sua jornada, mês a mês, e o ritmo de antes: ${formatBRL(money.weeklyBaselineCents)} por semana, como você contou na avaliação.`}
      </p>
      {months.length > 0 && (
        <CockpitTable
          caption="Gasto com apostas por mês e o ritmo de antes"
          columns={['Mês', 'Gasto registrado', 'Ritmo de antes']}
          rows={[...months]
            .reverse()
            .map((m) => [
              insightTexts.monthLabel(m.month),
              formatBRL(m.spentCents),
              m.baselineCents === null ? '—' : formatBRL(m.baselineCents),
            ])}
        />
      )}
    </CockpitCard>
  );
}
