import { beforeEach, describe, expect, it } from 'vitest';
import type { SyncPullResponse } from '../../../shared/api-types';
import { db } from '../../../web/data/db';
import { finishLesson } from '../../../web/data/learning-writes';
import { ALICE, engineFor, fakeFetch, pushAnswer, resetDb, summaryFor } from './sync-test-kit';

beforeEach(resetDb);

const recordsOf = (body: unknown) => (body as { records: Record<string, unknown>[] }).records;
const lesson = { courseId: 'curso-a', lessonId: 'licao-1', answers: { gatilho: 'Sexta à noite' } };

describe('course lessons finished (the lesson-progress kind)', () => {
  it('a lesson finished offline is done at once, goes out once, and is not recorded twice', async () => {
    const row = await finishLesson(ALICE, lesson);
    expect(row).toMatchObject({ syncState: 'pending', lessonId: 'licao-1' });
    expect((await finishLesson(ALICE, lesson)).id).toBe(row.id);
    expect(await db.lessonProgress.count()).toBe(1);

    const { fetch, sent } = fakeFetch(pushAnswer('stored'));
    expect(await engineFor(fetch).flushOutbox(ALICE)).toEqual({ outcome: 'done', pending: 0 });
    expect(recordsOf(sent[0]!.body)).toEqual([
      {
        type: 'lesson-progress',
        id: row.id,
        courseId: 'curso-a',
        lessonId: 'licao-1',
        completedAt: row.completedAt,
        answers: { gatilho: 'Sexta à noite' },
      },
    ]);
    expect(await db.lessonProgress.get(row.id)).toMatchObject({ syncState: 'synced' });
  });

  it('a lesson finished on another device arrives with the pull, and shows as done here', async () => {
    const pulled: SyncPullResponse = {
      records: [
        {
          type: 'lesson-progress',
          id: crypto.randomUUID(),
          courseId: 'curso-a',
          lessonId: 'licao-2',
          completedAt: '2026-11-20T10:00:00.000Z',
          answers: null,
          version: 5,
        },
      ],
      cursor: 5,
      reset: false,
      summary: summaryFor(ALICE),
    };
    await engineFor(fakeFetch(Response.json(pulled)).fetch).pullChanges(ALICE);
    const rows = await db.lessonProgress.where('userId').equals(ALICE).toArray();
    expect(rows.map((r) => [r.lessonId, r.syncState])).toEqual([['licao-2', 'synced']]);
  });

  it('a refusal is kept with the server’s reason', async () => {
    const row = await finishLesson(ALICE, lesson);
    const reason = 'Esta lição não existe mais. Atualize o aplicativo para ver os cursos de agora.';
    await engineFor(fakeFetch(pushAnswer('rejected', reason)).fetch).flushOutbox(ALICE);
    expect(await db.lessonProgress.get(row.id)).toMatchObject({ syncState: 'rejected', syncMessage: reason });
  });
});
