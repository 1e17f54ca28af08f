import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/knex';
import { reaisToCents } from '../../../shared/domain/money';
import { pgsiScoreOrNull } from '../../../shared/domain/pgsi';
import type { AssessmentPayload } from '../../../shared/schemas/assessment.schema';
import { conflict } from '../../http/errors';
import { writeMemberFacts } from '../progress/member-write';
import type { User } from '../users/user.entity';
import { type AssessmentRow, AssessmentSchema } from './assessment.entity';

const sameAnswers = (row: AssessmentRow, input: Omit<AssessmentRow, 'id' | 'userId' | 'completedAt'>) =>
  row.daysPerWeek === input.daysPerWeek &&
  row.weeklySpendingCents === input.weeklySpendingCents &&
  JSON.stringify(row.pgsi ?? null) === JSON.stringify(input.pgsi ?? null);

/**
 * Stores a completed assessment; the member's first one starts the journey, later ones are kept
 * as history. With a client `id` it is idempotent: the same answers again give back the stored
 * one (`created: false`), other answers under that id are a 409 `record-conflict`.
 */
export async function recordAssessment(
  em: EntityManager,
  user: User,
  input: AssessmentPayload,
  /** When it was completed; the demo seed (support CLI) writes a history that began earlier. */
  now?: Date,
): Promise<{ assessment: AssessmentRow; created: boolean }> {
  const pgsi = input.pgsi ?? null;
  const answers = {
    daysPerWeek: input.daysPerWeek,
    weeklySpendingCents: reaisToCents(input.weeklySpending),
    pgsi,
    pgsiScore: pgsiScoreOrNull(pgsi),
  };
  const { value } = await writeMemberFacts(
    em,
    user,
    async ({ tx, now, nextVersion }) => {
      // The member's lock is held: no replay of theirs can race this look-up.
      const known = input.id ? await tx.findOne(AssessmentSchema, { id: input.id }) : null;
      if (known) {
        if (known.userId !== user.id || !sameAnswers(known, answers)) throw conflict('record-conflict');
        return { assessment: known, created: false };
      }
      const id = input.id ?? randomUUID();
      // Insert-or-ignore: another member's record under the same id must not abort the
      // transaction with a unique error (PostgreSQL); it is a conflict.
      await tx
        .createQueryBuilder(AssessmentSchema)
        .insert({ id, userId: user.id, completedAt: now, ...answers })
        .onConflict('id')
        .ignore()
        .execute();
      const row = await tx.findOne(AssessmentSchema, { id, userId: user.id }, { refresh: true });
      if (!row) throw conflict('record-conflict');
      nextVersion();
      return { assessment: row, created: true };
    },
    { now },
  );
  return value;
}
