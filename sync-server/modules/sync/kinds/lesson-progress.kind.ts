import { lessonProgressKind } from '../../../../shared/sync/kinds';
import { findLessonProgress } from '../../learning/lesson-progress.repository';
import { pushLessonProgress } from '../../learning/lesson-progress.service';
import type { ServerSyncKind } from './server-kind';

/**
 * Course lessons finished (issue 13), immutable facts: stored under the member's lock with the
 * course medals they earn (learning/lesson-progress.service.ts); pulled by version, so every
 * device of the member shows the union of what each one finished.
 */
export const lessonProgressServerKind: ServerSyncKind<typeof lessonProgressKind> = {
  declaration: lessonProgressKind,
  table: 'lesson_progress',
  push: ({ em, account, now }, records) => pushLessonProgress(em, account, records, now),
  pull: async ({ em, user, since }) =>
    (await findLessonProgress(em, user.id, since)).map((record) => ({
      type: 'lesson-progress' as const,
      ...record,
    })),
  exportRecords: async ({ em, user }) => findLessonProgress(em, user.id),
};
