import type { EntityManager } from '@mikro-orm/knex';
import * as v from 'valibot';
import { courseMedalKeys } from '../../../shared/domain/medals';
import type { AwardedMedal } from '../../../shared/domain/types';
import {
  type LessonProgressDto,
  type LessonProgressRecord,
  lessonProgressRecordSchema,
} from '../../../shared/schemas/lesson-progress.schema';
import type { SyncRecordResult } from '../../../shared/schemas/sync.schema';
import { errorTexts } from '../../../shared/texts/error.texts';
import type { Account } from '../auth/current-user';
import { MAX_CLOCK_SKEW_MS } from '../checkins/checkin-ingest';
import { awardMedals, findMemberMedals } from '../medals/medal.repository';
import { writeMemberFacts } from '../progress/member-write';
import { UserSchema } from '../users/user.entity';
import {
  findFinishedLessons,
  findLessonProgressByIds,
  insertLessonProgress,
} from './lesson-progress.repository';

type Prepared =
  | { ok: true; record: Omit<LessonProgressDto, 'version'> }
  | { ok: false; result: SyncRecordResult };

const sameRecord = (a: Omit<LessonProgressDto, 'version'>, b: LessonProgressDto) =>
  a.courseId === b.courseId &&
  a.lessonId === b.lessonId &&
  Date.parse(a.completedAt) === Date.parse(b.completedAt) &&
  JSON.stringify(a.answers) === JSON.stringify(b.answers);

/** One pushed record checked: shape and a lesson the catalogue knows; the instant clamped like a check-in's. */
function prepare(raw: unknown, account: Account, now: Date): Prepared {
  const id = typeof (raw as { id?: unknown })?.id === 'string' ? (raw as { id: string }).id : '';
  const parsed = v.safeParse(lessonProgressRecordSchema, raw);
  if (!parsed.success)
    return {
      ok: false,
      result: { id, status: 'rejected', code: 'validation-failed', message: parsed.issues[0].message },
    };
  const r: LessonProgressRecord = parsed.output;
  const at = Math.min(
    Math.max(Date.parse(r.completedAt), account.createdAt.getTime()),
    now.getTime() + MAX_CLOCK_SKEW_MS,
  );
  return {
    ok: true,
    record: {
      id: r.id,
      courseId: r.courseId,
      lessonId: r.lessonId,
      completedAt: new Date(at).toISOString(),
      answers: r.answers ?? null,
    },
  };
}

/**
 * Stores the lessons a member finished (issue 13), immutable facts: a new id is `stored` at the
 * member's next version, a replay `duplicate`, the same id with other content a `conflict`. In the
 * same transaction (the member's lock), a course whose every lesson is now finished gives its
 * medal, once, at a version of its own so the member's other devices pull it.
 */
export async function pushLessonProgress(
  em: EntityManager,
  account: Account,
  records: unknown[],
  now: Date,
): Promise<SyncRecordResult[]> {
  const prepared = records.map((raw) => prepare(raw, account, now));
  const ready = prepared.flatMap((p) => (p.ok ? [p.record] : []));
  if (!ready.length) return prepared.map((p) => (p.ok ? missing() : p.result));
  const user = await em.fork().findOneOrFail(UserSchema, { id: account.id });
  const { value } = await writeMemberFacts(
    em,
    user,
    async ({ tx, userId, nextVersion }) => {
      const stored = await findLessonProgressByIds(
        tx,
        userId,
        ready.map((r) => r.id),
      );
      const answers = new Map<string, SyncRecordResult>();
      for (const record of ready) {
        const current = stored.get(record.id);
        if (current) {
          answers.set(
            record.id,
            sameRecord(record, current)
              ? { id: record.id, status: 'duplicate', version: current.version }
              : {
                  id: record.id,
                  status: 'conflict',
                  code: 'record-conflict',
                  message: errorTexts['record-conflict'],
                },
          );
          continue;
        }
        const version = nextVersion();
        await insertLessonProgress(tx, userId, record, version, now);
        stored.set(record.id, { ...record, version });
        answers.set(record.id, { id: record.id, status: 'stored', version });
      }
      // Only a new lesson can complete a course: a push of replays reads nothing more.
      if ([...answers.values()].some((answer) => answer.status === 'stored')) {
        const earned = courseMedalKeys(await findFinishedLessons(tx, userId));
        const awarded = await awardMedals(tx, userId, await findMemberMedals(tx, userId), earned, now);
        if (awarded.length) nextVersion();
      }
      return answers;
    },
    { now, reserve: ready.length },
  );
  return prepared.map((p) => (p.ok ? (value.get(p.record.id) ?? missing()) : p.result));
}

function missing(): never {
  throw new Error('lesson progress: a ready record without an answer');
}

/** Gives the course medals the member's finished lessons earn and they do not hold (medals:recompute). */
export async function awardCourseMedals(em: EntityManager, userId: string): Promise<AwardedMedal[]> {
  const earned = courseMedalKeys(await findFinishedLessons(em, userId));
  const held = new Set((await findMemberMedals(em, userId)).map((m) => m.key));
  if (earned.every((key) => held.has(key))) return [];
  const user = await em.fork().findOne(UserSchema, { id: userId });
  if (user?.userType !== 'client') return [];
  const { value } = await writeMemberFacts(em, user, async ({ tx, now, nextVersion }) => {
    const awarded = await awardMedals(tx, userId, await findMemberMedals(tx, userId), earned, now);
    if (awarded.length) nextVersion();
    return awarded;
  });
  return value;
}
