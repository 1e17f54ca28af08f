import type { EntityManager } from '@mikro-orm/knex';
import type { LessonProgressDto } from '../../../shared/schemas/lesson-progress.schema';
import { toMillis } from '../../db/sql';

interface LessonProgressDbRow {
  id: string;
  course_id: string;
  lesson_id: string;
  completed_at: unknown;
  answers: string | null;
  version: number | string;
}

const COLUMNS = 'id, course_id, lesson_id, completed_at, answers, version';

export function toLessonProgressDto(row: LessonProgressDbRow): LessonProgressDto {
  return {
    id: row.id,
    courseId: row.course_id,
    lessonId: row.lesson_id,
    completedAt: new Date(toMillis(row.completed_at)).toISOString(),
    answers: row.answers ? (JSON.parse(row.answers) as Record<string, string>) : null,
    version: Number(row.version),
  };
}

/** The member's finished lessons stored after member version `since` (all with 0), oldest first. */
export async function findLessonProgress(
  em: EntityManager,
  userId: string,
  since = 0,
): Promise<LessonProgressDto[]> {
  const rows = await em.execute<LessonProgressDbRow[]>(
    `select ${COLUMNS} from lesson_progress where user_id = ? and version > ? order by version, id`,
    [userId, since],
    'all',
  );
  return rows.map(toLessonProgressDto);
}

/** The member's stored records with these ids. */
export async function findLessonProgressByIds(
  em: EntityManager,
  userId: string,
  ids: string[],
): Promise<Map<string, LessonProgressDto>> {
  if (!ids.length) return new Map();
  const rows = await em.execute<LessonProgressDbRow[]>(
    `select ${COLUMNS} from lesson_progress where user_id = ? and id in (${ids.map(() => '?').join(', ')})`,
    [userId, ...ids],
    'all',
  );
  return new Map(rows.map((row) => [row.id, toLessonProgressDto(row)]));
}

/** The lessons the member has finished (each once). */
export async function findFinishedLessons(em: EntityManager, userId: string): Promise<Set<string>> {
  const rows = await em.execute<{ lesson_id: string }[]>(
    'select distinct lesson_id from lesson_progress where user_id = ?',
    [userId],
    'all',
  );
  return new Set(rows.map((row) => row.lesson_id));
}

export async function insertLessonProgress(
  em: EntityManager,
  userId: string,
  record: Omit<LessonProgressDto, 'version'>,
  version: number,
  now: Date,
): Promise<void> {
  const date = (d: Date) => em.getPlatform().processDateProperty(d);
  await em.execute(
    `insert into lesson_progress (user_id, id, course_id, lesson_id, completed_at, answers, version, stored_at)
     values (?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      userId,
      record.id,
      record.courseId,
      record.lessonId,
      date(new Date(record.completedAt)),
      record.answers ? JSON.stringify(record.answers) : null,
      version,
      date(now),
    ],
    'run',
  );
}
