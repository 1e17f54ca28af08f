import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import { CheckinSchema } from '../../sync-server/modules/checkins/checkin.entity';
import { PwaAccessSchema } from '../../sync-server/modules/pwa/pwa.entities';
import { type SignedIn, signUp } from '../helpers/accounts';
import type { TestServer } from '../helpers/test-server';
import { push, today } from './core-loop-helpers';
import { onEachDatabase, startOn } from './database-variants';

/**
 * Issue 15 part 6: `POST /api/checkins` and `POST /api/pwa-access` take the spec's payloads as
 * written (spec §7), with no `id`; the server makes one. A client-sent id still makes a replay
 * idempotent, and the offline sync path (which always sends ids) keeps working.
 */
let server: TestServer;
let member: SignedIn;

const UA = 'Mozilla/5.0 (Linux; Android 14) Chrome/130';

onEachDatabase((database) => {
  beforeAll(async () => {
    server = await startOn(database);
    member = await signUp(server);
  });
  afterAll(() => server?.close());

  describe('POST /api/checkins', () => {
    // Spec §7: "userId, date, hadRelapse, amountSpent, mood, notes".
    const specCheckin = () => ({
      userId: member.user.id,
      date: today(),
      hadRelapse: true,
      amountSpent: 42.5,
      mood: 2,
      notes: 'sem id',
    });

    it("stores the spec's payload with no id: 201, and the server makes the id", async () => {
      const res = await member.client.post(api.checkins, specCheckin());
      expect(res.status, res.text).toBe(201);
      const id: string = res.body.record.id;
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(res.body.result).toEqual({ id, status: 'stored' });
      const row = await server.em().findOneOrFail(CheckinSchema, { userId: member.user.id, id });
      expect(row).toMatchObject({ hadRelapse: true, amountSpentCents: 4250, mood: 2, notes: 'sem id' });
    });

    it('without an id, two sends are two check-ins (nothing names the first)', async () => {
      const before = await server.em().count(CheckinSchema, { userId: member.user.id });
      const a = await member.client.post(api.checkins, specCheckin());
      const b = await member.client.post(api.checkins, specCheckin());
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(a.body.record.id).not.toBe(b.body.record.id);
      expect(await server.em().count(CheckinSchema, { userId: member.user.id })).toBe(before + 2);
    });

    it('with a client id, a replay is idempotent: 200 duplicate, one row', async () => {
      const body = { ...specCheckin(), id: randomUUID() };
      expect((await member.client.post(api.checkins, body)).status).toBe(201);
      const again = await member.client.post(api.checkins, body);
      expect(again.status).toBe(200);
      expect(again.body.result).toEqual({ id: body.id, status: 'duplicate' });
      expect(await server.em().count(CheckinSchema, { userId: member.user.id, id: body.id })).toBe(1);
    });

    it('the offline sync push still stores records by their ids, and still refuses one without', async () => {
      const id = randomUUID();
      const { userId: _ignored, ...rest } = specCheckin();
      const results = await push(member.client, [
        { type: 'checkin', id, ...rest },
        { type: 'checkin', ...rest },
      ]);
      expect(results[0]).toEqual({ id, status: 'stored' });
      expect(results[1]).toMatchObject({ id: '', status: 'rejected', code: 'validation-failed' });
    });
  });

  describe('POST /api/pwa-access', () => {
    // Spec §7: "userId (nullable), userAgent, platform, accessType, referrer (nullable), ipAddress (null)".
    const specAccess = (referrer: string) => ({
      userId: null,
      userAgent: UA,
      platform: 'Android',
      accessType: 'browser_visit',
      referrer,
      ipAddress: null,
    });

    it("stores the spec's payload with no id: 204, one row with a server-made id", async () => {
      const referrer = `https://busca.example/${randomUUID()}`;
      const res = await server.client().post(api.pwaAccess, specAccess(referrer));
      expect(res.status, res.text).toBe(204);
      const rows = await server.em().find(PwaAccessSchema, { referrer });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ userId: null, platform: 'Android', accessType: 'browser_visit' });
      expect(rows[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('takes the user from the session when signed in', async () => {
      const referrer = `https://busca.example/${randomUUID()}`;
      expect((await member.client.post(api.pwaAccess, specAccess(referrer))).status).toBe(204);
      const rows = await server.em().find(PwaAccessSchema, { referrer });
      expect(rows.map((r) => r.userId)).toEqual([member.user.id]);
    });

    it('with a client id, a replay is idempotent: one row', async () => {
      const referrer = `https://busca.example/${randomUUID()}`;
      const body = { ...specAccess(referrer), id: randomUUID() };
      expect((await server.client().post(api.pwaAccess, body)).status).toBe(204);
      expect((await server.client().post(api.pwaAccess, body)).status).toBe(204);
      expect(await server.em().count(PwaAccessSchema, { referrer })).toBe(1);
    });
  });
});
