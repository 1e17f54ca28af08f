import type { CheckinDto } from '../../shared/api-types';
import { checkinFromDto } from '../../shared/domain/dto';
import { centsToReais } from '../../shared/domain/money';
import type { LocalAssessment, LocalCheckin, LocalGoal } from '../data/db';

/** A check-in as `POST /api/sync/push` takes it (DESIGN.md §7b): money in reais. */
export function toPushRecord(row: LocalCheckin, deviceId: string) {
  return {
    type: 'checkin' as const,
    id: row.id,
    userId: row.userId,
    date: row.date,
    hadRelapse: row.hadRelapse,
    amountSpent: centsToReais(row.amountSpentCents),
    mood: row.mood,
    notes: row.notes,
    // Rows stored before trigger tags existed have none.
    tags: row.tags ?? [],
    recordedAt: row.recordedAt,
    deviceId,
  };
}

export function toAssessmentBody(row: LocalAssessment) {
  return {
    id: row.id,
    daysPerWeek: row.daysPerWeek,
    weeklySpending: centsToReais(row.weeklySpendingCents),
    pgsi: row.pgsiAnswers,
  };
}

export function toGoalBody(row: LocalGoal) {
  return row.type === 'reduction'
    ? {
        id: row.id,
        type: row.type,
        targetDaysPerWeek: row.targetDaysPerWeek ?? 0,
        targetWeeklySpending: centsToReais(row.targetWeeklySpendingCents ?? 0),
      }
    : { id: row.id, type: row.type };
}

/** A pulled record: the server has it, so it is `synced` here. */
export function fromCheckinDto(dto: CheckinDto): LocalCheckin {
  return {
    ...checkinFromDto(dto),
    userId: dto.userId,
    syncState: 'synced',
    syncMessage: null,
    version: dto.version,
  };
}
