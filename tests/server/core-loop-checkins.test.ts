import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import { checkinTexts } from '../../shared/texts/checkin.texts';
import { errorTexts } from '../../shared/texts/error.texts';
import { CheckinSchema } from '../../sync-server/modules/checkins/checkin.entity';
import { type SignedIn, signUp } from '../helpers/accounts';
import type { TestServer } from '../helpers/test-server';
import { checkin, daysAgo, push, today } from './core-loop-helpers';
import { onEachDatabase, startOn } from './database-variants';

let server: TestServer;
let member: SignedIn;
let other: SignedIn;

const tomorrow = () => daysAgo(-1);

/** Every way a check-in can be invalid, with the field and the text the member sees. */
const INVALID: [string, Record<string, unknown>, string, string][] = [
  [
    'relapse answer missing',
    { hadRelapse: undefined },
    'hadRelapse',
    'Por favor, informe se houve recaída hoje',
  ],
  [
    'relapse answer not a boolean',
    { hadRelapse: 'sim' },
    'hadRelapse',
    'Por favor, informe se houve recaída hoje',
  ],
  [
    'amount missing',
    { hadRelapse: true, amountSpent: undefined },
    'amountSpent',
    'Por favor, informe o valor gasto',
  ],
  [
    'amount as text',
    { hadRelapse: true, amountSpent: '150' },
    'amountSpent',
    'Por favor, informe o valor gasto',
  ],
  ['amount negative', { hadRelapse: true, amountSpent: -1 }, 'amountSpent', 'Digite um valor válido'],
  [
    'amount with 3 decimals',
    { hadRelapse: true, amountSpent: 10.005 },
    'amountSpent',
    'Digite um valor válido',
  ],
  [
    'amount above R$ 10 million',
    { hadRelapse: true, amountSpent: 10_000_000.01 },
    'amountSpent',
    'Digite um valor válido',
  ],
  ['date missing', { date: undefined }, 'date', 'Por favor, selecione a data da recaída'],
  ['date empty', { date: '' }, 'date', 'Por favor, selecione a data da recaída'],
  ['date malformed', { date: '22/11/2026' }, 'date', checkinTexts.dateOutOfRange],
  ['date before 2000-01-01', { date: '1999-12-31' }, 'date', checkinTexts.dateOutOfRange],
  ['mood 0', { mood: 0 }, 'mood', checkinTexts.moodInvalid],
  ['mood 6', { mood: 6 }, 'mood', checkinTexts.moodInvalid],
  ['mood fractional', { mood: 2.5 }, 'mood', checkinTexts.moodInvalid],
  ['notes too long', { notes: 'a'.repeat(2001) }, 'notes', checkinTexts.notesTooLong],
  ['id not a UUID', { id: 'abc' }, 'id', 'Dados inválidos'],
  ['recordedAt malformed', { recordedAt: 'ontem' }, 'recordedAt', 'Dados inválidos'],
];

/**
 * Invalid in a push only: `POST /api/checkins` takes the spec's payload with no id and makes one
 * (tests/server/spec-payloads.test.ts), a queued record must name itself.
 */
const INVALID_IN_PUSH: typeof INVALID = [['id missing', { id: undefined }, 'id', 'Dados inválidos']];

