import type { Assessment } from '../../../shared/domain/types';
import { habitsText } from '../../lib/habit-format';
import { dailyText } from './assessment-format';

/** The habit the journey starts from, and how it becomes the "money saved" figure. */
export function AssessmentHabits({ assessment }: { assessment: Assessment }) {
  return (
    <div className="assessment-habits">
      <p>
        <strong>Hoje: {habitsText(assessment.daysPerWeek, assessment.weeklySpendingCents)}.</strong>
      </p>
      <p className="muted">
        Isso dá cerca de {dailyText(assessment.weeklySpendingCents)} por dia. É a partir desse valor que o
        Virada calcula quanto você economiza a cada dia sem apostar.
      </p>
    </div>
  );
}
