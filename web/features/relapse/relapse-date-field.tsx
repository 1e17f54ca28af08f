import { memo } from 'react';
import { EARLIEST_DATE } from '../../../shared/constants';
import type { LocalDate } from '../../../shared/domain/types';
import { DatePickerField } from '../../components/ui/date-picker-field';
import { relapseCopy as c } from './relapse-copy';

interface RelapseDateFieldProps {
  name: string;
  value: string;
  today: LocalDate;
  onValueChange: (value: string) => void;
  error?: string;
}

/**
 * 'Quando aconteceu a recaída?': a button showing dd/MM/yyyy (or 'Selecione uma data') that opens
 * a pt-BR calendar, weeks from Sunday; days after today and before 2000-01-01 are disabled.
 * Memoised: it changes only with its own props.
 */
export const RelapseDateField = memo(function RelapseDateField({
  name,
  value,
  today,
  onValueChange,
  error,
}: RelapseDateFieldProps) {
  return (
    <DatePickerField
      label={c.dateLabel}
      placeholder={c.datePlaceholder}
      name={name}
      value={value}
      min={EARLIEST_DATE}
      max={today}
      today={today}
      onValueChange={onValueChange}
      error={error}
    />
  );
});
