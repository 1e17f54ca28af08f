import './budget-calculator.css';
import { useMemo, useRef, useState } from 'react';
import { formatBRL, reaisToCents } from '../../../../shared/domain/money';
import { MAX_AMOUNT_REAIS } from '../../../../shared/schemas/checkin.schema';
import { MoneyField } from '../../../components/ui/money-field';
import { BudgetDebts, type DebtRow } from './budget-calculator-debts';
import { BudgetResults } from './budget-calculator-results';
import {
  computeBudget,
  type Debt,
  type InputProblem,
  type Reading,
  readCents,
  readRate,
} from './budget-math';

const AMOUNT_PROBLEMS: Record<InputProblem, string> = {
  invalid: 'Não deu para ler esse valor. Escreva só o número, como 1.234,56.',
  negative: 'Escreva o valor sem o sinal de menos.',
  decimals: 'Use no máximo 2 casas depois da vírgula, como 1.234,56.',
  'too-large': `Esse valor passa de ${formatBRL(reaisToCents(MAX_AMOUNT_REAIS))}. Confira se não sobrou um dígito.`,
};

const RATE_PROBLEMS: Record<InputProblem, string> = {
  ...AMOUNT_PROBLEMS,
  invalid: 'Não deu para ler essa taxa. Escreva só o número, como 2,5.',
  'too-large':
    'A taxa aqui é ao mês: use um número de 0 a 100. Na fatura ou no contrato, procure a taxa mensal.',
};

const problemOf = <T,>(reading: Reading<T>, texts: Record<InputProblem, string>) =>
  reading.ok ? undefined : texts[reading.problem];

const emptyRow = (key: string): DebtRow => ({ key, name: '', balance: '', rate: '', minimum: '' });

/**
 * `::budget-calculator` (guide /articles/budget-calculator): income, fixed costs, debts and what
 * betting cost, into what that money becomes and a first debt plan. Everything is computed here,
 * on the device: nothing is sent or stored, so it works offline and leaves no trace. The fields
 * keep exactly what was typed; a field that cannot be read says why, in its own words.
 */
export function BudgetCalculator() {
  const [income, setIncome] = useState('');
  const [fixedCosts, setFixedCosts] = useState('');
  const [betting, setBetting] = useState('');
  const [rows, setRows] = useState<DebtRow[]>(() => [emptyRow('divida-1')]);
  // Row keys only need to differ within this calculator; the first is fixed for prerendering.
  const nextRow = useRef(2);

  const read = useMemo(() => {
    const debts = rows.map((row) => ({
      key: row.key,
      name: row.name.trim(),
      balance: readCents(row.balance),
      rate: readRate(row.rate),
      minimum: readCents(row.minimum),
    }));
    return {
      income: readCents(income),
      fixedCosts: readCents(fixedCosts),
      betting: readCents(betting),
      debts,
    };
  }, [income, fixedCosts, betting, rows]);

  const debtErrors = Object.fromEntries(
    read.debts.map((d) => [
      d.key,
      {
        balance: problemOf(d.balance, AMOUNT_PROBLEMS),
        rate: problemOf(d.rate, RATE_PROBLEMS),
        minimum: problemOf(d.minimum, AMOUNT_PROBLEMS),
      },
    ]),
  );

  const budget = useMemo(() => {
    const { income: i, fixedCosts: f, betting: b } = read;
    if (!i.ok || !f.ok || !b.ok) return null;
    const debts: Debt[] = [];
    for (const [index, d] of read.debts.entries()) {
      if (!d.balance.ok || !d.rate.ok || !d.minimum.ok) return null;
      const name = d.name || `Dívida ${index + 1}`;
      debts.push({
        id: d.key,
        name,
        balance: d.balance.value,
        rateBp: d.rate.value,
        minimum: d.minimum.value,
      });
    }
    const amounts = { income: i.value, fixedCosts: f.value, betting: b.value };
    return { amounts, result: computeBudget({ ...amounts, debts }) };
  }, [read]);

  const updateRow = (key: string, field: keyof Omit<DebtRow, 'key'>, value: string) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  const addRow = () => {
    const key = `divida-${nextRow.current++}`;
    setRows((current) => [...current, emptyRow(key)]);
    return key;
  };
  const removeRow = (key: string) => setRows((current) => current.filter((row) => row.key !== key));

  return (
    <section className="budget-calc card" aria-labelledby="budget-calc-title">
      <h3 id="budget-calc-title" className="budget-calc-title">
        Calculadora: o seu mês e as suas dívidas
      </h3>
      <p className="budget-calc-privacy muted">
        As contas são feitas aqui, no seu aparelho, e funcionam sem internet. Nada do que você digita é
        enviado nem guardado: ao sair da página, os números somem.
      </p>

      <fieldset className="budget-calc-group">
        <legend>O seu mês</legend>
        <div className="budget-calc-fields">
          <MoneyField
            label="Renda do mês (R$)"
            name="budget-income"
            value={income}
            onValueChange={setIncome}
            hint="Salário, bicos, benefícios: o que entra, já sem descontos."
            error={problemOf(read.income, AMOUNT_PROBLEMS)}
          />
          <MoneyField
            label="Custos fixos do mês (R$)"
            name="budget-fixed"
            value={fixedCosts}
            onValueChange={setFixedCosts}
            hint="Aluguel, contas, mercado, transporte, remédios. Sem as parcelas das dívidas."
            error={problemOf(read.fixedCosts, AMOUNT_PROBLEMS)}
          />
          <MoneyField
            label="Quanto as apostas custavam por mês (R$)"
            name="budget-betting"
            value={betting}
            onValueChange={setBetting}
            hint="Uma estimativa honesta basta: depósitos menos o que voltou de verdade para a sua conta."
            error={problemOf(read.betting, AMOUNT_PROBLEMS)}
          />
        </div>
      </fieldset>

      <BudgetDebts rows={rows} errors={debtErrors} onChange={updateRow} onAdd={addRow} onRemove={removeRow} />

      {budget ? (
        <BudgetResults amounts={budget.amounts} budget={budget.result} />
      ) : (
        <p className="budget-calc-fix" role="status">
          Confira o campo marcado acima: assim que ele estiver certo, as contas aparecem aqui.
        </p>
      )}
    </section>
  );
}
