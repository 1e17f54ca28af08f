import type { ReactNode } from 'react';
import { ChoiceGroup, type ChoiceOption } from './ui/choice-group';

/** 0 to 7, each read out with its unit ("3 dias") while the screen shows the number. */
const DAY_OPTIONS: ChoiceOption[] = Array.from({ length: 8 }, (_, n) => ({
  value: String(n),
  label: (
    <>
      <span aria-hidden="true">{n}</span>
      <span className="visually-hidden">{n === 1 ? '1 dia' : `${n} dias`}</span>
    </>
  ),
}));

interface DaysPerWeekFieldProps {
  name: string;
  legend: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
}

/** How many days a week, 0–7: one tap on a row of numbers instead of a bare input. */
export function DaysPerWeekField(props: DaysPerWeekFieldProps) {
  return (
    <ChoiceGroup {...props} options={DAY_OPTIONS} look="segments" hint={props.hint ?? 'dias por semana'} />
  );
}
