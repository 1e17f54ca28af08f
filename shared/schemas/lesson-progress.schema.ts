import * as v from 'valibot';
import { courseById } from '../domain/learn';
import { learnValidationTexts as t } from '../texts/learn.texts';
import { isoInstantText, storableMultilineText, tokenText, uuidText } from './text';

/** The longest answer to one field of a lesson's plan. */
export const PLAN_ANSWER_MAX = 1000;
/** The most fields a plan has (web/content/README.md). */
const PLAN_FIELDS_MAX = 6;

const isKnownLesson = (r: { courseId: string; lessonId: string }) =>
  courseById(r.courseId)?.lessons.some((lesson) => lesson.id === r.lessonId) === true;

/**
 * A lesson finished (issue 13), the `lesson-progress` synced kind: an immutable fact made by the
 * device where it was finished. A course's progress is the set of its lessons with at least one
 * such record, so what two devices did offline merges as the union. A plan's answers travel with
 * it (they are the member's own words, private like the diary).
 */
export const lessonProgressRecordSchema = v.pipe(
  v.object(
    {
      id: uuidText(t.recordInvalid),
      courseId: tokenText(t.recordInvalid),
      lessonId: tokenText(t.recordInvalid),
      completedAt: isoInstantText(t.recordInvalid),
      answers: v.optional(
        v.nullable(
          v.pipe(
            v.record(
              tokenText(t.recordInvalid),
              v.pipe(
                v.string(t.recordInvalid),
                storableMultilineText(),
                v.maxLength(PLAN_ANSWER_MAX, t.answerTooLong),
              ),
              t.recordInvalid,
            ),
            v.check((answers) => Object.keys(answers).length <= PLAN_FIELDS_MAX, t.recordInvalid),
          ),
        ),
        null,
      ),
    },
    t.recordInvalid,
  ),
  v.check((record) => isKnownLesson(record), t.lessonUnknown),
);

export type LessonProgressRecord = v.InferOutput<typeof lessonProgressRecordSchema>;

/** A finished lesson as the server answers it (pull, export). */
export interface LessonProgressDto {
  id: string;
  courseId: string;
  lessonId: string;
  completedAt: string;
  answers: Record<string, string> | null;
  version: number;
}
