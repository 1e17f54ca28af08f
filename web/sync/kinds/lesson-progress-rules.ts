import type { LessonProgressDto } from '../../../shared/schemas/lesson-progress.schema';
import { syncTexts as t } from '../../../shared/texts/sync.texts';
import type { LocalLessonProgress } from '../../data/db';
import type { SyncRules } from './web-kind';

/**
 * Course lessons finished (issue 13), a `fact` kind: immutable once stored. A pulled record is
 * kept as it is (a lesson finished on another device shows as done here); one of ours still on
 * its way is left alone.
 */
export const lessonProgressRules: SyncRules<LocalLessonProgress, LessonProgressDto> = {
  toWire: (row) => ({
    type: 'lesson-progress',
    id: row.id,
    courseId: row.courseId,
    lessonId: row.lessonId,
    completedAt: row.completedAt,
    answers: row.answers,
  }),
  settle(row, _sent, result) {
    if (row.syncState !== 'pending') return {};
    if (result.status === 'stored' || result.status === 'duplicate')
      return { row: { ...row, syncState: 'synced', syncMessage: null } };
    const fallback = result.status === 'conflict' ? t.conflictFallback : t.rejectedFallback;
    return { row: { ...row, syncState: result.status, syncMessage: result.message ?? fallback } };
  },
  pulled(dto, userId, local) {
    if (local && local.syncState !== 'synced') return {};
    return {
      row: {
        id: dto.id,
        userId,
        courseId: dto.courseId,
        lessonId: dto.lessonId,
        completedAt: dto.completedAt,
        answers: dto.answers,
        syncState: 'synced',
        syncMessage: null,
      },
    };
  },
};
