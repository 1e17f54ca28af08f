import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { MoneyField } from '../../../components/ui/money-field';
import { TextField } from '../../../components/ui/text-field';

/** One debt as typed: every field kept as text, so nothing typed is ever lost or reformatted. */
export interface DebtRow {
  key: string;
  name: string;
  balance: string;
  rate: string;
  minimum: string;
}

type DebtField = keyof Omit<DebtRow, 'key'>;
type RowErrors = Partial<Record<'balance' | 'rate' | 'minimum', string>>;

/** Enough for the debts a person can plan at once; more is a conversation with a counsellor. */
const MAX_ROWS = 10;

interface BudgetDebtsProps {
  rows: DebtRow[];
  errors: Record<string, RowErrors>;
  onChange: (key: string, field: DebtField, value: string) => void;
  /** Adds an empty row and returns its key. */
  onAdd: () => string;
  onRemove: (key: string) => void;
}

/** The calculator's list of debts: rows the person adds and removes, one small card each. */
export function BudgetDebts({ rows, errors, onChange, onAdd, onRemove }: BudgetDebtsProps) {
  const list = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // Where the focus goes after a row comes or goes: the new row's first field, or the add button.
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    const row = list.current?.querySelector<HTMLElement>(`[data-row="${target}"] input`);
    (row ?? addButton.current)?.focus();
  });

  return (
    <fieldset className="budget-calc-group">
      <legend>Dívidas</legend>
      <p className="field-hint budget-calc-note">
        O saldo, a taxa de juros ao mês e o pagamento mínimo estão na fatura, no contrato ou no app do banco.
        Se não souber a taxa, deixe em branco. Sem dívidas? Deixe os campos vazios.
      </p>
      <div ref={list} className="budget-debts">
        {rows.map((row, index) => {
          const label = `Dívida ${index + 1}`;
          const rowErrors = errors[row.key] ?? {};
          return (
            <fieldset key={row.key} className="budget-debt" data-row={row.key}>
              <legend>{row.name.trim() ? `${label}: ${row.name.trim()}` : label}</legend>
              <div className="budget-debt-fields">
                <TextField
                  label="Nome (opcional)"
                  name={`${row.key}-name`}
                  value={row.name}
                  onValueChange={(value) => onChange(row.key, 'name', value)}
                  placeholder="Ex: cartão de crédito"
                  autoComplete="off"
                  maxLength={60}
                />
                <MoneyField
                  label="Quanto falta pagar (R$)"
                  name={`${row.key}-balance`}
                  value={row.balance}
                  onValueChange={(value) => onChange(row.key, 'balance', value)}
                  error={rowErrors.balance}
                />
                <TextField
                  label="Juros ao mês (%), se souber"
                  name={`${row.key}-rate`}
                  value={row.rate}
                  onValueChange={(value) => onChange(row.key, 'rate', value)}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="Ex: 2,5"
                  error={rowErrors.rate}
                />
                <MoneyField
                  label="Pagamento mínimo por mês (R$)"
                  name={`${row.key}-minimum`}
                  value={row.minimum}
                  onValueChange={(value) => onChange(row.key, 'minimum', value)}
                  error={rowErrors.minimum}
                />
              </div>
              <button
                type="button"
                className="btn btn-ghost budget-debt-remove"
                onClick={() => {
                  focusNext.current = '';
                  onRemove(row.key);
                }}
              >
                <Trash2 size={16} aria-hidden="true" /> Remover {label.toLowerCase()}
              </button>
            </fieldset>
          );
        })}
      </div>
      <button
        ref={addButton}
        type="button"
        className="btn btn-secondary"
        disabled={rows.length >= MAX_ROWS}
        onClick={() => {
          focusNext.current = onAdd();
        }}
      >
        <Plus size={18} aria-hidden="true" /> Adicionar dívida
      </button>
      {rows.length >= MAX_ROWS && (
        <p className="field-hint">
          Dá para planejar até {MAX_ROWS} dívidas aqui. Se tiver mais, junte as pequenas numa linha só.
        </p>
      )}
    </fieldset>
  );
}
