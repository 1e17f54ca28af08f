import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../web/data/db';
import { recordCheckin, saveAssessment, saveGoal } from '../../../web/data/member-writes';
import { ALICE, BOB, checkinInput, engineFor, fakeFetch, pushAnswer, resetDb } from './sync-test-kit';

beforeEach(resetDb);

describe('flushOutbox: replies settle rows by status', () => {
  it('sends pending check-ins in reais with the device id, and "stored" makes them synced', async () => {
    const row = await recordCheckin(
      ALICE,
      checkinInput({ hadRelapse: true, amountSpentCents: 15050, mood: 2, tags: ['tedio', 'Chefe'] }),
    );
    expect((await db.checkins.get(row.id))?.syncState).toBe('pending');
    const { fetch, sent } = fakeFetch(pushAnswer('stored'));

    const result = await engineFor(fetch).flushOutbox(ALICE);

    expect(result).toEqual({ outcome: 'done', pending: 0 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/sync/push' });
    const body = sent[0]!.body as { deviceId: string; records: Record<string, unknown>[] };
    expect(body.deviceId).toEqual(expect.any(String));
    expect(body.records).toEqual([
      {
        type: 'checkin',
        id: row.id,
        userId: ALICE,
        date: '2026-01-05',
        hadRelapse: true,
        amountSpent: 150.5,
        mood: 2,
        notes: null,
        tags: ['tedio', 'Chefe'],
        recordedAt: row.recordedAt,
        deviceId: body.deviceId,
      },
    ]);
    expect(await db.checkins.get(row.id)).toMatchObject({ syncState: 'synced', syncMessage: null });
    expect(await db.outbox.count()).toBe(0);
  });

  it('"duplicate" also settles as synced', async () => {
    const row = await recordCheckin(ALICE, checkinInput());
    await engineFor(fakeFetch(pushAnswer('duplicate')).fetch).flushOutbox(ALICE);
    expect((await db.checkins.get(row.id))?.syncState).toBe('synced');
    expect(await db.outbox.count()).toBe(0);
  });

  it.each(['conflict', 'rejected'] as const)('"%s" keeps the row with the server message', async (status) => {
    const row = await recordCheckin(ALICE, checkinInput());
    await engineFor(fakeFetch(pushAnswer(status, 'Data no futuro')).fetch).flushOutbox(ALICE);
    expect(await db.checkins.get(row.id)).toMatchObject({ syncState: status, syncMessage: 'Data no futuro' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('a 401 keeps the row pending and asks for sign-in', async () => {
    const row = await recordCheckin(ALICE, checkinInput());
    const engine = engineFor(fakeFetch(new Response('{"code":"not-signed-in"}', { status: 401 })).fetch);
    const result = await engine.flushOutbox(ALICE);
    expect(result).toEqual({ outcome: 'needs-sign-in', pending: 1 });
    expect((await db.checkins.get(row.id))?.syncState).toBe('pending');
    expect(await db.outbox.get(row.id)).toMatchObject({ attempts: 1, lastError: 'HTTP 401' });
  });

  it.each([
    ['a 503', new Response('', { status: 503 }), 'retry'],
    ['a 429', new Response('', { status: 429 }), 'retry'],
    ['a 408', new Response('', { status: 408 }), 'retry'],
    ['no answer', new TypeError('Failed to fetch'), 'offline'],
    ['202 {queued:true} from the service worker', Response.json({ queued: true }, { status: 202 }), 'queued'],
  ])('%s keeps the row pending', async (_name, answer, outcome) => {
    const row = await recordCheckin(ALICE, checkinInput());
    const result = await engineFor(fakeFetch(answer).fetch).flushOutbox(ALICE);
    expect(result).toEqual({ outcome, pending: 1 });
    expect((await db.checkins.get(row.id))?.syncState).toBe('pending');
    expect(await db.outbox.count()).toBe(1);
  });

  it('a record the reply does not mention stays pending', async () => {
    const a = await recordCheckin(ALICE, checkinInput());
    const b = await recordCheckin(ALICE, checkinInput());
    await engineFor(
      fakeFetch(Response.json({ results: [{ id: a.id, status: 'stored' }] })).fetch,
    ).flushOutbox(ALICE);
    expect((await db.checkins.get(a.id))?.syncState).toBe('synced');
    expect((await db.checkins.get(b.id))?.syncState).toBe('pending');
  });

  it('sends at most 100 check-ins per request', async () => {
    for (let i = 0; i < 230; i++) await recordCheckin(ALICE, checkinInput());
    const { fetch, sent } = fakeFetch(pushAnswer('stored'));
    await engineFor(fetch).flushOutbox(ALICE);
    expect(sent.map((r) => (r.body as { records: unknown[] }).records.length)).toEqual([100, 100, 30]);
    expect(await db.checkins.where('[userId+syncState]').equals([ALICE, 'synced']).count()).toBe(230);
  });

  it('halves a batch whose body would be too big (long notes)', async () => {
    for (let i = 0; i < 60; i++) await recordCheckin(ALICE, checkinInput({ notes: 'n'.repeat(2000) }));
    const { fetch, sent } = fakeFetch(pushAnswer('stored'));
    await engineFor(fetch).flushOutbox(ALICE);
    expect(sent.every((r) => JSON.stringify(r.body).length <= 64 * 1024)).toBe(true);
    expect(sent.reduce((n, r) => n + (r.body as { records: unknown[] }).records.length, 0)).toBe(60);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a whole-request refusal is split so that only the bad record is rejected', async () => {
    const good = await recordCheckin(ALICE, checkinInput());
    const bad = await recordCheckin(ALICE, checkinInput({ notes: 'x' }));
    const { fetch, sent } = fakeFetch((req) => {
      const ids = (req.body as { records: { id: string }[] }).records.map((r) => r.id);
      if (ids.includes(bad.id))
        return Response.json({ code: 'validation-failed', message: 'Dados inválidos' }, { status: 400 });
      return pushAnswer('stored')(req);
    });
    await engineFor(fetch).flushOutbox(ALICE);
    expect(sent).toHaveLength(3);
    expect((await db.checkins.get(good.id))?.syncState).toBe('synced');
    expect(await db.checkins.get(bad.id)).toMatchObject({
      syncState: 'rejected',
      syncMessage: 'Dados inválidos',
    });
  });

  it('sends assessments and goals to their own endpoints, in reais, before check-ins', async () => {
    await recordCheckin(ALICE, checkinInput());
    const assessment = await saveAssessment(ALICE, {
      daysPerWeek: 3,
      weeklySpendingCents: 7050,
      pgsiAnswers: null,
    });
    const goal = await saveGoal(ALICE, {
      type: 'reduction',
      targetDaysPerWeek: 1,
      targetWeeklySpendingCents: 2000,
    });
    const { fetch, sent } = fakeFetch((req) =>
      req.path === '/api/sync/push' ? pushAnswer('stored')(req) : Response.json({}),
    );
    await engineFor(fetch).flushOutbox(ALICE);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/assessment',
      'PUT /api/goals',
      'POST /api/sync/push',
    ]);
    expect(sent[0]!.body).toEqual({ id: assessment.id, daysPerWeek: 3, weeklySpending: 70.5, pgsi: null });
    expect(sent[1]!.body).toEqual({
      id: goal.id,
      type: 'reduction',
      targetDaysPerWeek: 1,
      targetWeeklySpending: 20,
    });
    expect((await db.assessments.get(assessment.id))?.syncState).toBe('synced');
    expect((await db.goals.get(goal.id))?.syncState).toBe('synced');
  });

  it('a refused assessment is kept as rejected with the server message', async () => {
    const assessment = await saveAssessment(ALICE, {
      daysPerWeek: 3,
      weeklySpendingCents: 100,
      pgsiAnswers: null,
    });
    const refusal = Response.json(
      { code: 'validation-failed', message: 'Informe quantos dias' },
      { status: 400 },
    );
    await engineFor(fakeFetch(refusal).fetch).flushOutbox(ALICE);
    expect(await db.assessments.get(assessment.id)).toMatchObject({
      syncState: 'rejected',
      syncMessage: 'Informe quantos dias',
    });
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('one user’s data is never sent under another user’s session', () => {
  it('a flush sends only the signed-in member’s rows', async () => {
    const mine = await recordCheckin(ALICE, checkinInput());
    const theirs = await recordCheckin(BOB, checkinInput());
    const { fetch, sent } = fakeFetch(pushAnswer('stored'));
    await engineFor(fetch).flushOutbox(ALICE);
    const ids = sent.flatMap((r) => (r.body as { records: { id: string }[] }).records.map((x) => x.id));
    expect(ids).toEqual([mine.id]);
    expect((await db.checkins.get(theirs.id))?.syncState).toBe('pending');
  });

  it('nothing is sent for a member the page is not signed in as', async () => {
    await recordCheckin(BOB, checkinInput());
    const { fetch, sent } = fakeFetch(pushAnswer('stored'));
    const result = await engineFor(fetch, () => ALICE).flushOutbox(BOB);
    expect(result).toEqual({ outcome: 'not-signed-in', pending: 1 });
    expect(sent).toHaveLength(0);
  });

  it('stops when the session changes between two requests', async () => {
    for (let i = 0; i < 150; i++) await recordCheckin(ALICE, checkinInput());
    let signedIn: string | null = ALICE;
    const { fetch, sent } = fakeFetch((req) => {
      signedIn = BOB;
      return pushAnswer('stored')(req);
    });
    await engineFor(fetch, () => signedIn).flushOutbox(ALICE);
    expect(sent).toHaveLength(1);
    expect(await db.outbox.count()).toBe(50);
  });
});
