import { compareText, instantMs } from '../../../shared/domain/records';
import type { Assessment, Goal, Instant } from '../../../shared/domain/types';

/** `buildMemberFacts` stands in the server's current record under ids like 'server:current'. */
const isServerCopy = (record: { id: string }) => record.id.startsWith('server:');

/**
 * The records as the member made them, newest first. The server's copy of a record made here
 * arrives with the server's own timestamp and no PGSI answers; shown beside the local one it
 * would repeat it, so a server copy is dropped when a local record with the same content was
 * made no later. A server copy of something done on another device stays.
 */
function ownRecords<T extends { id: string }>(
  records: readonly T[],
  at: (record: T) => Instant,
  sameContent: (a: T, b: T) => boolean,
): T[] {
  const local = records.filter((record) => !isServerCopy(record));
  const echoes = (copy: T) =>
    local.some((own) => sameContent(own, copy) && instantMs(at(own)) <= instantMs(at(copy)));
  const kept = [...local, ...records.filter((record) => isServerCopy(record) && !echoes(record))];
  return kept.sort((a, b) => instantMs(at(b)) - instantMs(at(a)) || compareText(b.id, a.id));
}

/** Assessments newest first, without server echoes of the ones made here. */
export const assessmentHistory = (assessments: readonly Assessment[]) =>
  ownRecords(
    assessments,
    (a) => a.completedAt,
    (a, b) => a.daysPerWeek === b.daysPerWeek && a.weeklySpendingCents === b.weeklySpendingCents,
  );

/** Goals newest first (the first is the current one), without server echoes. */
export const goalHistory = (goals: readonly Goal[]) =>
  ownRecords(
    goals,
    (g) => g.setAt,
    (a, b) =>
      a.type === b.type &&
      a.targetDaysPerWeek === b.targetDaysPerWeek &&
      a.targetWeeklySpendingCents === b.targetWeeklySpendingCents,
  );
