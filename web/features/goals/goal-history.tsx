import type { Goal } from '../../../shared/domain/types';
import { formatDay } from '../../lib/format';
import { GOAL_TYPE_LABELS, goalTargetsText } from '../../lib/goal-format';

/** How many goals the history shows: enough to see the path, short enough to scan. */
export const GOAL_HISTORY_LIMIT = 5;

/** The member's goals, newest first; the first one is the current goal. */
export function GoalHistory({ goals, timeZone }: { goals: readonly Goal[]; timeZone?: string | null }) {
  return (
    <section className="card goal-history" aria-labelledby="goal-history-title">
      <h2 id="goal-history-title">Suas metas até aqui</h2>
      <ol className="goal-history-list">
        {goals.slice(0, GOAL_HISTORY_LIMIT).map((goal, index) => (
          <li key={goal.id}>
            <span className="goal-history-date">{formatDay(goal.setAt, timeZone)}</span>
            <span className="goal-history-type">
              {GOAL_TYPE_LABELS[goal.type]}
              {index === 0 && <span className="badge">Atual</span>}
            </span>
            {goalTargetsText(goal) && <span className="goal-history-targets">{goalTargetsText(goal)}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
