import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import { type SignedIn, signUp } from '../helpers/accounts';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
let member: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  member = await signUp(server);
});
afterAll(() => server?.close());

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('POST /api/assessment', () => {
  it('stores the answers: 201 with the AssessmentDto, money in reais', async () => {
    const { client } = await signUp(server);
    const res = await client.post(api.assessment, {
      daysPerWeek: 3,
      weeklySpending: 150.5,
      pgsi: [0, 1, 2, 3, 0, 1, 2, 3, 1],
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      daysPerWeek: 3,
      weeklySpending: 150.5,
      pgsi: [0, 1, 2, 3, 0, 1, 2, 3, 1],
      pgsiScore: 13,
      completedAt: expect.stringMatching(ISO),
    });
  });

  it('keeps retakes as history; the first one starts the journey', async () => {
    const { client, user } = await signUp(server);
    const first = await client.post(api.assessment, { daysPerWeek: 5, weeklySpending: 300 });
    const second = await client.post(api.assessment, { daysPerWeek: 2, weeklySpending: 70 });
    expect([first.status, second.status]).toEqual([201, 201]);

    const list = await client.get(api.assessment);
    expect(list.status).toBe(200);
    expect(list.body.current).toEqual(second.body);
    expect(list.body.history).toEqual([second.body, first.body]);

    const dashboard = await client.get(api.dashboard(user.id));
    expect(dashboard.body.journeyStart).toBe(first.body.completedAt);
    expect(dashboard.body.assessment).toMatchObject({ daysPerWeek: 2, weeklySpending: 70, pgsiScore: null });
    expect(dashboard.body.averageDailySpend).toBe(10);
  });

  it('GET answers no current assessment before the first one', async () => {
    const { client } = await signUp(server);
    const res = await client.get(api.assessment);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ current: null, history: [] });
  });

  it('is idempotent by client id: same answers → 200 with the stored one; others → 409', async () => {
    const { client } = await signUp(server);
    const id = randomUUID();
    const body = { id, daysPerWeek: 4, weeklySpending: 200 };
    const first = await client.post(api.assessment, body);
    const replay = await client.post(api.assessment, body);
    expect(first.status).toBe(201);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    const other = await client.post(api.assessment, { ...body, weeklySpending: 201 });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('record-conflict');
    expect((await client.get(api.assessment)).body.history).toHaveLength(1);
  });

  it("refuses another member's id as a conflict, without touching theirs", async () => {
    const id = randomUUID();
    const a = await signUp(server);
    const b = await signUp(server);
    expect((await a.client.post(api.assessment, { id, daysPerWeek: 1, weeklySpending: 10 })).status).toBe(
      201,
    );
    const res = await b.client.post(api.assessment, { id, daysPerWeek: 1, weeklySpending: 10 });
    expect(res.status).toBe(409);
    expect((await b.client.get(api.assessment)).body.history).toEqual([]);
  });

  it.each([
    [
      'days per week missing',
      { weeklySpending: 10 },
      'daysPerWeek',
      'Informe quantos dias por semana você aposta, de 0 a 7',
    ],
    [
      'days per week above 7',
      { daysPerWeek: 8, weeklySpending: 10 },
      'daysPerWeek',
      'Informe quantos dias por semana você aposta, de 0 a 7',
    ],
    [
      'days per week fractional',
      { daysPerWeek: 2.5, weeklySpending: 10 },
      'daysPerWeek',
      'Informe quantos dias por semana você aposta, de 0 a 7',
    ],
    ['weekly spending missing', { daysPerWeek: 2 }, 'weeklySpending', 'Por favor, informe o valor gasto'],
    [
      'weekly spending negative',
      { daysPerWeek: 2, weeklySpending: -1 },
      'weeklySpending',
      'Digite um valor válido',
    ],
    [
      'weekly spending with 3 decimals',
      { daysPerWeek: 2, weeklySpending: 1.005 },
      'weeklySpending',
      'Digite um valor válido',
    ],
    [
      'PGSI with 8 answers',
      { daysPerWeek: 2, weeklySpending: 1, pgsi: [0, 0, 0, 0, 0, 0, 0, 0] },
      'pgsi',
      'Responda todas as 9 perguntas',
    ],
  ])('answers 400 for %s, with the field text', async (_label, body, field, message) => {
    const res = await member.client.post(api.assessment, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation-failed');
    expect(res.body.message).toBe(message);
    expect(res.body.details).toContainEqual({ field, message });
  });

  it('answers 401 without a session', async () => {
    const anonymous = server.client();
    expect((await anonymous.post(api.assessment, { daysPerWeek: 1, weeklySpending: 1 })).status).toBe(401);
    expect((await anonymous.get(api.assessment)).status).toBe(401);
  });
});

