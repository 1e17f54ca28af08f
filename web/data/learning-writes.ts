import { liveQuery } from 'dexie';
import { db, type LocalLessonProgress } from './db';
import { writeWithOutbox } from './outbox-writes';
import { uuidv7 } from './uuid';

/**
 * Marks a course lesson finished (issue 13), offline or not: kept on this device with its outbox
 * row at once, shown as done, and sent when the connection allows (the `lesson-progress` kind).
 * A lesson already finished (on this or another device) is not recorded again.
 */
export async function finishLesson(
  userId: string,
  input: { courseId: string; lessonId: string; answers: Record<string, string> | null },
): Promise<LocalLessonProgress> {
  const done = await db.lessonProgress
    .where('[userId+courseId]')
    .equals([userId, input.courseId])
    .filter((row) => row.lessonId === input.lessonId)
    .first();
  if (done) return done;
  const row: LocalLessonProgress = {
    id: uuidv7(),
    userId,
    courseId: input.courseId,
    lessonId: input.lessonId,
    completedAt: new Date().toISOString(),
    answers: input.answers,
    syncState: 'pending',
    syncMessage: null,
  };
  await writeWithOutbox('lesson-progress', row, db.lessonProgress, () => db.lessonProgress.add(row));
  return row;
}

/** Calls `onChange` with the member's finished lessons (every device's), now and at every change. */
export function watchLessonProgress(
  userId: string,
  onChange: (rows: LocalLessonProgress[]) => void,
): () => void {
  const subscription = liveQuery(() => db.lessonProgress.where('userId').equals(userId).toArray()).subscribe({
    next: onChange,
    error: (err: unknown) => console.error('lesson progress', err),
  });
  return () => subscription.unsubscribe();
}

/** Keeps a lesson's reflection in Meu Diário, dated today, with the question it answers. */
export async function saveReflectionToDiary(
  userId: string,
  input: { date: string; lessonTitle: string; prompt: string; answer: string },
): Promise<void> {
  const { createEntry } = await import('./journal-writes');
  await createEntry(userId, {
    date: input.date,
    title: `Curso: ${input.lessonTitle}`.slice(0, 120),
    text: `${input.prompt}\n\n${input.answer}`,
    mood: null,
    tags: [],
  });
}
