import { formatBRL } from '../../../../shared/domain/money';
import type { Cents } from '../../../../shared/domain/types';
import {
  type Budget,
  type BudgetInput,
  type DebtPlan,
  PLAN_HORIZON_MONTHS,
  type PlannedDebt,
} from './budget-math';

type BudgetAmounts = Omit<BudgetInput, 'debts'>;

const HORIZON_YEARS = PLAN_HORIZON_MONTHS / 12;

/** 1 → '1 mês'; 7 → '7 meses'; 14 → '14 meses (1 ano e 2 meses)'; 24 → '24 meses (2 anos)'. */
export function monthsText(months: number): string {
  const base = `${months} ${months === 1 ? 'mês' : 'meses'}`;
  if (months < 12) return base;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const yearsText = `${years} ${years === 1 ? 'ano' : 'anos'}`;
  return `${base} (${rest ? `${yearsText} e ${rest === 1 ? '1 mês' : `${rest} meses`}` : yearsText})`;
}

const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
/** Basis points → '2,5% ao mês'. */
const rateText = (rateBp: number | null) =>
  rateBp === null ? 'juros não informados' : `${percent.format(rateBp / 100)}% ao mês`;

const names = (debts: PlannedDebt[]) => debts.map((d) => d.debt.name).join(', ');

function PlanSummary({ plan, without, freed }: { plan: DebtPlan; without: DebtPlan; freed: Cents }) {
  if (plan.monthsToFinish === null) return null;
  const gain =
    freed === 0
      ? null
      : without.monthsToFinish === null
        ? `Sem o dinheiro que ia para as apostas, pelo menos uma passaria de ${HORIZON_YEARS} anos.`
        : without.monthsToFinish > plan.monthsToFinish
          ? `Sem o dinheiro que ia para as apostas, levaria ${monthsText(without.monthsToFinish)}.`
          : null;
  return (
    <p className="budget-plan-summary">
      <strong>Com esses números, todas as dívidas acabam em {monthsText(plan.monthsToFinish)}.</strong>
      {gain && ` ${gain}`}
    </p>
  );
}

/** What the calculator shows: the betting money kept, the month, and a first debt plan. */
export function BudgetResults({ amounts, budget }: { amounts: BudgetAmounts; budget: Budget }) {
  const { plan, freed, leftover } = budget;
  const { betting } = amounts;
  const late = plan.debts.filter((d) => d.paidInMonth === null);
  const noRate = plan.debts.filter((d) => d.debt.rateBp === null);

  return (
    <div className="budget-results">
      <h4>O que o dinheiro das apostas vira</h4>
      {betting > 0 ? (
        <>
          <ul className="budget-kept">
            {budget.kept.map((k) => (
              <li key={k.months}>
                <span>Em {monthsText(k.months)}</span>
                <strong className="budget-money">{formatBRL(k.total)}</strong>
              </li>
            ))}
          </ul>
          <p className="muted">
            Somas simples, sem rendimento: é o dinheiro que fica com você em vez de ir para as apostas.
          </p>
        </>
      ) : (
        <p className="muted">
          Preencha quanto as apostas custavam por mês para ver quanto esse dinheiro soma em 1, 6 e 12 meses.
        </p>
      )}

      <h4>O seu mês</h4>
      <dl className="budget-month">
        <div>
          <dt>Renda</dt>
          <dd className="budget-money">{formatBRL(amounts.income)}</dd>
        </div>
        <div>
          <dt>Custos fixos</dt>
          <dd className="budget-money">− {formatBRL(amounts.fixedCosts)}</dd>
        </div>
        <div>
          <dt>Mínimos das dívidas</dt>
          <dd className="budget-money">− {formatBRL(budget.minimums)}</dd>
        </div>
        <div className="budget-month-total">
          <dt>{leftover < 0 ? 'Falta por mês' : 'Sobra por mês'}</dt>
          <dd className="budget-money">{formatBRL(Math.abs(leftover))}</dd>
        </div>
      </dl>
      {leftover < 0 && (
        <p className="budget-warn">
          Com esses números, o mês não fecha: a renda não cobre os custos fixos e os pagamentos mínimos. Isso
          não é culpa nem sentença. É o sinal de que as dívidas precisam ser negociadas, e há caminhos para
          isso: veja neste guia a parte sobre negociar.
        </p>
      )}
      {betting > 0 && freed < betting && leftover >= 0 && (
        <p className="muted">
          Do que ia para as apostas, {formatBRL(freed)} cabem na sobra do mês: é com esse valor que o plano
          conta.
        </p>
      )}

      <h4>Primeiro plano para as dívidas</h4>
      {plan.debts.length === 0 ? (
        <p className="muted">
          Sem dívidas informadas. Se tiver alguma, preencha acima e o plano aparece aqui.
        </p>
      ) : (
        <>
          <p>
            Todo mês, {formatBRL(plan.monthlyPayment)} vão para as dívidas: os pagamentos mínimos
            {freed > 0 && ` e ${formatBRL(freed)} que iam para as apostas`}. O que passa dos mínimos vai para
            a primeira da lista; quando ela acaba, o que era dela passa para a seguinte.
          </p>
          <ol className="budget-plan">
            {plan.debts.map((p) => (
              <li key={p.debt.id}>
                <strong>{p.debt.name}</strong>
                <span className="muted">
                  {formatBRL(p.debt.balance)} · {rateText(p.debt.rateBp)}
                </span>
                <span>
                  {p.paidInMonth === null
                    ? `Mais de ${HORIZON_YEARS} anos com esses números`
                    : `Quitada em ${monthsText(p.paidInMonth)}`}
                  {p.interest > 0 && ` · juros estimados: ${formatBRL(p.interest)}`}
                </span>
              </li>
            ))}
          </ol>
          <PlanSummary plan={plan} without={budget.planWithoutFreed} freed={freed} />
          {late.length > 0 && (
            <p className="budget-warn">
              Com esses números, {late.length === 1 ? 'esta dívida levaria' : 'estas dívidas levariam'} mais
              de {HORIZON_YEARS} anos para acabar ({names(late)}): os juros do mês comem quase todo o
              pagamento, ou o pagamento não chega até ela. Isso não diz nada sobre o seu valor. Diz que esta
              dívida precisa ser negociada: juros menores ou parcelas que caibam mudam esta conta.
            </p>
          )}
          {noRate.length > 0 && (
            <p className="muted">
              Sem a taxa de juros, a conta de {names(noRate)} não inclui juros: o prazo de verdade tende a ser
              maior.
            </p>
          )}
          <p className="muted budget-calc-note">
            É uma estimativa: juros sobre o saldo do começo de cada mês, arredondados ao centavo, sem multas,
            IOF, tarifas ou mudanças de taxa. Serve para decidir a ordem; o valor exato é o que o credor
            informar.
          </p>
        </>
      )}
    </div>
  );
}
