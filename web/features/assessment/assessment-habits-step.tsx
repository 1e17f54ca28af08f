import type { FormEvent } from 'react';
import {
  type AssessmentFormOutput,
  type AssessmentFormValues,
  assessmentFormSchema,
} from '../../../shared/schemas/assessment-form.schema';
import { DaysPerWeekField } from '../../components/days-per-week-field';
import { MoneyField } from '../../components/ui/money-field';
import { useValidatedForm } from '../../lib/use-validated-form';
import { StepHeading } from './step-heading';

interface HabitsStepProps {
  initial: AssessmentFormValues;
  focusHeading: boolean;
  onNext: (habits: AssessmentFormOutput, typed: AssessmentFormValues) => void;
}

/** Step 1: how often and how much, checked with the shared schema before moving on. */
export function AssessmentHabitsStep({ initial, focusHeading, onNext }: HabitsStepProps) {
  const form = useValidatedForm(assessmentFormSchema, initial);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const habits = form.check(event);
    if (habits) onNext(habits, form.values);
  };

  return (
    <form className="card assessment-step" onSubmit={onSubmit} noValidate>
      <StepHeading focus={focusHeading}>Seus hábitos hoje</StepHeading>
      <p className="muted">
        Não existe resposta certa. Pense numa semana comum dos últimos tempos: um valor aproximado já ajuda.
      </p>
      <DaysPerWeekField
        name="daysPerWeek"
        legend="Com que frequência você aposta?"
        hint="Em quantos dias da semana, em média"
        value={form.values.daysPerWeek}
        onValueChange={(value) => form.setField('daysPerWeek', value)}
        error={form.errors.daysPerWeek}
      />
      <MoneyField
        label="Quanto você gasta por semana com apostas, em média?"
        hint="Em reais, por exemplo 150 ou 1.234,56"
        {...form.field('weeklySpending')}
      />
      <button type="submit" className="btn btn-primary btn-lg btn-block">
        Continuar
      </button>
    </form>
  );
}
