import type { LessonProgressDto } from '../../../shared/schemas/lesson-progress.schema';
import { syncTexts as t } from '../../../shared/texts/sync.texts';
import type { LocalLessonProgress } from '../../data/db';
import type { WebSyncKind } from './web-kind';

/**
 * Course lessons finished (issue 13), a `fact` kind. Its rules (./lesson-progress-rules.ts) load
 * with the first such record a page meets, like the diary's.
 */
export const lessonProgressWebKind: WebSyncKind<LocalLessonProgress, LessonProgressDto> = {
  type: 'lesson-progress',
  table: (db) => db.lessonProgress,
  describe: (row) => ({
    label: t.kindLessonProgress,
    when: row.completedAt,
    href: `/learn/${row.courseId}/${row.lessonId}`,
  }),
  rules: () => import('./lesson-progress-rules').then((m) => m.lessonProgressRules),
};
