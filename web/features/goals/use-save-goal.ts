import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { reaisToCents } from '../../../shared/domain/money';
import type { GoalFormOutput } from '../../../shared/schemas/goal-form.schema';
import { saveGoal } from '../../data/member-writes';
import { track } from '../../lib/analytics';
import { localSaveFailureText } from '../../lib/storage-errors';
import { showToast } from '../../lib/toaster';

const SAVED_LINES = {
  cessation: 'Cada dia sem apostar conta. Estamos com você.',
  reduction: 'Um passo de cada vez. Você pode ajustar quando quiser.',
} as const;

/**
 * Saves the goal on this device (sent to the server when the connection allows), so it counts
 * at once, online or not; then back to the dashboard. Only a failure of local storage stops it.
 */
export function useSaveGoal(userId: string) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const save = async (goal: GoalFormOutput) => {
    setBusy(true);
    try {
      const reduction = goal.type === 'reduction';
      await saveGoal(userId, {
        type: goal.type,
        targetDaysPerWeek: reduction ? goal.targetDaysPerWeek : null,
        targetWeeklySpendingCents: reduction ? reaisToCents(goal.targetWeeklySpending) : null,
      });
      track('goal_set', goal.type);
      showToast({ title: 'Meta salva', description: SAVED_LINES[goal.type] });
      await navigate({ to: '/dashboard' });
    } catch (err) {
      console.error('goal not saved', err);
      showToast({
        title: 'Não foi possível salvar',
        description: localSaveFailureText(
          err,
          'Algo deu errado ao guardar sua meta neste aparelho. Tente novamente.',
        ),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return { busy, save };
}
