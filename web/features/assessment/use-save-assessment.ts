import { useState } from 'react';
import { reaisToCents } from '../../../shared/domain/money';
import type { Assessment } from '../../../shared/domain/types';
import type { AssessmentFormOutput } from '../../../shared/schemas/assessment-form.schema';
import { saveAssessment } from '../../data/member-writes';
import { track } from '../../lib/analytics';
import { localSaveFailureText } from '../../lib/storage-errors';
import { showToast } from '../../lib/toaster';

/**
 * Saves an assessment on this device (it reaches the server when the connection allows), so
 * the result shows at once, online or not. Only a failure of local storage stops it.
 */
export function useSaveAssessment(userId: string) {
  const [busy, setBusy] = useState(false);

  const save = async (
    habits: AssessmentFormOutput,
    pgsiAnswers: number[] | null,
  ): Promise<Assessment | null> => {
    setBusy(true);
    try {
      const assessment = await saveAssessment(userId, {
        daysPerWeek: habits.daysPerWeek,
        weeklySpendingCents: reaisToCents(habits.weeklySpending),
        pgsiAnswers,
      });
      track('assessment_completed');
      return assessment;
    } catch (err) {
      console.error('assessment not saved', err);
      showToast({
        title: 'Não foi possível salvar',
        description: localSaveFailureText(
          err,
          'Algo deu errado ao guardar sua avaliação neste aparelho. Tente novamente.',
        ),
        variant: 'destructive',
      });
      return null;
    } finally {
      setBusy(false);
    }
  };

  return { busy, save };
}