describe('GET and PUT /api/goals', () => {
  it('answers no goal before the first one', async () => {
    const { client } = await signUp(server);
    const res = await client.get(api.goals);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ current: null, history: [] });
  });

  it('sets goals and keeps the history, newest first', async () => {
    const { client, user } = await signUp(server);
    const reduction = await client.put(api.goals, {
      type: 'reduction',
      targetDaysPerWeek: 1,
      targetWeeklySpending: 49.9,
    });
    expect(reduction.status, reduction.text).toBe(200);
    expect(reduction.body).toEqual({
      id: expect.any(String),
      type: 'reduction',
      targetDaysPerWeek: 1,
      targetWeeklySpending: 49.9,
      setAt: expect.stringMatching(ISO),
    });
    // Targets sent with cessation are dropped.
    const cessation = await client.put(api.goals, { type: 'cessation', targetDaysPerWeek: 3 });
    expect(cessation.status).toBe(200);
    expect(cessation.body).toMatchObject({
      type: 'cessation',
      targetDaysPerWeek: null,
      targetWeeklySpending: null,
    });

    const res = await client.get(api.goals);
    expect(res.body).toEqual({ current: cessation.body, history: [cessation.body, reduction.body] });
    const dashboard = await client.get(api.dashboard(user.id));
    expect(dashboard.body.goal).toEqual({
      type: 'cessation',
      targetDaysPerWeek: null,
      targetWeeklySpending: null,
      setAt: cessation.body.setAt,
    });
  });

  it('is idempotent by client id', async () => {
    const { client } = await signUp(server);
    const id = randomUUID();
    const first = await client.put(api.goals, { id, type: 'cessation' });
    const replay = await client.put(api.goals, { id, type: 'cessation' });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    const other = await client.put(api.goals, {
      id,
      type: 'reduction',
      targetDaysPerWeek: 2,
      targetWeeklySpending: 10,
    });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('record-conflict');
    expect((await client.get(api.goals)).body.history).toHaveLength(1);
  });

  it.each([
    ['no type', {}, 'Escolha a sua meta: parar totalmente ou reduzir aos poucos'],
    ['an unknown type', { type: 'pause' }, 'Escolha a sua meta: parar totalmente ou reduzir aos poucos'],
    [
      'reduction without target days',
      { type: 'reduction', targetWeeklySpending: 10 },
      'Informe em quantos dias por semana, no máximo, você quer apostar (0 a 7)',
    ],
    [
      'reduction with 8 target days',
      { type: 'reduction', targetDaysPerWeek: 8, targetWeeklySpending: 10 },
      'Informe em quantos dias por semana, no máximo, você quer apostar (0 a 7)',
    ],
    [
      'reduction without a weekly limit',
      { type: 'reduction', targetDaysPerWeek: 2 },
      'Informe o limite de gasto por semana',
    ],
    [
      'reduction with a negative limit',
      { type: 'reduction', targetDaysPerWeek: 2, targetWeeklySpending: -5 },
      'Digite um valor válido',
    ],
    ['a malformed client id', { id: 'abc', type: 'cessation' }, 'Dados inválidos'],
  ])('answers 400 for %s, with the field text', async (_label, body, message) => {
    const res = await member.client.put(api.goals, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation-failed');
    expect(res.body.message).toBe(message);
  });

  it('answers 401 without a session', async () => {
    const anonymous = server.client();
    expect((await anonymous.put(api.goals, { type: 'cessation' })).status).toBe(401);
    expect((await anonymous.get(api.goals)).status).toBe(401);
  });
});
