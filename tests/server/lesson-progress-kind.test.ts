import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api } from '../../shared/api';
import { COURSES, courseOfLesson } from '../../shared/domain/learn';
import { courseMedalKeys } from '../../shared/domain/medals';
import { LessonProgressSchema } from '../../sync-server/modules/learning/lesson-progress.entity';
import { type SignedIn, signUp } from '../helpers/accounts';
import type { TestServer } from '../helpers/test-server';
import { onEachDatabase, startOn } from './database-variants';
import { pull, pushAny } from './sync-kinds-helpers';

/**
 * Course progress (issue 13) through the generic push and pull as the `lesson-progress` kind:
 * immutable facts per device, pulled by every device, the course medal given once when the last
 * lesson of a course arrives.
 */
onEachDatabase((database) => {
  let server: TestServer;
  let ana: SignedIn;
  const course = COURSES[0]!;
  const [first, ...rest] = course.lessons;

  const finished = (lessonId: string, fields: Record<string, unknown> = {}) => ({
    type: 'lesson-progress',
    id: randomUUID(),
    courseId: courseOfLesson(lessonId)?.id ?? course.id,
    lessonId,
    completedAt: new Date(Date.now() - 60_000).toISOString(),
    answers: null,
    ...fields,
  });
  const medalKey = `course-${course.id}`;
  const medals = async (client: SignedIn['client']) =>
    ((await client.get(api.profileExport)).body.medals as { key: string }[]).map((m) => m.key);

  beforeAll(async () => {
    server = await startOn(database);
    ana = await signUp(server, { name: 'Ana Lúcia Pereira' });
  }, 60_000);
  afterAll(() => server?.close());

  it('stores a finished lesson once, answers a replay as duplicate and other content as conflict', async () => {
    const record = finished(first!.id, { answers: { gatilho: 'Sexta à noite, depois do jogo' } });
    expect((await pushAny(ana.client, [record]))[0]).toMatchObject({ status: 'stored' });
    expect((await pushAny(ana.client, [record]))[0]).toMatchObject({ status: 'duplicate' });
    const changed = { ...record, answers: { gatilho: 'Outra coisa' } };
    expect((await pushAny(ana.client, [changed]))[0]).toMatchObject({
      status: 'conflict',
      code: 'record-conflict',
    });
    expect(await server.em().count(LessonProgressSchema, { id: record.id })).toBe(1);

    const pulled = (await pull(ana.client)).records.find((r) => r.id === record.id);
    expect(pulled).toMatchObject({
      type: 'lesson-progress',
      courseId: course.id,
      lessonId: first!.id,
      answers: { gatilho: 'Sexta à noite, depois do jogo' },
    });
    const exported = (await ana.client.get(api.profileExport)).body.lessonProgress;
    expect(exported.map((r: { id: string }) => r.id)).toEqual([record.id]);
  });

  it('refuses a lesson the catalogue does not know, alone, with a pt-BR reason', async () => {
    const good = finished(first!.id);
    const unknown = finished('licao-que-nao-existe');
    const results = await pushAny(ana.client, [unknown, good]);
    expect(results[0]).toMatchObject({
      status: 'rejected',
      code: 'validation-failed',
      message: 'Esta lição não existe mais. Atualize o aplicativo para ver os cursos de agora.',
    });
    expect(results[1]).toMatchObject({ status: 'stored' });
  });

  it('gives the course medal when the last lesson arrives, from any device, once', async () => {
    expect(await medals(ana.client)).not.toContain(medalKey);
    const before = (await pull(ana.client)).cursor;
    // Two devices, each finished part of the course offline; one lesson twice.
    await pushAny(
      ana.client,
      rest.slice(0, 1).map((l) => finished(l.id)),
      'phone',
    );
    expect(await medals(ana.client)).not.toContain(medalKey);
    await pushAny(
      ana.client,
      [...rest, rest[0]!].map((l) => finished(l.id)),
      'tablet',
    );
    expect((await medals(ana.client)).filter((key) => key === medalKey)).toHaveLength(1);
    // The award moved the member's version: their devices pull it with the summary.
    const after = await pull(ana.client, before);
    expect(after.cursor).toBeGreaterThan(before);
    expect(after.summary.recentAchievements.map((a) => a.key)).toContain(medalKey);
    await pushAny(ana.client, [finished(first!.id)], 'laptop');
    expect((await medals(ana.client)).filter((key) => key === medalKey)).toHaveLength(1);
  });

  it('merges what two devices finished offline as the union of their lessons (property)', async () => {
    const lessonIds = COURSES.flatMap((c) => c.lessons.map((l) => l.id));
    await fc.assert(
      fc.asyncProperty(
        fc.subarray(lessonIds),
        fc.subarray(lessonIds),
        fc.boolean(),
        fc.nat(3),
        async (onPhone, onTablet, phoneFirst, replays) => {
          const member = await signUp(server, { name: 'Carla Mendes' });
          const phone = onPhone.map((id) => finished(id));
          const tablet = onTablet.map((id) => finished(id));
          const order = phoneFirst ? [phone, tablet] : [tablet, phone];
          for (const batch of order) if (batch.length) await pushAny(member.client, batch);
          // Lost answers: the same pushes again, any number of times.
          for (let i = 0; i < replays && phone.length; i++) await pushAny(member.client, phone);

          const union = new Set([...onPhone, ...onTablet]);
          const onNewDevice = (await pull(member.client)).records.filter((r) => r.type === 'lesson-progress');
          expect(new Set(onNewDevice.map((r) => (r as { lessonId: string }).lessonId))).toEqual(union);
          expect(onNewDevice).toHaveLength(phone.length + tablet.length);
          const held = (await medals(member.client)).filter((key) => key.startsWith('course-'));
          expect(held.sort()).toEqual(courseMedalKeys(union).sort());
        },
      ),
      { numRuns: 10 },
    );
  }, 120_000);

  it('forgets the progress with the account', async () => {
    const bruno = await signUp(server, { name: 'Bruno Carvalho' });
    await pushAny(bruno.client, [finished(first!.id)]);
    expect((await bruno.client.post(api.profileDelete, { password: bruno.password })).status).toBe(204);
    expect(await server.em().count(LessonProgressSchema, { userId: bruno.user.id })).toBe(0);
  });
});
