import type { FormEvent } from 'react';
import type { Assessment, Goal } from '../../../shared/domain/types';
import { type GoalFormValues, goalFormSchema } from '../../../shared/schemas/goal-form.schema';
import { DaysPerWeekField } from '../../components/days-per-week-field';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { MoneyField } from '../../components/ui/money-field';
import { centsToInput } from '../../lib/format';
import { GOAL_TYPE_LABELS } from '../../lib/goal-format';
import { habitsText } from '../../lib/habit-format';
import { useValidatedForm } from '../../lib/use-validated-form';
import { useSaveGoal } from './use-save-goal';

const TYPE_OPTIONS = [
  {
    value: 'cessation',
    label: GOAL_TYPE_LABELS.cessation,
    description: 'Deixar as apostas de lado de vez. Cada dia sem apostar conta.',
  },
  {
    value: 'reduction',
    label: GOAL_TYPE_LABELS.reduction,
    description: 'Diminuir dias e gastos no seu ritmo, com limites que você define.',
  },
];

/** The form starts from the current goal, so adjusting it is a small change. */
const initialValues = (current: Goal | null): GoalFormValues => ({
  type: current?.type ?? '',
  targetDaysPerWeek: current?.targetDaysPerWeek == null ? '' : String(current.targetDaysPerWeek),
  targetWeeklySpending:
    current?.targetWeeklySpendingCents == null ? '' : centsToInput(current.targetWeeklySpendingCents),
});

interface GoalFormProps {
  userId: string;
  current: Goal | null;
  assessment: Assessment | null;
}

/** Stop entirely, or reduce with weekly limits; checked with the shared goal schema. */
export function GoalForm({ userId, current, assessment }: GoalFormProps) {
  const form = useValidatedForm(goalFormSchema, initialValues(current));
  const { busy, save } = useSaveGoal(userId);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const goal = form.check(event);
    if (goal) void save(goal);
  };

  return (
    <form className="card goal-form" onSubmit={onSubmit} noValidate>
      <ChoiceGroup
        name="type"
        legend="Qual caminho você quer seguir?"
        options={TYPE_OPTIONS}
        look="cards"
        value={form.values.type}
        onValueChange={(value) => form.setField('type', value)}
        error={form.errors.type}
      />
      {form.values.type === 'reduction' && (
        <div className="goal-reduction">
          {assessment && (
            <p className="goal-today">
              Hoje: {habitsText(assessment.daysPerWeek, assessment.weeklySpendingCents)}
            </p>
          )}
          <DaysPerWeekField
            name="targetDaysPerWeek"
            legend="Em quantos dias por semana, no máximo, você quer apostar?"
            hint="Escolha um número possível para você agora"
            value={form.values.targetDaysPerWeek}
            onValueChange={(value) => form.setField('targetDaysPerWeek', value)}
            error={form.errors.targetDaysPerWeek}
          />
          <MoneyField
            label="Qual o limite de gasto por semana?"
            hint="Em reais, por exemplo 100 ou 1.234,56"
            placeholder="Ex: 100,00"
            {...form.field('targetWeeklySpending')}
          />
        </div>
      )}
      <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={busy}>
        {busy ? 'Salvando...' : 'Salvar meta'}
      </button>
    </form>
  );
}
