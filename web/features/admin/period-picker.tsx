import { useId, useState } from 'react';
import { ADMIN_MAX_PERIOD_DAYS } from '../../../shared/schemas/admin.schema';
import { type AdminPeriod, lastDays, PERIOD_PRESETS, periodLength } from './admin-period';

interface PeriodPickerProps {
  value: AdminPeriod;
  onChange: (period: AdminPeriod) => void;
}

/** From/to day inputs with 7/30/90-day shortcuts; a period is applied only when it is valid. */
export function PeriodPicker({ value, onChange }: PeriodPickerProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const length = periodLength(draft);
  const error =
    length === 0
      ? 'Escolha uma data inicial anterior ou igual à data final.'
      : length > ADMIN_MAX_PERIOD_DAYS
        ? `O período pode ter no máximo ${ADMIN_MAX_PERIOD_DAYS} dias.`
        : null;

  return (
    <form
      className="card admin-period"
      aria-label="Período"
      onSubmit={(e) => {
        e.preventDefault();
        if (!error) onChange(draft);
      }}
    >
      <fieldset className="admin-period-presets">
        <legend className="visually-hidden">Períodos rápidos</legend>
        {PERIOD_PRESETS.map((days) => {
          const preset = lastDays(days);
          const active = preset.from === value.from && preset.to === value.to;
          return (
            <button
              key={days}
              type="button"
              className={`btn ${active ? 'btn-primary' : 'btn-secondary'}`}
              aria-pressed={active}
              onClick={() => {
                setDraft(preset);
                onChange(preset);
              }}
            >
              {days} dias
            </button>
          );
        })}
      </fieldset>
      <div className="admin-period-dates">
        <label htmlFor={`${id}-from`}>
          De
          <input
            id={`${id}-from`}
            type="date"
            value={draft.from}
            max={draft.to}
            required
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </label>
        <label htmlFor={`${id}-to`}>
          Até
          <input
            id={`${id}-to`}
            type="date"
            value={draft.to}
            min={draft.from}
            required
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
        </label>
        <button type="submit" className="btn btn-secondary" disabled={Boolean(error)}>
          Aplicar
        </button>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
