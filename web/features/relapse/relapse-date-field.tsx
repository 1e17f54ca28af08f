import { DatePicker, parseDate } from '@ark-ui/react/date-picker';
import { CalendarDays } from 'lucide-react';
import { memo, useId } from 'react';
import { EARLIEST_DATE, LOCALE } from '../../../shared/constants';
import type { LocalDate } from '../../../shared/domain/types';
import { formatLocalDate } from '../../lib/format';
import { RelapseCalendar } from './relapse-calendar';
import { relapseCopy as c } from './relapse-copy';

interface RelapseDateFieldProps {
  name: string;
  value: string;
  today: LocalDate;
  onValueChange: (value: string) => void;
  error?: string;
}

const MIN = parseDate(EARLIEST_DATE);

/**
 * 'Quando aconteceu a recaída?': a button showing dd/MM/yyyy (or 'Selecione uma data') that opens
 * a pt-BR calendar, weeks from Sunday; days after today and before 2000-01-01 are disabled.
 */
/** Memoised: the calendar is the costliest part of the dialog, and it changes only with its own props. */
export const RelapseDateField = memo(function RelapseDateField({
  name,
  value,
  today,
  onValueChange,
  error,
}: RelapseDateFieldProps) {
  const errorId = `${useId()}-error`;
  const shown = value ? formatLocalDate(value) : c.datePlaceholder;
  return (
    <div className="field">
      <DatePicker.Root
        name={name}
        locale={LOCALE}
        startOfWeek={0}
        selectionMode="single"
        closeOnSelect
        min={MIN}
        max={parseDate(today)}
        value={value ? [parseDate(value)] : []}
        onValueChange={(details) => onValueChange(details.value[0]?.toString() ?? '')}
        positioning={{ placement: 'bottom-start', strategy: 'fixed' }}
        // The month's table is drawn when the calendar opens, not with the dialog: opening the
        // relapse dialog renders the button only (issue 11, tap latency).
        lazyMount
        unmountOnExit
        translations={{
          trigger: (open) => `${c.dateLabel} ${shown}. ${open ? 'Fechar' : 'Abrir'} calendário`,
          content: 'Calendário',
          prevTrigger: (view) =>
            ({ day: 'Mês anterior', month: 'Ano anterior', year: 'Década anterior' })[view],
          nextTrigger: (view) => ({ day: 'Próximo mês', month: 'Próximo ano', year: 'Próxima década' })[view],
          viewTrigger: (_view, next) => (next === 'year' ? 'Escolher o ano' : 'Escolher o mês'),
          dayCell: (state) =>
            state.unavailable
              ? `Indisponível. ${state.valueText}`
              : `${state.selected ? 'Selecionado. ' : ''}${state.valueText}`,
        }}
      >
        <DatePicker.Label className="field-label">{c.dateLabel}</DatePicker.Label>
        <DatePicker.Control>
          <DatePicker.Trigger
            className="input date-trigger"
            data-placeholder={value ? undefined : ''}
            aria-describedby={error ? errorId : undefined}
            aria-invalid={error ? true : undefined}
          >
            <CalendarDays size={20} aria-hidden="true" />
            <span>{shown}</span>
          </DatePicker.Trigger>
        </DatePicker.Control>
        <RelapseCalendar />
      </DatePicker.Root>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
});
