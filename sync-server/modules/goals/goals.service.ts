import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/knex';
import { reaisToCents } from '../../../shared/domain/money';
import type { GoalPayload } from '../../../shared/schemas/goal.schema';
import { conflict } from '../../http/errors';
import { writeMemberFacts } from '../progress/member-write';
import type { User } from '../users/user.entity';
import { type GoalRow, GoalSchema } from './goal.entity';

type GoalTargets = Pick<GoalRow, 'type' | 'targetDaysPerWeek' | 'targetWeeklySpendingCents'>;

const sameTargets = (row: GoalRow, targets: GoalTargets) =>
  row.type === targets.type &&
  (row.targetDaysPerWeek ?? null) === targets.targetDaysPerWeek &&
  (row.targetWeeklySpendingCents ?? null) === targets.targetWeeklySpendingCents;

/**
 * Sets the member's goal: a new row each time (the latest is current, earlier ones are history).
 * Idempotent by the optional client `id`: the same goal again gives back the stored one, other
 * targets under that id are a 409 `record-conflict`.
 */
export async function setGoal(
  em: EntityManager,
  user: User,
  input: GoalPayload & { id?: string },
  /** When it was set; the demo seed (support CLI) writes a history that began earlier. */
  now?: Date,
): Promise<GoalRow> {
  const targets: GoalTargets =
    input.type === 'reduction'
      ? {
          type: 'reduction',
          targetDaysPerWeek: input.targetDaysPerWeek,
          targetWeeklySpendingCents: reaisToCents(input.targetWeeklySpending),
        }
      : { type: 'cessation', targetDaysPerWeek: null, targetWeeklySpendingCents: null };
  const { value } = await writeMemberFacts(
    em,
    user,
    async ({ tx, now, nextVersion }) => {
      const known = input.id ? await tx.findOne(GoalSchema, { id: input.id }) : null;
      if (known) {
        if (known.userId !== user.id || !sameTargets(known, targets)) throw conflict('record-conflict');
        return known;
      }
      const id = input.id ?? randomUUID();
      await tx
        .createQueryBuilder(GoalSchema)
        .insert({ id, userId: user.id, setAt: now, ...targets })
        .onConflict('id')
        .ignore()
        .execute();
      const row = await tx.findOne(GoalSchema, { id, userId: user.id }, { refresh: true });
      if (!row) throw conflict('record-conflict');
      nextVersion();
      return row;
    },
    { now },
  );
  return value;
}