onEachDatabase((database) => {
  beforeAll(async () => {
    server = await startOn(database);
    member = await signUp(server);
    other = await signUp(server);
  });
  afterAll(() => server?.close());

  describe('POST /api/checkins', () => {
    it('stores one check-in: 201 with the result and the record (reais, trimmed notes)', async () => {
      const body = checkin({
        userId: member.user.id,
        hadRelapse: true,
        amountSpent: 150.5,
        mood: 2,
        notes: '  perdi  ',
      });
      const res = await member.client.post(api.checkins, body);
      expect(res.status, res.text).toBe(201);
      expect(res.body).toEqual({
        result: { id: body.id, status: 'stored' },
        record: {
          id: body.id,
          userId: member.user.id,
          date: body.date,
          hadRelapse: true,
          amountSpent: 150.5,
          mood: 2,
          notes: 'perdi',
          recordedAt: expect.any(String),
          version: expect.any(Number),
          tags: [],
        },
      });
      const row = await server
        .em()
        .findOneOrFail(CheckinSchema, { userId: member.user.id, id: String(body.id) });
      expect(row.amountSpentCents).toBe(15050);
    });

    it('stores notes exactly, whatever characters they hold', async () => {
      const notes = 'Por quê? d\'água \\ "aspas" ?? $1 -- ; 💙 ção';
      const res = await member.client.post(api.checkins, checkin({ notes }));
      expect(res.status).toBe(201);
      expect(res.body.record.notes).toBe(notes);
      const row = await server
        .em()
        .findOneOrFail(CheckinSchema, { userId: member.user.id, id: res.body.record.id });
      expect(row.notes).toBe(notes);
    });

    it('answers a replay with 200 duplicate and the stored record', async () => {
      const body = checkin();
      const first = await member.client.post(api.checkins, body);
      const again = await member.client.post(api.checkins, body);
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ result: { id: body.id, status: 'duplicate' }, record: first.body.record });
    });

    it('answers the same id with other content with 409 record-conflict', async () => {
      const body = checkin();
      await member.client.post(api.checkins, body);
      const res = await member.client.post(api.checkins, { ...body, mood: 1 });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 'record-conflict', message: errorTexts['record-conflict'] });
    });

    it('stores amount 0 and empty notes as null when there was no relapse', async () => {
      const res = await member.client.post(
        api.checkins,
        checkin({ hadRelapse: false, amountSpent: 80, notes: '   ' }),
      );
      expect(res.status).toBe(201);
      expect(res.body.record).toMatchObject({ amountSpent: 0, notes: null });
    });

    it.each(INVALID)(
      'answers 400 when the %s, with the spec text in message',
      async (_label, change, field, message) => {
        const res = await member.client.post(api.checkins, checkin(change));
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('validation-failed');
        expect(res.body.message).toBe(message);
        expect(res.body.details).toContainEqual({ field, message });
      },
    );

    it('answers 400 date-in-future for a date after today in the member zone', async () => {
      const res = await member.client.post(api.checkins, checkin({ date: tomorrow() }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'date-in-future', message: errorTexts['date-in-future'] });
    });

    it("answers 403 not-owner for another member's record (a queue replayed under another cookie)", async () => {
      const body = checkin({ userId: other.user.id });
      const res = await member.client.post(api.checkins, body);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('not-owner');
      expect(await server.em().count(CheckinSchema, { id: String(body.id) })).toBe(0);
    });

    it('answers 400 for a body that is not an object, 401 without a session', async () => {
      expect((await member.client.post(api.checkins, [checkin()])).status).toBe(400);
      expect((await server.client().post(api.checkins, checkin())).status).toBe(401);
    });

    it('keeps recordedAt within [account creation, now + 5 min]; absent means now', async () => {
      const before = Date.now();
      const future = await member.client.post(
        api.checkins,
        checkin({ recordedAt: new Date(before + 3 * 86_400_000).toISOString() }),
      );
      const past = await member.client.post(
        api.checkins,
        checkin({ recordedAt: '2001-01-01T00:00:00.000Z' }),
      );
      const absent = await member.client.post(api.checkins, checkin());
      const after = Date.now();
      expect(Date.parse(future.body.record.recordedAt)).toBeGreaterThanOrEqual(before + 5 * 60_000);
      expect(Date.parse(future.body.record.recordedAt)).toBeLessThanOrEqual(after + 5 * 60_000);
      expect(past.body.record.recordedAt).toBe(member.user.createdAt);
      expect(Date.parse(absent.body.record.recordedAt)).toBeGreaterThanOrEqual(before);
      expect(Date.parse(absent.body.record.recordedAt)).toBeLessThanOrEqual(after);
    });
  });

  describe('POST /api/sync/push: per-record validation', () => {
    it.each([...INVALID, ...INVALID_IN_PUSH])(
      'rejects the record when the %s, and stores its neighbours',
      async (_label, change, _field, message) => {
        const good = checkin();
        const bad = checkin(change);
        const results = await push(member.client, [bad, good]);
        expect(results).toEqual([
          {
            id: typeof bad.id === 'string' ? bad.id : '',
            status: 'rejected',
            code: 'validation-failed',
            message,
          },
          { id: good.id, status: 'stored' },
        ]);
      },
    );

    it('rejects a date in the future, an unknown record type and a foreign owner', async () => {
      const future = checkin({ date: tomorrow() });
      const foreign = checkin({ userId: other.user.id });
      const res = await member.client.post(api.syncPush, {
        deviceId: 'device-1',
        records: [
          { type: 'checkin', ...future },
          { type: 'diary', id: randomUUID() },
          { type: 'checkin', ...foreign },
          { type: 'checkin', ...checkin({ userId: member.user.id, date: today() }) },
        ],
      });
      expect(res.status).toBe(200);
      expect(res.body.results.map((r: { status: string; code?: string }) => [r.status, r.code])).toEqual([
        ['rejected', 'date-in-future'],
        ['rejected', 'unknown-record-type'],
        ['rejected', 'not-owner'],
        ['stored', undefined],
      ]);
      expect(res.body.results[2]).toEqual({
        id: foreign.id,
        status: 'rejected',
        code: 'not-owner',
        message: errorTexts['not-owner'],
      });
    });

    it.each([
      ['no device id', { records: [] }],
      ['records not a list', { deviceId: 'd', records: {} }],
      ['a record without type', { deviceId: 'd', records: [{ id: randomUUID() }] }],
      [
        'more than 500 records',
        { deviceId: 'd', records: Array.from({ length: 501 }, () => ({ type: 'checkin' })) },
      ],
    ])('answers 400 for an invalid envelope: %s', async (_label, body) => {
      const res = await member.client.post(api.syncPush, body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation-failed');
    });

    it('answers 401 without a session', async () => {
      const res = await server.client().post(api.syncPush, { deviceId: 'd', records: [] });
      expect(res.status).toBe(401);
    });

    it('keeps the device id of the push (or of the record)', async () => {
      const a = checkin();
      const b = checkin({ deviceId: 'phone-2' });
      await push(member.client, [a, b], 'phone-1');
      const em = server.em();
      expect(
        (await em.findOneOrFail(CheckinSchema, { userId: member.user.id, id: String(a.id) })).deviceId,
      ).toBe('phone-1');
      expect(
        (await em.findOneOrFail(CheckinSchema, { userId: member.user.id, id: String(b.id) })).deviceId,
      ).toBe('phone-2');
    });
  });
});
