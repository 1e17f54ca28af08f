import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * A course lesson a member finished (issue 13), the `lesson-progress` synced kind: an immutable
 * fact keyed by (user, client id). `version` is the member's sync version when it was stored;
 * `answers` holds the lesson's plan as JSON (null for a quiz or a reflection). Writes and reads
 * use plain SQL (lesson-progress.repository.ts); the entity serves tests and tools.
 */
export const LessonProgressSchema = defineEntity({
  name: 'LessonProgress',
  tableName: 'lesson_progress',
  properties: {
    userId: p.string().primary(),
    id: p.string().primary(),
    courseId: p.string(),
    lessonId: p.string(),
    completedAt: p.datetime(),
    answers: p.text().nullable(),
    version: p.integer(),
    storedAt: p.datetime(),
  },
});

export type LessonProgressRow = InferEntity<typeof LessonProgressSchema>;
